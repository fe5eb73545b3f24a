import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';

type Direction = 'ltr' | 'rtl';

const caches: Partial<Record<Direction, EmotionCache>> = {};
let rtlLoading: Promise<EmotionCache> | undefined;

/**
 * Makes the style cache of a direction ready: right-to-left languages (ar, fa) get mirrored styles, whose plugin
 * (stylis-plugin-rtl and cssjanus, 2 KB brotli) only a page in such a language downloads. A page switches its
 * language to one of the other direction once this has resolved (initI18n).
 */
export function loadStyleCache(direction: Direction): Promise<EmotionCache> {
  if (direction === 'ltr') return Promise.resolve(styleCacheFor('ltr'));
  rtlLoading ??= import('stylis-plugin-rtl').then(
    ({ default: rtlPlugin }) => (caches.rtl = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })),
    (error: unknown) => {
      // A failed download is tried again by the next switch to a right-to-left language.
      rtlLoading = undefined;
      throw error;
    },
  );
  return rtlLoading;
}

/** The style cache of a direction (the portal's and the studio's); the right-to-left one once loadStyleCache has made it. */
export function styleCacheFor(direction: Direction): EmotionCache {
  if (direction === 'ltr') return (caches.ltr ??= createCache({ key: 'mui' }));
  if (!caches.rtl) throw new Error('styleCacheFor: the right-to-left style cache is not loaded yet (await loadStyleCache first)');
  return caches.rtl;
}
