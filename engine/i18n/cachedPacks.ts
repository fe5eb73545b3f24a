import type { ConstantsFile } from '../config/schemaTypes';

/**
 * The version a browser caches language packs under: the config's cache version and the server's packs
 * version (it changes when a pack does), so an edited pack is fetched again.
 */
export const packCacheVersion = (translation: ConstantsFile['translation'], packsVersion: string | undefined): string =>
  `${translation.cacheVersion}.${packsVersion ?? ''}`;

/**
 * The cookie the portal keeps beside its local pack cache (constants translation.cachedPacksCookie): the
 * languages cached, at which version. The server reads it to leave out the preload of a pack the browser
 * already holds; script may read it (nothing secret in it).
 */
export const cachedPacksCookieValue = (version: string, languages: readonly string[]): string =>
  encodeURIComponent(`${version}|${[...new Set(languages)].join(',')}`);

/** The languages the cookie (its value as read, decoded) says the browser holds at `version` (none at another version). */
export function cachedPackLanguages(cookie: string | undefined, version: string): string[] {
  if (!cookie) return [];
  const [cachedAt, languages] = cookie.split('|');
  return cachedAt === version && languages ? languages.split(',') : [];
}
