import type { LocaleNode } from '../../../engine/config';

export interface PackOptions {
  retries: number;
  timeoutMs: number;
  /** Builds the pack URL of a language (from file/i18n-url or the translation service's pattern). */
  urlOf(lang: string): Promise<string>;
}

const cacheKey = (lang: string) => `portal.i18n.${lang}`;

async function fetchJson(url: string, timeoutMs: number): Promise<LocaleNode> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(url, { signal: controller.signal, credentials: 'same-origin' });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return (await res.json()) as LocaleNode;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A language pack from the translation service: retried, with a time-out, cached in local storage
 * so the next visit starts at once (and refreshed in the background, see refreshPack).
 */
export async function loadPack(lang: string, options: PackOptions): Promise<LocaleNode> {
  const cached = readCache(lang);
  if (cached) return cached;
  return fetchPack(lang, options);
}

export async function fetchPack(lang: string, options: PackOptions): Promise<LocaleNode> {
  const url = await options.urlOf(lang);
  let lastError: unknown;
  for (let attempt = 0; attempt <= options.retries; attempt++) {
    try {
      const pack = await fetchJson(url, options.timeoutMs);
      writeCache(lang, pack);
      return pack;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error('language pack failed to load');
}

function readCache(lang: string): LocaleNode | undefined {
  try {
    const raw = localStorage.getItem(cacheKey(lang));
    return raw ? (JSON.parse(raw) as LocaleNode) : undefined;
  } catch {
    return undefined;
  }
}

function writeCache(lang: string, pack: LocaleNode): void {
  try {
    localStorage.setItem(cacheKey(lang), JSON.stringify(pack));
  } catch {
    // Storage full or blocked: the pack still works for this visit.
  }
}
