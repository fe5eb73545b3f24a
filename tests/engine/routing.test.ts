import { describe, expect, it, vi } from 'vitest';
import { matchRoute, runAfterEach, runGuards, steps, viewUrl, type GuardPorts, type Navigation } from '../../engine/routing';
import { createQueryParamStore, memoryStorage } from '../../engine/session';
import { composed } from '../helpers/config';

const config = composed('au', 'vfsc');
const routes = config.routes.ib!;

function ports(
  over: Partial<GuardPorts> & { user?: { isSubUser?: boolean; permissionIds?: number[] }; loggedIn?: boolean; xtoken?: string; inApp?: boolean } = {},
) {
  const { user = {}, loggedIn = true, xtoken = 'tok', inApp = false, ...rest } = over;
  const params = createQueryParamStore({ params: config.queryParams, view: 'ib', session: memoryStorage(), persistent: memoryStorage() });
  const p: GuardPorts = {
    params,
    isLoggedIn: () => loggedIn,
    storedXtoken: () => xtoken,
    context: () => ({ regulator: 'vfsc', view: 'ib', inApp, loggedIn, ...(loggedIn ? { isSubUser: false, permissionIds: [], ...user } : {}) }),
    policies: config.policies,
    appLogin: vi.fn(async () => undefined),
    accessTokenLogin: vi.fn(async () => undefined),
    clearToken: vi.fn(),
    signOut: vi.fn(async () => undefined),
    authIds: () => ({ userId: 'u1', eventEmailId: 'e1' }),
    analytics: { identify: vi.fn() },
    hidePageLoader: vi.fn(),
    loadPrivacySwitches: vi.fn(async () => undefined),
    withdrawalChannelEnabled: vi.fn(async () => true),
    openSettingsEnabled: vi.fn(async () => true),
    clientPortalUrl: (returnTo) => `/login?returnTo=${encodeURIComponent(returnTo)}`,
    viewUrl: (view, path) => `/${view}${path}`,
    cleanup: vi.fn(),
    ...rest,
  };
  return p;
}
const nav = (path: string, search = ''): Navigation => ({ path, search, route: matchRoute(routes, path) });

