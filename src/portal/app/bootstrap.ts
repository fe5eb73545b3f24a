import { contactFor, lookupEnum } from '../../../engine/catalog';
import type { PortalConfig } from '../../../engine/config';
import { createHttpClient } from '../../../engine/http';
import { interfaceCodeOf, packCacheVersion, resolveLanguage } from '../../../engine/i18n';
import { buildFacts } from '../../../engine/predicates';
import { storeLanguage } from '../i18n/storeLanguage';
import { withLanguageFormats } from '../i18n/languageFormats';
import { createQueryParamStore } from '../../../engine/session';
import { hidePageLoader, loadingStore } from '../components/loadingStore';
import { pushToast } from '../components/toastStore';
import { askUser } from '../mfa/promptStore';
import { injectDeviceFingerprint } from '../mfa/deviceFingerprint';
import { initI18n, type PortalI18n } from '../i18n/initI18n';
import { createSessionController } from '../session/sessionController';
import { readCookie } from '../session/readCookie';
import { readSignedInUser } from '../session/readSignedInUser';
import { sessionStore, type AuthData } from '../session/sessionStore';
import type { PortalRuntime, View } from './runtime';
import { createStore } from './store';
import { watchConfigVersion } from './configVersionWatch';
import { createCarriedAnswers } from './carriedAnswers';
import { afterScreen } from './useAfterScreen';
import { installErrorReporting } from './errorReporting';
import { loadSanitizer } from './loadSanitizer';
import { followStudioPreview } from './followStudioPreview';
import { studioPreviewToken } from './studioPreview';

const configUrl = '/web-api/api/portal/config';

/**
 * The composed config, its version (hot reload raises it), the version of the language packs the server
 * has (their browser cache follows it), and inside the studio's preview frame who the preview shows.
 */
type ServedConfig = PortalConfig & { configVersion?: number; packsVersion?: string; preview?: { inApp: boolean; auth: AuthData } };

/**
 * The config the page preloaded (the server adds the link, at the config's version), so the first
 * fetch reads what is already on its way; later fetches (a hot reload, a sign-in) ask afresh.
 */
const preloadedConfigUrl = () => document.querySelector<HTMLLinkElement>('link[data-portal-config]')?.getAttribute('href') ?? configUrl;

/** The pack the page preloaded for a language (the server adds the link for the language it expects), if any. */
const preloadedPackUrl = (lang: string) => document.querySelector<HTMLLinkElement>(`link[data-portal-pack="${lang}"]`)?.getAttribute('href') ?? undefined;

async function fetchConfig(url = configUrl): Promise<ServedConfig> {
  // The config names the header (config/http.yaml headers.studioPreview), but this call fetches that config.
  const previewHeader = studioPreviewToken ? { headers: { 'X-Studio-Preview': studioPreviewToken } } : {};
  const res = await fetch(url, { credentials: 'same-origin', ...previewHeader });
  const body = (await res.json()) as { code: number; data: ServedConfig };
  if (body.code !== 0) throw new Error(`portal config: code ${body.code}`);
  return body.data;
}

/** Where navigation goes once the router exists (sign-out on 401 needs it before). */
export const navigation = {
  toSignIn: (reason: string) => window.location.assign(`${window.location.pathname.startsWith('/ib') ? '/ib' : ''}/login?reason=${reason}`),
};

/** Flags set by the HTTP policy for screens to read (540: a trading account is submitted). */
export const policyFlags = createStore({ accountSubmitted: false });

/**
 * Code 540 (spec section 8): checks the trading accounts (account/getFirstAccountAuditStatus) and
 * sets the flag only when one is submitted (main account audit "submitted"); a failed check changes nothing.
 */
export async function checkAccountSubmitted(api: PortalRuntime['api'], enumerations: PortalConfig['enumerations']): Promise<void> {
  try {
    const { status } = await api<{ status: string }>({ method: 'GET', base: 'cp', path: 'account/getFirstAccountAuditStatus', quiet: true });
    policyFlags.set((f) => ({ ...f, accountSubmitted: lookupEnum(enumerations, 'mainAccountAudit', status)?.name === 'submitted' }));
  } catch {
    // Ignored: the flag keeps its value.
  }
}

