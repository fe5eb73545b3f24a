import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { PortalConfig } from '../../../engine/config';
import { cachedPacksCookieValue, directionOf, htmlLang } from '../../../engine/i18n';
import { afterScreen } from '../app/useAfterScreen';
import { loadStyleCache } from '../theme/styleCache';
import { packBackend, type PackSettings } from './languagePacks';

export interface PortalI18n {
  i18n: i18n;
  /** Loads a language's pack and switches to it; false when the pack failed (the fallback stays). */
  changeLanguage(lang: string): Promise<boolean>;
}

/**
 * i18next on the translation service: only the chosen language and the fallback (en_US, key by key)
 * are downloaded, both at once (the page preloads both). A pack that fails after its retries reports through
 * onPackFailed ("third-party language pack failed to load") and the portal stays in the fallback language.
 */
export async function initI18n(config: PortalConfig, language: string, packs: PackSettings, onPackFailed: () => void): Promise<PortalI18n> {
  const fallback = config.languages.fallback;
  const backend = packBackend(packs);
  const instance = i18next.createInstance();
  // Started in the chosen language, i18next asks for its pack and the fallback's together: started in the fallback and
  // then switched, a first visit in Arabic waited for the English pack (and the request for its address) first.
  const supported = config.languages.languages.some((l) => l.code === language);
  /** Whether the page can be drawn in the language's direction (its style cache loaded, loading it if need be). */
  const canDraw = (lang: string) =>
    loadStyleCache(directionOf(config.languages, lang)).then(
      () => true,
      () => false,
    );
  // A right-to-left page's style plugin downloads beside the packs (switchTo waits for it).
  void canDraw(supported ? language : fallback);
  await instance
    .use(backend.plugin)
    .use(initReactI18next)
    .init({
      lng: supported ? language : fallback,
      fallbackLng: fallback,
      supportedLngs: config.languages.languages.map((l) => l.code),
      load: 'currentOnly',
      backend: backend.options,
      maxRetries: backend.retries,
      interpolation: { escapeValue: false },
      returnNull: false,
    });

  const apply = (lang: string) => {
    document.documentElement.lang = htmlLang(lang);
    document.documentElement.dir = directionOf(config.languages, lang);
  };

  /**
   * Switches to a language whose pack is loaded, once the page can be drawn in its direction (the screens re-render
   * in the new language as i18next switches); failing either, reports it and stays where a language can be shown.
   */
  const switchTo = async (lang: string): Promise<boolean> => {
    if (!(instance.hasResourceBundle(lang, 'translation') && (await canDraw(lang)))) {
      onPackFailed();
      // The language the portal started in cannot be shown: it shows the fallback's texts, and says so (lang, dir).
      if (lang === instance.language || !instance.hasResourceBundle(instance.language, 'translation')) {
        await canDraw(fallback);
        await instance.changeLanguage(fallback);
      }
      apply(instance.language);
      return false;
    }
    await instance.changeLanguage(lang);
    apply(lang);
    // The packs in the local cache (these two, and any other still fresh there): the next page of this browser need
    // not preload them. Naming only the last two made a page preload a pack it then read from the cache. Reading the
    // cache's entries is for the next page, so it waits until this one's first screen shows (not on start-up's path).
    afterScreen(() => {
      const value = cachedPacksCookieValue(packs.cacheVersion, backend.cachedLanguages(config.languages.languages.map((l) => l.code)));
      // Secure on a page served over HTTPS, as the server's own cookies are there: never sent over plain HTTP.
      const secure = location.protocol === 'https:' ? '; secure' : '';
      document.cookie = `${packs.cachedPacksCookie}=${value}; path=/; max-age=${packs.cacheMinutes * 60}; samesite=lax${secure}`;
    });
    return true;
  };
  const changeLanguage = async (lang: string): Promise<boolean> => {
    await instance.loadLanguages(lang);
    return switchTo(lang);
  };

  // Packs change at the translation service: refresh the current one when the page comes back.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') backend.refresh(instance);
  });

  // init has loaded (or failed) the starting language's pack already: not asked for again.
  await switchTo(instance.language);
  return { i18n: instance, changeLanguage };
}
