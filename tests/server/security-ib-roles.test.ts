import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, testServer, type TestServer } from '../helpers/server';

let s: TestServer;
let client: string;
let ib: string;
beforeAll(async () => {
  s = await testServer();
  client = await s.signIn('trader@demo.test');
  ib = await s.signIn('ib@demo.test');
});
afterAll(async () => s.app.close());

/** Every endpoint of the IB portal's own data: IB accounts, the IB SDK, rebates, sub-IB transfers. */
const ibOnly = /\/(ibaccount|ibSDK|rebate)\/|\/transfer\/(sub-ib|apply\/sub-ib)|\/withdrawal\/pcs\/enabled$/;

function ibOnlyRoutes(): { method: string; url: string }[] {
  const lines = s.app.printRoutes({ commonPrefix: false }).split('\n');
  return lines.flatMap((line) => {
    const match = /(\/\S+) \(([A-Z, ]+)\)/.exec(line);
    if (!match?.[1] || !ibOnly.test(match[1])) return [];
    return match[2]!
      .split(', ')
      .filter((m) => m === 'GET' || m === 'POST')
      .map((method) => ({ method, url: match[1]! }));
  });
}

describe('IB-only endpoints refuse clients who are not IBs', () => {
  it('the list of IB-only endpoints covers the known ones', () => {
    const urls = ibOnlyRoutes().map((r) => r.url);
    for (const known of [
      'ibaccount/contact',
      'ibaccount/getClientSwitch',
      'ibaccount/setClientSwitch',
      'ibSDK/generateSecret',
      'ibSDK/queryDataAuth',
      'ibSDK/queryInterfaceAuth',
      'rebate/balance',
    ]) {
      expect(
        urls.some((u) => u.endsWith(known)),
        known,
      ).toBe(true);
    }
  });

  it('attack: a non-IB client calls every IB-only endpoint (reads and writes) -> 403, and its privacy switches are not written', async () => {
    const switchesOf = () =>
      s.db.prepare("SELECT privacy_switches FROM user_settings WHERE user_id = (SELECT id FROM users WHERE email = 'trader@demo.test')").pluck().get();
    const before = switchesOf();
    const refusedWith: Record<string, number> = {};
    for (const { method, url } of ibOnlyRoutes()) {
      const concrete = url.replace(':clientId', '1');
      const res =
        method === 'GET'
          ? await s.get(`${concrete}${concrete.includes('clients') || concrete.includes('report') ? '?list=accounts&groupBy=day' : ''}`, client)
          : await s.post(concrete, {}, client);
      refusedWith[`${method} ${url}`] = envelope(res).code;
    }
    expect(Object.entries(refusedWith).filter(([, code]) => code !== 403)).toEqual([]);
    expect(switchesOf()).toEqual(before);
  });

  it('an IB still reads its contact page and privacy switches', async () => {
    expect(envelope(await s.get('/web-api/api/ibaccount/contact', ib)).code).toBe(0);
    expect(envelope(await s.get('/web-api/api/ibaccount/getClientSwitch', ib)).code).toBe(0);
  });
});
