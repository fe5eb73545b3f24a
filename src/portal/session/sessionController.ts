import type { PortalConfig } from '../../../engine/config';
import type { ApiCall } from '../../../engine/http';
import type { QueryParamStore } from '../../../engine/session';
import type { Store } from '../app/store';
import { sessionStore, type AuthData, type Profile } from './sessionStore';

export interface SessionController {
  isLoggedIn(): boolean;
  xtoken(): string | undefined;
  auth(): AuthData | undefined;
  profile(): Profile | undefined;
  signIn(email: string, password: string): Promise<AuthData>;
  signInWithAccessToken(accessToken: string, device?: string): Promise<AuthData>;
  appLogin(input: { device: string; userToken?: string; xtoken?: string; sign?: string; appSource?: string }): Promise<AuthData>;
  /** Loads the profile of the stored session; signs out locally when the session is gone. */
  restore(): Promise<boolean>;
  /** Takes the user a signed-in page carries (the getUserInfo answer the server put in it): no request. */
  adopt(info: UserInfo): void;
  /** Ends the session at the server (failures ignored) and here. */
  signOut(reason: string): Promise<void>;
  /** Forgets the session here only (the token was refused). */
  clear(): void;
}

interface Deps {
  api<T>(call: ApiCall): Promise<T>;
  params: QueryParamStore;
  configStore: Store<PortalConfig>;
  reloadConfig(): Promise<PortalConfig>;
  /** After a sign-in, with the user's profile (the language choice is reconciled there). */
  onSignedIn?(profile: Profile): Promise<void>;
}

/** The getUserInfo answer: the signed-in user's profile and auth data. */
export interface UserInfo {
  profile: Profile;
  auth: Omit<AuthData, 'xtoken'>;
}

export function createSessionController(deps: Deps): SessionController {
  const { api, params } = deps;

  const loadProfile = async () => {
    const info = await api<UserInfo>({
      method: 'POST',
      base: 'userApi',
      path: 'outer/login/getUserInfo',
      body: {},
      quiet: true,
    });
    sessionStore.set((s) => ({
      auth: s.auth ? { ...s.auth, ...info.auth, ...(s.auth.xtoken ? { xtoken: s.auth.xtoken } : {}) } : undefined,
      profile: info.profile,
    }));
    return info.profile;
  };

  const start = async ({ xtoken, accessToken: _handoff, ...auth }: AuthData) => {
    // The browser's session is the HttpOnly cookie; only the app's webview keeps the token, in memory, for its xtoken header.
    sessionStore.set({ auth: params.get('device') && xtoken ? { ...auth, xtoken } : auth });
    if (deps.configStore.get().regulator.id !== auth.regulator) await deps.reloadConfig();
    const profile = await loadProfile();
    await deps.onSignedIn?.(profile);
    return auth;
  };

  const clear = () => {
    sessionStore.set({});
    params.clearOnSignOut();
  };

  return {
    isLoggedIn: () => Boolean(sessionStore.get().auth),
    xtoken: () => sessionStore.get().auth?.xtoken,
    auth: () => sessionStore.get().auth,
    profile: () => sessionStore.get().profile,
    signIn: async (email, password) => start(await api<AuthData>({ method: 'POST', base: 'web', path: 'login', body: { email, password }, quiet: true })),
    signInWithAccessToken: async (accessToken, device) =>
      start(await api<AuthData>({ method: 'POST', base: 'web', path: 'login/accessToken', body: { accessToken, ...(device ? { device } : {}) }, quiet: true })),
    appLogin: async (input) => {
      if (!input.userToken || !input.sign) throw new Error('app login needs userToken and sign');
      const body = { device: input.device, userToken: input.userToken, sign: input.sign, ...(input.appSource ? { appSource: input.appSource } : {}) };
      return start(await api<AuthData>({ method: 'POST', base: 'web', path: 'login/app', body, quiet: true }));
    },
    async restore() {
      if (!sessionStore.get().auth) return false;
      try {
        await loadProfile();
        return true;
      } catch {
        clear();
        return false;
      }
    },
    async signOut() {
      if (sessionStore.get().auth) await api({ method: 'POST', base: 'web', path: 'logout', body: {}, quiet: true }).catch(() => undefined);
      clear();
      await deps.reloadConfig().catch(() => undefined);
    },
    adopt(info) {
      sessionStore.set((s) => ({ auth: { ...s.auth, ...info.auth }, profile: info.profile }));
    },
    clear,
  };
}
