import { createStore } from '../app/store';

/** The auth data of specification section 3, as the sign-in calls return it. */
export interface AuthData {
  xtoken: string;
  userID: number;
  eventEmailId: string;
  eventMobileId: string;
  permissionIds: number[];
  isSubUser: boolean;
  countryCode: string;
  regulator: string;
  language: string;
  isIb: boolean;
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
  [field: string]: unknown;
}

export interface SessionState {
  auth?: AuthData;
  profile?: Profile;
}

const storageKey = 'portal.session';

function readStored(): SessionState {
  try {
    const raw = localStorage.getItem(storageKey);
    return raw ? { auth: JSON.parse(raw) as AuthData } : {};
  } catch {
    return {};
  }
}

/** The signed-in user; the auth data (with the xtoken) survives a reload, the profile is fetched again. */
export const sessionStore = createStore<SessionState>(readStored());

sessionStore.subscribe(() => {
  const { auth } = sessionStore.get();
  try {
    if (auth) localStorage.setItem(storageKey, JSON.stringify(auth));
    else localStorage.removeItem(storageKey);
  } catch {
    // Storage blocked: the session lasts as long as the page.
  }
});
