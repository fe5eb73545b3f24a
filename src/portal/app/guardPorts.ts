import { viewUrl, type GuardPorts } from '../../../engine/routing';
import { hidePageLoader } from '../components/loadingStore';
import { readCookie } from '../session/readCookie';
import type { PortalRuntime } from './runtime';
import { hasPrivacySwitches, privacySwitchesCall } from './openingReads';
import { createStore } from './store';
import { studioPreviewToken } from './studioPreview';

/** Analytics adapter: a real deployment registers a tracker; here ids go to the console in development. */
export const analytics = {
  identify(ids: { userId: string }) {
    if (import.meta.env.DEV) console.warn('[analytics] identify', ids.userId);
  },
};

/** The guard pipeline's doors to this portal: session, API, page loader, analytics. */
export function createGuardPorts(runtime: PortalRuntime, hooks: { cleanup(): void }): GuardPorts {
  const { api, session, params } = runtime;
  return {
    params,
    isLoggedIn: () => session.isLoggedIn(),
    // The spec's "stored xtoken": the app's token in memory, or in a browser the csrf cookie that lives and dies with the HttpOnly
    // session cookie; inside the studio's preview frame, the preview token that stands for the session.
    storedXtoken: () => session.xtoken() ?? studioPreviewToken ?? readCookie(runtime.configStore.get().security.session.csrfCookieName),
    context: () => runtime.facts(),
    get policies() {
      return runtime.configStore.get().policies;
    },
    appLogin: async (input) => void (await session.appLogin(input)),
    accessTokenLogin: async (token, options) => void (await session.signInWithAccessToken(token, options.device)),
    clearToken: () => session.clear(),
    signOut: (reason) => session.signOut(reason),
    authIds: () => {
      const auth = session.auth();
      return auth ? { userId: String(auth.userID), eventEmailId: auth.eventEmailId, eventMobileId: auth.eventMobileId } : undefined;
    },
    analytics,
    hidePageLoader,
    loadPrivacySwitches: async () => {
      if (!hasPrivacySwitches(session.auth())) return;
      privacySwitchStore.set(await api<Record<string, boolean>>({ ...privacySwitchesCall, quiet: true }));
    },
    withdrawalChannelEnabled: async () =>
      (await api<{ enabled: boolean }>({ method: 'GET', base: 'payment', path: 'withdrawal/pcs/enabled', quiet: true })).enabled,
    openSettingsEnabled: async () => {
      let enabled = openSettingsStore.get();
      if (enabled === undefined) {
        enabled = (await api<{ enabled: boolean }>({ method: 'GET', base: 'web', path: 'ibaccount/openSettings/status', quiet: true })).enabled;
        openSettingsStore.set(enabled);
      }
      return enabled;
    },
    clientPortalUrl: (returnTo) => viewUrl(runtime.configStore.get(), 'cp', `login?returnTo=${encodeURIComponent(returnTo)}`),
    viewUrl: (view, path) => viewUrl(runtime.configStore.get(), view, path),
    cleanup: () => hooks.cleanup(),
  };
}

/** The privacy switches of the signed-in IB (code 0 of getClientSwitch stores them here). */
export const privacySwitchStore = createStore<Record<string, boolean>>({});

/** The open-settings menu status, loaded once when unknown. */
export const openSettingsStore = createStore<boolean | undefined>(undefined);
