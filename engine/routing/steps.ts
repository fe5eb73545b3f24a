import { explain } from '../predicates';
import { withoutParams } from '../session';
import { next, redirect, type GuardStep } from './types';

const appLoginParams = ['device', 'userToken', 'xtoken', 'sign', 'appSource'] as const;

/** 1. Store atid, remove it from the URL, and come back to the same path. */
export const stripAtid: GuardStep = (nav, ports) => {
  const atid = new URLSearchParams(nav.search).get('atid');
  if (atid === null) return next;
  ports.params.set('atid', atid);
  return redirect(nav.path + withoutParams(nav.search, ['atid']));
};

/** 2. The route's access rule: a sub-user without permission 3 on the rebate pages goes to /404, and the like. */
export const routeAccess: GuardStep = (nav, ports) => {
  const access = nav.route?.access;
  if (!access) return next;
  // Signed out, nobody is known yet: sign-in comes first (requireLogin) and this rule is checked on the way back (issue 17: deep links went to /404).
  if (!nav.route?.public && !ports.isLoggedIn()) return next;
  return explain(access.when, ports.context(), ports.policies).ok ? next : redirect(access.otherwise);
};

/** 3. A device parameter means the app opened the portal: log in through the app; failure clears the token and raises 501. */
export const appLogin: GuardStep = async (nav, ports) => {
  const query = new URLSearchParams(nav.search);
  const device = query.get('device');
  if (device === null) return next;
  ports.params.capture(nav.search);
  const value = (name: string) => query.get(name) ?? undefined;
  try {
    await ports.appLogin({
      device,
      ...optional('userToken', value('userToken')),
      ...optional('xtoken', value('xtoken')),
      ...optional('sign', value('sign')),
      ...optional('appSource', value('appSource')),
    });
  } catch {
    ports.clearToken();
    return { kind: 'error', code: 501 };
  }
  return redirect(nav.path + withoutParams(nav.search, appLoginParams));
};

/** 4. An accessToken parameter logs in with it (through the app when a device is known); failure signs out. */
export const accessTokenLogin: GuardStep = async (nav, ports) => {
  const accessToken = new URLSearchParams(nav.search).get('accessToken');
  if (accessToken === null) return next;
  const device = ports.params.get('device');
  try {
    await ports.accessTokenLogin(accessToken, device ? { device } : {});
  } catch {
    return { kind: 'signOut', reason: 'accessTokenFailed' };
  }
  return redirect(nav.path + withoutParams(nav.search, ['accessToken']));
};

/** 5. Not logged in: go to logout (which leads to sign-in, then back to this path). */
export const requireLogin: GuardStep = (nav, ports) =>
  nav.route?.public || ports.isLoggedIn() ? next : redirect(`/logout?returnTo=${encodeURIComponent(nav.path + nav.search)}`);

/** 6. No stored xtoken: sign out. */
export const requireXtoken: GuardStep = (nav, ports) =>
  nav.route?.public || ports.storedXtoken() ? next : { kind: 'signOut', reason: 'missingToken', returnTo: nav.path };

/**
 * Who uses the view at all (its routes file's viewAccess): a signed-in user who fails the rule leaves for the
 * other view's path, signed in as they are (an IB's sub-user opening the client portal goes to the IB portal).
 */
export const viewAccess: GuardStep = (nav, ports) => {
  const rule = nav.viewAccess;
  if (!rule || nav.route?.public || !ports.isLoggedIn()) return next;
  return explain(rule.when, ports.context(), ports.policies).ok ? next : { kind: 'leave', url: ports.viewUrl(rule.otherwise.view, rule.otherwise.path) };
};

/** 7. Register the user's ids with analytics, hide the page loader, fetch the privacy switches, proceed. */
export const afterLogin: GuardStep = async (_nav, ports) => {
  const ids = ports.isLoggedIn() ? ports.authIds() : undefined;
  if (ids) ports.analytics.identify(ids);
  ports.hidePageLoader();
  if (ids) await ports.loadPrivacySwitches().catch(() => undefined);
  return next;
};

/** Rebate withdrawal opens only when the payment-channel setting is enabled (checked by the server). */
export const requirePaymentChannelEnabled: GuardStep = async (_nav, ports) =>
  (await ports.withdrawalChannelEnabled().catch(() => false)) ? next : redirect('/rebatePaymentHistory', 'notice.withdrawalChannelDisabled');

/** /questionAwareNaire: sign out to the client portal, returning to that path. */
export const signOutToClientPortal: GuardStep = async (nav, ports) => {
  await ports.signOut('questionnaire').catch(() => undefined);
  return { kind: 'leave', url: ports.clientPortalUrl(nav.path) };
};

/** Inside the app, open settings is blocked: go home. */
export const inAppToHome: GuardStep = (_nav, ports) => (ports.context().inApp ? redirect('/home') : next);

/** Open settings only when its menu status is enabled (loaded when unknown). */
export const requireOpenSettingsEnabled: GuardStep = async (_nav, ports) =>
  (await ports.openSettingsEnabled().catch(() => false)) ? next : redirect('/home', 'notice.openSettingsDisabled');

/** /logout: end the session, then the sign-in page. */
export const signOutToLogin: GuardStep = async (nav, ports) => {
  await ports.signOut('logout').catch(() => undefined);
  return redirect('/login' + nav.search);
};

/** After each navigation. */
export const cleanup: GuardStep = (nav, ports) => {
  ports.cleanup(nav);
  return next;
};

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, string>);
}
