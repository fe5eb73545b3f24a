import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screenShownStore } from '../../src/portal/app/useAfterScreen';
import { initI18n } from '../../src/portal/i18n/initI18n';
import { composed, projectConfig } from '../helpers/config';

// The translation service of spec sections 1 and 7 as the browser uses it, against a stubbed fetch.
const config = composed('au', 'vfsc');
const english = projectConfig().tree!.locales.get('en_US')!.data;
const settings = { ...config.constants.translation, project: 'portal-au', urlOf: async (lang: string) => `/translations/portal-au/${lang}.json` };
let requested: string[];
let answer: (url: string) => Response;

beforeEach(() => {
  localStorage.clear();
  requested = [];
  answer = (url) =>
    new Response(JSON.stringify(url.endsWith('/en_US.json') ? english : { layout: { signOut: 'サインアウト' } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    return answer(url);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('language packs from the translation service (spec 1 and 7; issue 11)', () => {
  it('downloads only the chosen language and the en_US fallback, which fills missing keys key by key', async () => {
    const { i18n } = await initI18n(config, 'ja', settings, () => undefined);
    expect([...requested].sort()).toEqual(['/translations/portal-au/en_US.json', '/translations/portal-au/ja.json']);
    expect(i18n.t('layout.signOut')).toBe('サインアウト');
    expect(i18n.t('layout.skipToContent')).toBe('Skip to content');
  });

  it('asks for the chosen pack and the fallback at once: a first visit in Japanese does not wait for the English pack before asking for its own', async () => {
    let releaseEnglish!: () => void;
    const englishHeld = new Promise<void>((resolve) => (releaseEnglish = resolve));
    vi.stubGlobal('fetch', async (url: string) => {
      requested.push(url);
      if (url.endsWith('/en_US.json')) await englishHeld;
      return answer(url);
    });
    const started = initI18n(config, 'ja', settings, () => undefined);
    await vi.waitFor(() => expect([...requested].sort()).toEqual(['/translations/portal-au/en_US.json', '/translations/portal-au/ja.json']));
    releaseEnglish();
    const { i18n } = await started;
    expect(i18n.language).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
  });

  it('takes the packs from the browser cache on the next start (no request within the cache lifetime)', async () => {
    await initI18n(config, 'ja', settings, () => undefined);
    requested = [];
    const { i18n } = await initI18n(config, 'ja', settings, () => undefined);
    expect(requested).toEqual([]);
    expect(i18n.t('layout.signOut')).toBe('サインアウト');
  });

  it('refetches the current pack when the page becomes visible again, at most every refreshMinutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { i18n } = await initI18n(config, 'ja', settings, () => undefined);
    requested = [];
    answer = () => new Response(JSON.stringify({ layout: { signOut: 'ログアウト' } }), { status: 200 });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(requested).toEqual([]);
    vi.setSystemTime(Date.now() + settings.refreshMinutes * 60_000);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(i18n.t('layout.signOut')).toBe('ログアウト'));
    // (instances of the tests above listen too: every request is for the current pack, ja)
    expect(new Set(requested)).toEqual(new Set(['/translations/portal-au/ja.json']));
  });

  it('the cookie beside the cache names every pack the cache holds fresh, so a page never preloads one it then reads from the cache', async () => {
    await initI18n(config, 'ja', settings, () => undefined);
    await initI18n(config, 'de', settings, () => undefined);
    const cookie = (name: string) =>
      decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith(`${name}=`))
          ?.slice(name.length + 1) ?? '',
      );
    // Written once the first screen shows (the next page is what reads it), not on start-up's path.
    expect(cookie(settings.cachedPacksCookie)).toBe('');
    screenShownStore.set(true);
    await vi.waitFor(() => expect(cookie(settings.cachedPacksCookie).split('|')[1]?.split(',').sort()).toEqual(['de', 'en_US', 'ja']));
  });

  it('a pack that fails after 3 retries reports "pack failed" and leaves the portal in English', async () => {
    answer = (url) => (url.endsWith('/ja.json') ? new Response('', { status: 503 }) : new Response(JSON.stringify(english), { status: 200 }));
    const failed = vi.fn();
    const { i18n } = await initI18n(config, 'ja', settings, failed);
    expect(requested.filter((u) => u.endsWith('/ja.json'))).toHaveLength(1 + 3);
    expect(failed).toHaveBeenCalledOnce();
    expect(i18n.language).toBe('en_US');
    expect(document.documentElement.lang).toBe('en-US');
  });
});