/**
 * Starts a portal view: query parameters, the composed config, the HTTP client with its UI ports,
 * the language, and the stored session. Everything a screen uses comes out of here.
 */
export async function bootstrap(view: View): Promise<PortalRuntime> {
  // Inside the studio's preview frame a newer draft reloads the config; one announced while starting is not lost.
  const preview = followStudioPreview();
  // The preview's config is the draft's, asked with the preview's header: never the page's preloaded guest config.
  let config = await fetchConfig(studioPreviewToken ? configUrl : preloadedConfigUrl());
  // The preview's user comes with its config: the session restored below is the preview's, never one of this browser.
  if (config.preview) sessionStore.set({ auth: config.preview.auth });
  const previewInApp = Boolean(config.preview?.inApp);
  const configStore = createStore(config);
  // The studio's preview keeps its parameters (its language) to the studio's tab: never in the portal this browser uses.
  const params = createQueryParamStore({
    params: config.queryParams,
    view,
    session: sessionStorage,
    persistent: studioPreviewToken ? sessionStorage : localStorage,
  });
  params.capture(window.location.search);

  const i18nRef: { current?: PortalI18n } = {};
  const sessionIds: { sessionId?: string; sessionInternalId?: string } = {};
  const notify: PortalRuntime['notify'] = (kind, message) => pushToast(kind, message, configStore.get().constants.toastDurationMs);

  const facts: PortalRuntime['facts'] = (more = {}) => {
    const { auth, profile } = sessionStore.get();
    return buildFacts(configStore.get(), {
      view,
      loggedIn: Boolean(auth),
      inApp: previewInApp || Boolean(params.get('device')),
      user: {
        ...(auth ? { isSubUser: auth.isSubUser, permissionIds: auth.permissionIds } : {}),
        ...(profile ? { userType: profile.userType } : {}),
        ...(profile?.countryId ? { countryId: profile.countryId } : {}),
      },
      ...(i18nRef.current ? { language: i18nRef.current.i18n.language } : {}),
      ...more,
      // The user's own switches (profile.switches: an IB's settings that switch an area off) under what a screen adds.
      ...(profile?.switches || more.switches ? { switches: { ...(profile?.switches ?? {}), ...(more.switches ?? {}) } } : {}),
    });
  };

  const carriedAnswers = createCarriedAnswers();
  const http = createHttpClient({
    fetch: carriedAnswers.fetch,
    config: {
      get http() {
        return configStore.get().http;
      },
      get errorCodes() {
        return configStore.get().errorCodes;
      },
      get constants() {
        return configStore.get().constants;
      },
    },
    ports: {
      notify,
      signOut: (reason) => {
        session.clear();
        navigation.toSignIn(reason);
      },
      setLoading: (visible) => loadingStore.set(visible),
      translate: (key, values) => (i18nRef.current?.i18n.exists(key) ? i18nRef.current.i18n.t(key, values) : undefined),
      // Code 540 (spec section 8): check the trading accounts; the flag is set only when one is submitted.
      onAccountSubmittedCheck: () => void checkAccountSubmitted((call) => http.call(call), configStore.get().enumerations),
      sanitizer: loadSanitizer,
      prompt: (kind, data, call) => askUser(kind, data, call),
    },
    session: {
      sourceToken: () => `${configStore.get().brand.id}-${view}-web`,
      xtoken: () => sessionStore.get().auth?.xtoken,
      csrfToken: () => readCookie(configStore.get().security.session.csrfCookieName),
      studioPreview: () => studioPreviewToken,
      sessionIds: () => sessionIds,
      language: () => (i18nRef.current ? interfaceCodeOf(configStore.get().languages, i18nRef.current.i18n.language) : undefined),
      app: () => {
        const device = params.get('device');
        if (!device) return undefined;
        const auth = sessionStore.get().auth;
        const app = {
          appUserId: auth?.appUserId,
          appToken: params.get('userToken'),
          sign: params.get('sign'),
          xtoken: auth?.xtoken ?? params.get('xtoken'),
          appSource: auth?.appSource || params.get('appSource'),
        };
        return Object.fromEntries(Object.entries(app).filter(([, v]) => v)) as ReturnType<
          NonNullable<Parameters<typeof createHttpClient>[0]['session']['app']>
        >;
      },
      contact: () => {
        const current = configStore.get();
        const contact = contactFor(current.regulator, facts(), current.policies);
        return { contactEmail: contact.email, depositEmail: contact.depositEmail };
      },
    },
  });
  const api: PortalRuntime['api'] = (call) => http.call(call);
  installErrorReporting(() => configStore.get(), api);

  const reloadConfig = async () => {
    const fetched = await fetchConfig();
    config = i18nRef.current ? withLanguageFormats(fetched, i18nRef.current.i18n.language) : fetched;
    configStore.set(config);
    return config;
  };
  // The language persists across sign-in: one chosen before signing in is stored for the user, else the user's own applies.
  const onSignedIn = async (profile: { language: string }) => {
    const languages = configStore.get().languages;
    const chosen = params.get('lang');
    if (chosen) {
      const code = resolveLanguage(languages, chosen);
      if (code !== profile.language) await storeLanguage(api, languages, code);
    } else if (profile.language && profile.language !== i18nRef.current?.i18n.language) {
      await i18nRef.current?.changeLanguage(profile.language);
    }
  };
  const session = createSessionController({ api, params, configStore, reloadConfig, onSignedIn });
  preview?.follow(reloadConfig);
  afterScreen(() => {
    carriedAnswers.drain();
    watchConfigVersion(() => configStore.get().constants.configPollSeconds, reloadConfig, config.configVersion);
    api<{ sessionId: string; sessionInternalId: string }>({ method: 'GET', base: 'web', path: 'tool/session-id', quiet: true })
      .then((ids) => {
        Object.assign(sessionIds, ids);
        // The studio's preview records nothing: no device fingerprint for a demo user seen by staff.
        if (!studioPreviewToken) {
          const { http, security } = configStore.get();
          injectDeviceFingerprint(http.basePaths.device ?? '', ids.sessionId, {
            header: http.headers.csrfToken,
            token: readCookie(security.session.csrfCookieName),
          });
        }
      })
      .catch(() => undefined);
  });

  // A signed-in page carries its user (the server's answer for the cookie): taken as is, no getUserInfo round trip.
  // The studio's preview has its own user (above), never the one of this browser's portal session.
  const carried = studioPreviewToken ? undefined : readSignedInUser();
  if (carried) session.adopt(carried);
  const stored = sessionStore.get().auth;
  // The first answer already is the user's config when its regulator is the user's: one fetch, not two.
  if (stored && stored.regulator !== config.regulator.id) await reloadConfig().catch(() => undefined);

  // The session and the language pack load side by side: the language is the stored profile's until the session says otherwise.
  const requested = params.get('lang') ?? sessionStore.get().profile?.language ?? navigator.language;
  const restoring = stored && !carried ? session.restore() : Promise.resolve();
  const i18n = await initI18n(
    config,
    resolveLanguage(config.languages, requested),
    {
      ...config.constants.translation,
      cacheVersion: packCacheVersion(config.constants.translation, config.packsVersion),
      project: config.brand.translation?.project ?? config.brand.id,
      urlOf: async (lang) =>
        preloadedPackUrl(lang) ?? (await api<{ url: string }>({ method: 'GET', base: 'web', path: `file/i18n-url/${lang}`, quiet: true })).url,
    },
    () => notify('warning', i18nRef.current?.i18n.t('error.languagePackFailed') ?? 'Third-party language pack failed to load.'),
  );
  i18nRef.current = i18n;
  await restoring;
  const restoredLanguage = sessionStore.get().profile?.language;
  if (!params.get('lang') && restoredLanguage && resolveLanguage(config.languages, restoredLanguage) !== i18n.i18n.language) {
    await i18n.changeLanguage(restoredLanguage);
  }
  const applyFormats = (lang: string) => configStore.set(withLanguageFormats(configStore.get(), lang));
  applyFormats(i18n.i18n.language);
  i18n.i18n.on('languageChanged', applyFormats);

  return { view, configStore, http, api, params, session, i18n, facts, notify };
}

export { hidePageLoader };
