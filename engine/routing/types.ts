import type { RouteDefinition } from '../config/portalConfig';
import type { RoutesFile } from '../config/schemaTypes';
import type { NamedPolicies, PredicateContext } from '../predicates';
import type { QueryParamStore } from '../session';

/** What a step decides: go on, or leave for somewhere else. */
export type GuardOutcome =
  | { kind: 'next' }
  /** Another path of the same view (path plus query string). */
  | { kind: 'redirect'; to: string; replace: boolean; noticeKey?: string }
  /** Sign out, then show the sign-in page; returnTo is the path to come back to. */
  | { kind: 'signOut'; reason: string; returnTo?: string }
  /** Show the error page with this code (501: app login failed). */
  | { kind: 'error'; code: number }
  /** Leave the view for a full URL (the client portal). */
  | { kind: 'leave'; url: string };

export interface Navigation {
  /** Path inside the view, without the base path: "/rebateTransfer". */
  path: string;
  /** Query string with its "?" or empty. */
  search: string;
  /** The route the path matched; undefined for unknown paths. */
  route?: RouteDefinition;
  /** Who uses the view at all (its routes file's viewAccess), when the view says. */
  viewAccess?: RoutesFile['viewAccess'];
}

export interface AuthIds {
  userId: string;
  email?: string;
  eventEmailId?: string;
  eventMobileId?: string;
}

/** The doors the steps use to reach the world; the portal implements them, tests fake them. */
export interface GuardPorts {
  params: QueryParamStore;
  isLoggedIn(): boolean;
  storedXtoken(): string | undefined;
  /** Facts about the user and the portal for access rules (regulator, isSubUser, permissionIds, inApp, ...). */
  context(): PredicateContext;
  policies: NamedPolicies;
  appLogin(input: { device: string; userToken?: string; xtoken?: string; sign?: string; appSource?: string }): Promise<void>;
  accessTokenLogin(accessToken: string, options: { device?: string }): Promise<void>;
  clearToken(): void;
  signOut(reason: string): Promise<void>;
  authIds(): AuthIds | undefined;
  analytics: { identify(ids: AuthIds): void };
  hidePageLoader(): void;
  loadPrivacySwitches(): Promise<void>;
  withdrawalChannelEnabled(): Promise<boolean>;
  openSettingsEnabled(): Promise<boolean>;
  clientPortalUrl(returnTo: string): string;
  /** The full URL of a path inside a view (under its base path). */
  viewUrl(view: RoutesFile['view'], path: string): string;
  cleanup(nav: Navigation): void;
}

export type GuardStep = (nav: Navigation, ports: GuardPorts) => GuardOutcome | Promise<GuardOutcome>;

export const next: GuardOutcome = { kind: 'next' };

export function redirect(to: string, noticeKey?: string): GuardOutcome {
  return { kind: 'redirect', to, replace: true, ...(noticeKey ? { noticeKey } : {}) };
}
