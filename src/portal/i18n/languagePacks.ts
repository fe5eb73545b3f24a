import type { i18n } from 'i18next';
import ChainedBackend, { type ChainedBackendOptions } from 'i18next-chained-backend';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import LocalStorageBackend, { type LocalStorageBackendOptions } from 'i18next-localstorage-backend';
import type { ConstantsFile, LocaleNode } from '../../../engine/config';

export type PackSettings = ConstantsFile['translation'] & {
  /** The brand's project at the translation service: packs of two brands never share a cache entry. */
  project: string;
  /** The pack URL of a language (file/i18n-url: project and interface code). */
  urlOf(lang: string): Promise<string>;
};

const namespace = 'translation';
const minutes = (n: number) => n * 60_000;

/**
 * The translation service through i18next's own backends: local storage first (lifetime and version
 * from config), then HTTP with a time-out. i18next retries a failed read (maxRetries); refresh() fetches
 * the current pack again when the page comes back (at most every refreshMinutes).
 */
export function packBackend(settings: PackSettings) {
  const cache = new LocalStorageBackend();
  const http = new HttpBackend();
  const cacheOptions: LocalStorageBackendOptions = {
    prefix: `portal.i18n.${settings.project}.`,
    expirationTime: minutes(settings.cacheMinutes),
    defaultVersion: settings.cacheVersion,
  };
  const httpOptions: HttpBackendOptions = {
    loadPath: (languages: readonly string[]) => settings.urlOf(languages[0] ?? ''),
    requestOptions: () => ({ credentials: 'same-origin', signal: AbortSignal.timeout(settings.timeoutMs) }),
  };
  const backend: ChainedBackendOptions = { backends: [cache, http], backendOptions: [cacheOptions, httpOptions], retryOnFailure: true };
  let fetchedAt = Date.now();

  const refresh = (instance: i18n) => {
    if (Date.now() - fetchedAt < minutes(settings.refreshMinutes)) return;
    fetchedAt = Date.now();
    const lang = instance.language;
    http.read(lang, namespace, (error, data) => {
      if (error || !data || typeof data !== 'object') return;
      cache.save(lang, namespace, data as LocaleNode);
      instance.addResourceBundle(lang, namespace, data, true, true);
    });
  };
  /**
   * The languages whose pack the local cache holds at this version and within its lifetime (the entry
   * i18next-localstorage-backend writes: its stamp and version), so the page can say all of them, not only the last.
   */
  const cachedLanguages = (candidates: readonly string[]): string[] =>
    candidates.filter((lang) => {
      try {
        const entry = JSON.parse(localStorage.getItem(`${cacheOptions.prefix}${lang}-${namespace}`) ?? 'null') as {
          i18nStamp?: number;
          i18nVersion?: string;
        } | null;
        return entry?.i18nVersion === settings.cacheVersion && (entry.i18nStamp ?? 0) + minutes(settings.cacheMinutes) > Date.now();
      } catch {
        return false; // a corrupted entry is a miss to the backend too
      }
    });
  return { plugin: ChainedBackend, options: backend, retries: settings.retries, refresh, cachedLanguages };
}
