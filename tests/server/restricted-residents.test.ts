import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { antiReuse, cloneWithFunds } from '../helpers/funds';
import { envelope, testServer, type TestServer } from '../helpers/server';

const cp = '/web-api/cp/api/';
const unitedStates = 5176;
let s: TestServer;
let xtoken: string;
beforeAll(async () => {
  s = await testServer();
  const email = cloneWithFunds(s, 'trader@demo.test', 'trader+us@demo.test');
  s.db.prepare('UPDATE users SET country_id = ? WHERE email = ?').run(unitedStates, email);
  xtoken = await s.signIn(email);
});
afterAll(async () => s.app.close());

describe('Regulatory realism (defect): a US resident can open accounts', () => {
  it('a resident of a restricted country (config/security.yaml registration.refusals) is offered no account kind, with the reason', async () => {
    const { kinds } = envelope<{ kinds: { id: string; offered: boolean; unavailableKey?: string }[] }>(
      await s.get(`${cp}account/getOpenAccountCondition`, xtoken),
    ).data;
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds.filter((k) => k.offered)).toEqual([]);
    expect(new Set(kinds.map((k) => k.unavailableKey))).toEqual(new Set(['accounts.open.unavailable.restricted']));
  });

  it('and opening one anyway is refused', async () => {
    const res = envelope<{ reason: string }>(
      await s.post(
        `${cp}account/apply_additional_trade_account`,
        { token: await antiReuse(s, xtoken), platform: 'mt4', accountType: 1, currency: 'USD', leverage: 100 },
        xtoken,
      ),
    );
    expect(res.data).toMatchObject({ reason: 'accounts.open.unavailable.restricted' });
  });
});
