import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

const caches: Partial<Record<'ltr' | 'rtl', EmotionCache>> = {};

/** The style cache of a direction (the portal's and the studio's): right-to-left languages (ar, fa) get mirrored styles. */
export function styleCacheFor(direction: 'ltr' | 'rtl'): EmotionCache {
  return (caches[direction] ??= direction === 'rtl' ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }) : createCache({ key: 'mui' }));
}