describe('IB route guard steps, each alone (spec section 4)', () => {
  it('1. atid is stored, removed from the URL, and the same path is loaded again', async () => {
    const p = ports();
    expect(await steps.stripAtid(nav('/home', '?atid=X1&lang=ja'), p)).toEqual({ kind: 'redirect', to: '/home?lang=ja', replace: true });
    expect(p.params.get('atid')).toBe('X1');
    expect(await steps.stripAtid(nav('/home', '?lang=ja'), p)).toEqual({ kind: 'next' });
  });

  it.each(['/rebateTransfer', '/rebateWithdraw'])('2. a sub-user without permission 3 on %s goes to /404; with 3, or not a sub-user, passes', async (path) => {
    expect(await steps.routeAccess(nav(path), ports({ user: { isSubUser: true, permissionIds: [1, 2] } }))).toEqual({
      kind: 'redirect',
      to: '/404',
      replace: true,
    });
    expect(await steps.routeAccess(nav(path), ports({ user: { isSubUser: true, permissionIds: [3] } }))).toEqual({ kind: 'next' });
    expect(await steps.routeAccess(nav(path), ports({ user: { isSubUser: false } }))).toEqual({ kind: 'next' });
  });

  it.each(['/transfer-ib-affiliate', '/ibReferralLinks'])(
    '2. signed out, a deep link to %s goes to sign-in, not /404 (issue 17); the rule holds once signed in',
    async (path) => {
      const signedOut = ports({ loggedIn: false });
      expect(await steps.routeAccess(nav(path), signedOut)).toEqual({ kind: 'next' });
      expect(await steps.requireLogin(nav(path), signedOut)).toMatchObject({ kind: 'redirect', to: `/logout?returnTo=${encodeURIComponent(path)}` });
    },
  );

  it("issue 17: the IB's /questionAwareNaire leads to a client-portal page (the verification centre, where the questionnaire is), not its 404", () => {
    expect(routes.routes.find((r) => r.path === '/questionAwareNaire')?.enter).toEqual(['signOutToClientPortal']);
    expect(config.routes.cp!.routes.find((r) => r.path === '/questionAwareNaire')?.screen).toBe('verificationCentre');
  });

  it('2. sub-users cannot open the IB agreement', async () => {
    expect(await steps.routeAccess(nav('/ibagreement'), ports({ user: { isSubUser: true, permissionIds: [3] } }))).toMatchObject({ to: '/404' });
  });

  it('3. a device parameter logs in through the app and drops the app parameters from the URL', async () => {
    const p = ports();
    const outcome = await steps.appLogin(nav('/home', '?device=ios-1&userToken=ut&lang=en'), p);
    expect(p.appLogin).toHaveBeenCalledWith({ device: 'ios-1', userToken: 'ut' });
    expect(outcome).toEqual({ kind: 'redirect', to: '/home?lang=en', replace: true });
    expect(p.params.get('device')).toBe('ios-1');
  });

  it('3. a failed app login clears the token and raises error 501', async () => {
    const p = ports({ appLogin: vi.fn(async () => Promise.reject(new Error('bad'))) });
    expect(await steps.appLogin(nav('/home', '?device=d'), p)).toEqual({ kind: 'error', code: 501 });
    expect(p.clearToken).toHaveBeenCalled();
  });

  it('4. an accessToken logs in with it (through the app when a device is known); failure signs out', async () => {
    const p = ports();
    p.params.set('device', 'android-7');
    expect(await steps.accessTokenLogin(nav('/iblevel', '?accessToken=AT'), p)).toEqual({ kind: 'redirect', to: '/iblevel', replace: true });
    expect(p.accessTokenLogin).toHaveBeenCalledWith('AT', { device: 'android-7' });
    const failing = ports({ accessTokenLogin: vi.fn(async () => Promise.reject(new Error('expired'))) });
    expect(await steps.accessTokenLogin(nav('/iblevel', '?accessToken=AT'), failing)).toEqual({ kind: 'signOut', reason: 'accessTokenFailed' });
  });

  it('5. not logged in: go to logout (public pages excepted)', async () => {
    expect(await steps.requireLogin(nav('/home'), ports({ loggedIn: false }))).toEqual({ kind: 'redirect', to: '/logout?returnTo=%2Fhome', replace: true });
    expect(await steps.requireLogin(nav('/404'), ports({ loggedIn: false }))).toEqual({ kind: 'next' });
  });

  it('6. no stored xtoken: sign out', async () => {
    expect(await steps.requireXtoken(nav('/home'), ports({ storedXtoken: () => undefined }))).toEqual({
      kind: 'signOut',
      reason: 'missingToken',
      returnTo: '/home',
    });
  });

  it('7. registers the ids with analytics, hides the page loader, fetches the privacy switches', async () => {
    const p = ports();
    expect(await steps.afterLogin(nav('/home'), p)).toEqual({ kind: 'next' });
    expect(p.analytics.identify).toHaveBeenCalledWith({ userId: 'u1', eventEmailId: 'e1' });
    expect(p.hidePageLoader).toHaveBeenCalled();
    expect(p.loadPrivacySwitches).toHaveBeenCalled();
  });

  it('rebate withdrawal opens only when the payment channel is enabled', async () => {
    expect(await steps.requirePaymentChannelEnabled(nav('/rebateWithdraw'), ports({ withdrawalChannelEnabled: async () => false }))).toMatchObject({
      kind: 'redirect',
      noticeKey: 'notice.withdrawalChannelDisabled',
    });
    expect(await steps.requirePaymentChannelEnabled(nav('/rebateWithdraw'), ports())).toEqual({ kind: 'next' });
  });

  it('/questionAwareNaire signs out to the client portal, returning to that path', async () => {
    const p = ports();
    expect(await steps.signOutToClientPortal(nav('/questionAwareNaire'), p)).toEqual({ kind: 'leave', url: '/login?returnTo=%2FquestionAwareNaire' });
    expect(p.signOut).toHaveBeenCalledWith('questionnaire');
  });

  it('/openSettings: in the app goes home; otherwise only when enabled', async () => {
    expect(await steps.inAppToHome(nav('/openSettings'), ports({ inApp: true }))).toMatchObject({ to: '/home' });
    expect(await steps.inAppToHome(nav('/openSettings'), ports())).toEqual({ kind: 'next' });
    expect(await steps.requireOpenSettingsEnabled(nav('/openSettings'), ports({ openSettingsEnabled: async () => false }))).toMatchObject({ to: '/home' });
  });
});

