import type { ChartOptions, RoutesFile, ScreenDefinition } from '../../../engine/config';
import type { ApiCall } from '../../../engine/http';
import { getCall } from '../data/getCall';

/** The GET by which the guard step afterLogin loads the signed-in user's privacy switches (the port loadPrivacySwitches). */
export const privacySwitchesCall: ApiCall = { method: 'GET', base: 'web', path: 'ibaccount/getClientSwitch' };

/** Only an IB (or its sub-user) has privacy switches: a client's pages never ask for them (the call is the IB's, refused to others). */
export const hasPrivacySwitches = (user: { isIb: boolean } | undefined): boolean => Boolean(user?.isIb);

/** The widget kinds that read their config `source` (with its `query`) as they mount, and nothing else first. */
const sourceReadingKinds = new Set(['stats', 'chart', 'links']);

/** The activity ticker's read (custom:ActivityTicker). */
export const activityTickerCall: ApiCall = { method: 'GET', base: 'web', path: 'home/activity/ticker' };

/** The secondary-fission info flags (custom:SecondaryFission). */
export const secondaryFissionInfoCall: ApiCall = { method: 'GET', base: 'cp', path: 'ib-portal/secondary-fission/getHandleDocumentInfo' };

/** Custom widgets whose first read is one fixed GET, asked as they mount; each asks it from here. */
const customReads: Readonly<Record<string, ApiCall>> = {
  'custom:ActivityTicker': activityTickerCall,
  'custom:SecondaryFission': secondaryFissionInfoCall,
};

/** The read a source-reading widget makes as it mounts: the widget asks it, the server preloads it. */
export const sourceRead = (widget: Partial<Pick<ChartOptions, 'source' | 'query'>>): ApiCall | undefined => getCall(widget.source, widget.query ?? {});

/**
 * The GETs a signed-in page makes as it opens, whatever the user's facts: the guard pipeline's privacy
 * switches (an IB's) and the first reads of the screen's widgets shown unconditionally (a widget with a condition
 * or a required function reads only once the facts allow it). The server preloads them with the page
 * (startupPage), so they travel beside the scripts instead of after start-up.
 */
export function openingReads(routes: RoutesFile, screen: ScreenDefinition | undefined, user: { isIb: boolean }): ApiCall[] {
  const reads = routes.pipeline.includes('afterLogin') && hasPrivacySwitches(user) ? [privacySwitchesCall] : [];
  for (const widget of screen?.widgets ?? []) {
    if (widget.when || widget.requiresFunction) continue;
    const call = sourceReadingKinds.has(widget.kind) ? sourceRead(widget as Partial<ChartOptions>) : customReads[widget.kind];
    if (call) reads.push(call);
  }
  return reads;
}
