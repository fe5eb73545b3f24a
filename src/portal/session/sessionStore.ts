import { createStore } from '../app/store';
import { studioPreviewToken } from '../app/studioPreview';

/** The auth data of specification section 3, as the sign-in calls return it. */
export interface AuthData {
  /** The session token: kept in memory inside the app only (its xtoken header); a browser's session is its HttpOnly cookie. */
  xtoken?: string;
  userID: number;
  eventEmailId: string;
  eventMobileId: string;
  permissionIds: number[];
  isSubUser: boolean;
  countryCode: string;
  regulator: string;
  language: string;
  isIb: boolean;
  /** Whether the user signs in to the client portal (false for an IB's sub-user: the IB portal only). */
  clientPortal: boolean;
  appUserId?: string;
  appSource?: string;
  accessToken?: string;
}

export interface Profile {
  userId: number;
  userName: string;
  userType: number;
  email: string;
  emailMasked: string;
  countryId: number | null;
  countryCode: string;
  regulator: string;
  language: string;
  isSubUser: boolean;
  permissionIds: number[];
  isIb: boolean;
  /** The user's switches as predicate facts (an IB's settings that switch an area off). */
  switches?: Record<string, boolean>;
  [field: string]: unknown;
}

export interface SessionState {
  auth?: AuthData;
  profile?: Profile;
}

const storageKey = 'portal.session';
/** The studio's preview frame shares this origin's storage with the portal the browser is signed in to: it keeps its user to itself. */
const persisted = !studioPreviewToken;

function readStored(): SessionState {
  if (!persisted) return {};
  try {
    const raw = localStorage.getItem(storageKey);
    return raw ? { auth: withoutSecrets(JSON.parse(raw) as AuthData) } : {};
  } catch {
    return {};
  }
}

/** What may be stored where script can read it: the auth data without any token. */
const withoutSecrets = ({ xtoken: _xtoken, accessToken: _accessToken, ...rest }: AuthData): AuthData => rest;

/** The signed-in user; the auth data (never a token) survives a reload, the profile is fetched again. */
export const sessionStore = createStore<SessionState>(readStored());

sessionStore.subscribe(() => {
  if (!persisted) return;
  const { auth } = sessionStore.get();
  try {
    if (auth) localStorage.setItem(storageKey, JSON.stringify(withoutSecrets(auth)));
    else localStorage.removeItem(storageKey);
  } catch {
    // Storage blocked: the session lasts as long as the page.
  }
});