describe('the IB route guard pipeline as a whole', () => {
  it('runs the spec order from config', () => {
    expect(routes.pipeline).toEqual(['stripAtid', 'routeAccess', 'appLogin', 'accessTokenLogin', 'requireLogin', 'requireXtoken', 'afterLogin']);
  });

  it('stops at the first step that does not say next: atid before everything', async () => {
    const p = ports({ loggedIn: false });
    expect(await runGuards(routes, { path: '/home', search: '?atid=A' }, p)).toMatchObject({ kind: 'redirect', to: '/home' });
    expect(p.hidePageLoader).not.toHaveBeenCalled();
  });

  it('a signed-in IB reaches the page; route entry steps run after the pipeline', async () => {
    const p = ports();
    expect(await runGuards(routes, { path: '/rebateWithdraw', search: '' }, p)).toEqual({ kind: 'next' });
    expect(p.withdrawalChannelEnabled).toHaveBeenCalled();
    expect(p.hidePageLoader).toHaveBeenCalled();
  });

  it('a sub-user without permission 3 is sent to /404 before the page loads', async () => {
    const p = ports({ user: { isSubUser: true, permissionIds: [] } });
    expect(await runGuards(routes, { path: '/rebateTransfer', search: '' }, p)).toMatchObject({ to: '/404' });
  });

  it('an unknown path passes the pipeline; the view shows its not-found screen there', async () => {
    expect(matchRoute(routes, '/no/such/page')).toBeUndefined();
    expect(await runGuards(routes, { path: '/no/such/page', search: '' }, ports())).toEqual({ kind: 'next' });
    expect(await runGuards(routes, { path: '/no/such/page', search: '' }, ports({ loggedIn: false }))).toMatchObject({
      to: '/logout?returnTo=%2Fno%2Fsuch%2Fpage',
    });
  });

  it('runs the cleanup after each navigation', async () => {
    const p = ports();
    await runAfterEach(routes, nav('/home'), p);
    expect(p.cleanup).toHaveBeenCalledTimes(1);
  });
});

describe('who uses the client portal at all (config/routes/cp.yaml viewAccess, policy clientPortal)', () => {
  const cpRoutes = config.routes.cp!;
  const cpNav = (path: string) => ({ path, search: '' });

  it("an IB's sub-user signed in (by the IB portal's session) and opening the client portal leaves for the IB portal's dashboard", async () => {
    expect(await runGuards(cpRoutes, cpNav('/'), ports({ user: { isSubUser: true, permissionIds: [1, 2, 3] } }))).toEqual({ kind: 'leave', url: '/ib/home' });
    expect(await runGuards(cpRoutes, cpNav('/deposit'), ports({ user: { isSubUser: true } }))).toEqual({ kind: 'leave', url: '/ib/home' });
  });

  it('a client or an IB uses the client portal; a public page stays open to anyone', async () => {
    expect(await runGuards(cpRoutes, cpNav('/'), ports({ user: { isSubUser: false } }))).toEqual({ kind: 'next' });
    expect(await runGuards(cpRoutes, cpNav('/login'), ports({ user: { isSubUser: true } }))).toEqual({ kind: 'next' });
  });
});

describe("an address in the other portal (viewUrl): the view's base path from the brand, then the path", () => {
  const config = composed();

  it('joins the base path and the path with one slash, with or without the leading one', () => {
    expect(viewUrl(config, 'ib', '/login')).toBe('/ib/login');
    expect(viewUrl(config, 'ib', 'home')).toBe('/ib/home');
    expect(viewUrl(config, 'cp', '/profile/securityManagement')).toBe('/profile/securityManagement');
  });

  it('follows a brand that serves a view under a deeper base path', () => {
    const deeper = { brand: { ...config.brand, cp: { ...config.brand.cp, basePath: '/portal/client/' } } };
    expect(viewUrl(deeper, 'cp', '/login?returnTo=%2Fib%2Fhome')).toBe('/portal/client/login?returnTo=%2Fib%2Fhome');
  });
});
