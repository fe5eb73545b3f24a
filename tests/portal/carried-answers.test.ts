import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCarriedAnswers } from '../../src/portal/app/carriedAnswers';

// A signed-in page carries the answers to its opening reads (issue 18: start-up): none of them is a request of its own.
let requested: string[];
beforeEach(() => {
  requested = [];
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    return new Response('{"code":0,"data":{}}');
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('answers a signed-in page carries for its opening reads (issue 18)', () => {
  const carry = (answers: unknown) => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'portal-opening-answers';
    element.textContent = JSON.stringify(answers);
    document.body.append(element);
  };
  const centre = { method: 'POST', url: '/web-api/cp/api/profile/myVerificationCenter', body: '{}', answer: { code: 0, data: { level: 2 } } };
  const dashboard = { method: 'GET', url: '/web-api/cp/api/home/dashboard', body: '', answer: { code: 0, data: { balance: '10.00' } } };

  it('the first request with an answer’s method, address and body reads it without going out; the next one goes out', async () => {
    carry([centre, dashboard]);
    const reads = createCarriedAnswers();
    expect(document.getElementById('portal-opening-answers')).toBeNull();
    const first = await reads.fetch(centre.url, { method: 'POST', body: '{}' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ code: 0, data: { level: 2 } });
    expect(await (await reads.fetch(dashboard.url, { method: 'GET', credentials: 'same-origin' })).json()).toEqual(dashboard.answer);
    expect(requested).toEqual([]);
    await reads.fetch(centre.url, { method: 'POST', body: '{}' });
    await reads.fetch(dashboard.url);
    expect(requested).toEqual([centre.url, dashboard.url]);
  });

  it('another method, body or address is not answered by it, and after the first screen has shown nothing is', async () => {
    carry([centre, dashboard]);
    const reads = createCarriedAnswers();
    await reads.fetch(centre.url);
    await reads.fetch(dashboard.url, { method: 'POST', body: '' });
    await reads.fetch(centre.url, { method: 'POST', body: '{"level":1}' });
    await reads.fetch('/web-api/cp/api/profile/queryFunctionPermissionAll', { method: 'POST', body: '{}' });
    expect(requested).toHaveLength(4);
    reads.drain();
    await reads.fetch(centre.url, { method: 'POST', body: '{}' });
    await reads.fetch(dashboard.url);
    expect(requested).toHaveLength(6);
  });

  it('a page carrying nothing readable starts without carried answers', async () => {
    carry('not a list');
    const reads = createCarriedAnswers();
    await reads.fetch(centre.url, { method: 'POST', body: '{}' });
    expect(requested).toEqual([centre.url]);
  });
});
