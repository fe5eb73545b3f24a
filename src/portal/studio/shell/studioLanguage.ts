import type { LanguagesFile } from '../../../../engine/config';
import { resolveLanguage } from '../../../../engine/i18n';

/** Where the studio keeps the language a staff member chose (this browser). */
const storageKey = 'studio.language';

/**
 * The language the studio speaks: the page's `lang` parameter, else the one chosen here before, else the browser's
 * first language the portal has, else the fallback. Any of the portal's 22 languages.
 */
export function studioLanguage(languages: LanguagesFile, location: Pick<Location, 'search'> = window.location): string {
  const asked = new URLSearchParams(location.search).get('lang') ?? readStored();
  if (asked) return resolveLanguage(languages, asked);
  const browser = navigator.languages.map((code) => resolveLanguage(languages, code)).find((code) => code !== languages.fallback);
  return browser ?? languages.fallback;
}

function readStored(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/** Keeps a staff member's choice and opens the studio again in it (every text, the direction and the pack change). */
export function chooseStudioLanguage(code: string): void {
  try {
    localStorage.setItem(storageKey, code);
  } catch {
    // Not kept (storage refused): the address below still names it.
  }
  const url = new URL(window.location.href);
  url.searchParams.set('lang', code);
  window.location.assign(url.href);
}
