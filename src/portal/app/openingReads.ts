import type { ChartOptions, RoutesFile, ScreenDefinition } from '../../../engine/config';
import type { ApiCall } from '../../../engine/http';
import { getCall } from '../data/getCall';

/** The GET by which the guard step afterLogin loads the signed-in user's privacy switches (the port loadPrivacySwitches). */
export const privacySwitchesCall: ApiCall = { method: 'GET', base: 'web', path: 'ibaccount/getClientSwitch' };

/** Only an IB (or its sub-user) has privacy switches: a client's pages never ask for them (the call is the IB's, refused to others). */
export const hasPrivacySwitches = (user: { isIb: boolean } | undefined): boolean => Boolean(user?.isIb);

/** The authenticator hint the shell asks on every signed-in page (RebindNotice): its notice stands above the screen. */
export const rebindHintCall: ApiCall = { method: 'GET', base: 'cp', path: 'multiFactorAuth/hintInfo' };

/** The widget kinds that read their config `source` (with its `query`) as they mount, and nothing else first. */
const sourceReadingKinds = new Set(['stats', 'chart', 'links']);

/** The activity ticker's read (custom:ActivityTicker). */
export const activityTickerCall: ApiCall = { method: 'GET', base: 'web', path: 'home/activity/ticker' };

/** The secondary-fission info flags (custom:SecondaryFission). */
export const secondaryFissionInfoCall: ApiCall = { method: 'GET', base: 'cp', path: 'ib-portal/secondary-fission/getHandleDocumentInfo' };

/** An IB's sub-accounts, which custom:SecondaryFission reads once its flags say the page is an IB's own (showLevelFlag). A POST that only reads. */
export const subAccountsCall: ApiCall = { method: 'POST', base: 'web', path: 'ib-portal/secondary-fission/getSubAccounts', body: {} };

/** The promotions the signed-in user may take (custom:PromotionsTeaser, the promotions screen). */
export const promotionListCall: ApiCall = { method: 'GET', base: 'cp', path: 'promotion/list' };

/** The client's trading dashboard (custom:TradingDashboard). */
export const tradingDashboardCall: ApiCall = { method: 'GET', base: 'cp', path: 'home/dashboard' };

/** The verification centre (kycSummary and the KYC screens). A POST that only reads: the page carries its answer. */
export const verificationCentreCall: ApiCall = { method: 'POST', base: 'cp', path: 'profile/myVerificationCenter', body: {} };

/** The signed-in user's function permissions (functionActions and every function gate). A POST that only reads. */
export const functionPermissionsCall: ApiCall = { method: 'POST', base: 'cp', path: 'profile/queryFunctionPermissionAll', body: {} };

/** Widgets whose first reads are fixed calls, asked as they mount; each asks them from here. */
const mountReads: Readonly<Record<string, readonly ApiCall[]>> = {
  'custom:ActivityTicker': [activityTickerCall],
  'custom:SecondaryFission': [secondaryFissionInfoCall],
  'custom:PromotionsTeaser': [promotionListCall],
  'custom:TradingDashboard': [tradingDashboardCall],
  kycSummary: [verificationCentreCall],
  functionActions: [functionPermissionsCall],
};

/** What an IB's widget reads as soon as its first answer arrives, which an IB's page opens with too. */
const ibFollowingReads: Readonly<Record<string, readonly ApiCall[]>> = {
  'custom:SecondaryFission': [subAccountsCall],
};

/** The read a source-reading widget makes as it mounts: the widget asks it, the server carries its answer. */
export const sourceRead = (widget: Partial<Pick<ChartOptions, 'source' | 'query'>>): ApiCall | undefined => getCall(widget.source, widget.query ?? {});

/**
 * The reads a signed-in page makes as it opens, whatever the user's facts: the guard pipeline's privacy
 * switches (an IB's), the shell's authenticator hint and the first reads of the screen's widgets shown unconditionally (a widget with a condition
 * or a required function reads only once the facts allow it), and for an IB what those widgets read next
 * (ibFollowingReads). The server carries their answers in the page (startupPage, portalPages), so none
 * waits for start-up to be asked, nor takes a connection of its own. The same call twice is listed once.
 */
export function openingReads(routes: RoutesFile, screen: ScreenDefinition | undefined, user: { isIb: boolean }): ApiCall[] {
  const reads = [...(routes.pipeline.includes('afterLogin') && hasPrivacySwitches(user) ? [privacySwitchesCall] : []), rebindHintCall];
  for (const widget of screen?.widgets ?? []) {
    if (widget.when || widget.requiresFunction) continue;
    if (sourceReadingKinds.has(widget.kind)) {
      const call = sourceRead(widget as Partial<ChartOptions>);
      if (call) reads.push(call);
    } else reads.push(...(mountReads[widget.kind] ?? []), ...((user.isIb && ibFollowingReads[widget.kind]) || []));
  }
  return reads.filter((call, at) => reads.indexOf(call) === at);
}
