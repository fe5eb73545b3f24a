import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPreloadedReads } from '../../src/portal/app/preloadedReads';

// The reads a signed-in page preloads (issue 18): a preload the first screen never asked for would answer a later visit with its old answer.
let requested: string[];
beforeEach(() => {
  requested = [];
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    return new Response('{"code":0,"data":{}}');
  });
  document.head.innerHTML = [
    '/web-api/api/ibaccount/getClientSwitch',
    '/web-api/api/ibaccount/dashboard/summary',
    '/web-api/api/ibaccount/dashboard/funds?days=30',
  ]
    .map((href) => `<link rel="preload" href="${href}" as="fetch" crossorigin data-portal-read>`)
    .join('');
});
afterEach(() => vi.unstubAllGlobals());

describe('preloaded reads of a signed-in page (issue 18)', () => {
  it('once the first screen has shown, the preloads it did not ask for are taken (and dropped), those it asked for are not asked again, and the links go', async () => {
    const reads = createPreloadedReads();
    await reads.fetch('/web-api/api/ibaccount/getClientSwitch', { credentials: 'same-origin' });
    await reads.fetch('/web-api/api/ibaccount/dashboard/funds?days=30');
    reads.drain();
    expect(requested).toEqual([
      '/web-api/api/ibaccount/getClientSwitch',
      '/web-api/api/ibaccount/dashboard/funds?days=30',
      '/web-api/api/ibaccount/dashboard/summary',
    ]);
    expect(document.querySelectorAll('link[data-portal-read]')).toHaveLength(0);
    reads.drain();
    expect(requested).toHaveLength(3);
  });
});
