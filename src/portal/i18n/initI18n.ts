import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LocaleNode, PortalConfig } from '../../../engine/config';
import { directionOf } from '../../../engine/i18n';
import { fetchPack, loadPack, type PackOptions } from './languagePacks';

/** BCP 47 for the html lang attribute: en_US -> en-US. */
export const htmlLang = (code: string) => code.replace('_', '-');

export interface PortalI18n {
  i18n: i18n;
  /** Loads a language's pack and switches to it; false when the pack failed (the fallback stays). */
  changeLanguage(lang: string): Promise<boolean>;
}

/**
 * i18next with the fallback pack always loaded, and the chosen language on demand. A failed pack
 * keeps the fallback and reports through onPackFailed ("third-party language pack failed to load").
 */
export async function initI18n(config: PortalConfig, language: string, packs: PackOptions, onPackFailed: () => void): Promise<PortalI18n> {
  const fallback = config.languages.fallback;
  const instance = i18next.createInstance();
  const fallbackPack = await loadPack(fallback, packs);
  await instance.use(initReactI18next).init({
    lng: fallback,
    fallbackLng: fallback,
    resources: { [fallback]: { translation: fallbackPack } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });

  const apply = (lang: string) => {
    document.documentElement.lang = htmlLang(lang);
    document.documentElement.dir = directionOf(config.languages, lang);
  };

  const changeLanguage = async (lang: string): Promise<boolean> => {
    if (lang !== fallback && !instance.hasResourceBundle(lang, 'translation')) {
      try {
        instance.addResourceBundle(lang, 'translation', await loadPack(lang, packs), true, true);
      } catch {
        onPackFailed();
        apply(fallback);
        return false;
      }
    }
    await instance.changeLanguage(lang);
    apply(lang);
    return true;
  };

  // Packs change at the translation service: refresh the current one when the page comes back.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    const lang = instance.language;
    fetchPack(lang, packs)
      .then((pack: LocaleNode) => instance.addResourceBundle(lang, 'translation', pack, true, true))
      .catch(() => undefined);
  });

  await changeLanguage(language);
  return { i18n: instance, changeLanguage };
}
