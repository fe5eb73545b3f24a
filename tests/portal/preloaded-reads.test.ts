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

describe('answers a signed-in page carries for its opening POST reads (issue 18)', () => {
  const carry = (answers: unknown) => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'portal-opening-answers';
    element.textContent = JSON.stringify(answers);
    document.body.append(element);
  };
  // A page whose GETs are not preloaded: only the carried answers are in play.
  beforeEach(() => {
    document.head.innerHTML = '';
  });
  const centre = { url: '/web-api/cp/api/profile/myVerificationCenter', body: '{}', answer: { code: 0, data: { level: 2 } } };

  it('the first POST to the address with the same body reads the carried answer without going out; the next one goes out', async () => {
    carry([centre]);
    const reads = createPreloadedReads();
    expect(document.getElementById('portal-opening-answers')).toBeNull();
    const first = await reads.fetch(centre.url, { method: 'POST', body: '{}' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ code: 0, data: { level: 2 } });
    expect(requested).toEqual([]);
    await reads.fetch(centre.url, { method: 'POST', body: '{}' });
    expect(requested).toEqual([centre.url]);
  });

  it('a GET, another body or another address is not answered by it, and after the first screen has shown nothing is', async () => {
    carry([centre]);
    const reads = createPreloadedReads();
    await reads.fetch(centre.url);
    await reads.fetch(centre.url, { method: 'POST', body: '{"level":1}' });
    await reads.fetch('/web-api/cp/api/profile/queryFunctionPermissionAll', { method: 'POST', body: '{}' });
    expect(requested).toHaveLength(3);
    reads.drain();
    await reads.fetch(centre.url, { method: 'POST', body: '{}' });
    expect(requested).toHaveLength(4);
  });

  it('a page carrying nothing readable starts without carried answers', async () => {
    carry('not a list');
    const reads = createPreloadedReads();
    await reads.fetch(centre.url, { method: 'POST', body: '{}' });
    expect(requested).toEqual([centre.url]);
  });
});
