import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneWithFunds, cp } from '../helpers/funds';
import { envelope, testServer, type TestServer } from '../helpers/server';

/* Issue 16 item 3: account management (leverage under the regulator's cap, name, passwords, login details). */

let s: TestServer;
let vfsc: string;
let fca: string;
const trader = 'trader+manage@demo.test';
const ukTrader = 'trader+manage-uk@demo.test';
const numberOf = (email: string, platform: string) =>
  s.db
    .prepare(
      "SELECT a.number FROM client_accounts a JOIN users u ON u.id = a.user_id WHERE u.email = ? AND a.platform = ? AND a.is_demo = 0 AND a.kind = 'trading'",
    )
    .pluck()
    .get(email, platform) as string;

beforeAll(async () => {
  s = await testServer();
  cloneWithFunds(s, 'trader@demo.test', trader);
  cloneWithFunds(s, 'trader@demo.test', ukTrader);
  s.db.prepare("UPDATE users SET regulator = 'fca' WHERE email = ?").run(ukTrader);
  vfsc = await s.signIn(trader);
  fca = await s.signIn(ukTrader);
});
afterAll(async () => s.app.close());

describe('leverage within the regulator cap for the client classification', () => {
  it('an fca retail client is not offered leverage above 1:30; the reason says why; a change above it is refused (LEVERAGE_NOT_ALLOWED)', async () => {
    const account = numberOf(ukTrader, 'mt4');
    const offer = envelope<{ options: { value: number; offered: boolean }[]; cap: { max: number; reasonKey: string } }>(
      await s.get(`${cp}account/leverageOptions?account=${account}`, fca),
    ).data;
    expect(offer.cap).toMatchObject({ max: 30, reasonKey: 'accounts.leverage.retailCap', classification: 'retail' });
    expect(offer.options.filter((o) => o.offered).map((o) => o.value)).toEqual([10, 20, 30]);
    const refused = envelope(await s.post(`${cp}account/changeLeverage`, { account, leverage: 500 }, fca));
    expect(refused).toMatchObject({ code: 419, data: { field: 'leverage', max: 30 } });
    expect(refused.msg).toMatch(/above 1:30/);
    expect(envelope<{ leverage: number }>(await s.post(`${cp}account/changeLeverage`, { account, leverage: 30 }, fca)).data.leverage).toBe(30);
    // The opening drawer offers the same: nothing above the cap.
    const condition = envelope<{ leverages: number[] }>(await s.get(`${cp}account/getOpenAccountCondition`, fca)).data;
    expect(Math.max(...condition.leverages)).toBe(30);
  });

  it('a professional fca client and a vfsc retail client are not capped', async () => {
    expect(envelope<{ cap: unknown }>(await s.get(`${cp}account/leverageOptions?account=${numberOf(trader, 'mt4')}`, vfsc)).data.cap).toBeNull();
    s.db.prepare("UPDATE users SET client_classification = 'professional' WHERE email = ?").run(ukTrader);
    expect(
      envelope<{ leverage: number }>(await s.post(`${cp}account/changeLeverage`, { account: numberOf(ukTrader, 'mt4'), leverage: 500 }, fca)).data.leverage,
    ).toBe(500);
    s.db.prepare("UPDATE users SET client_classification = 'retail' WHERE email = ?").run(ukTrader);
  });
});

describe('name, passwords and login details', () => {
  it('renames an account; a name with other characters is refused', async () => {
    const account = numberOf(trader, 'mt4');
    expect(envelope<{ nickname: string }>(await s.post(`${cp}account/rename`, { account, name: 'Swing trades' }, vfsc)).data.nickname).toBe('Swing trades');
    expect(envelope(await s.post(`${cp}account/rename`, { account, name: 'Swing!' }, vfsc))).toMatchObject({ code: 421, data: { field: 'name' } });
  });

  it('a master or investor password reset e-mails a new password (kept only as a hash)', async () => {
    const account = numberOf(trader, 'mt5');
    const res = envelope<{ sentTo: string }>(await s.post(`${cp}account/resetPassword`, { account, which: 'investor' }, vfsc));
    expect(res.code).toBe(0);
    const mail = s.db.prepare('SELECT subject, body FROM outbox WHERE address = ? ORDER BY id DESC LIMIT 1').get(trader) as { subject: string; body: string };
    expect(mail.subject).toBe(`Your new investor password for account ${account}`);
    const password = /is now: (\S+)/.exec(mail.body)![1]!;
    expect(JSON.stringify(s.db.prepare('SELECT * FROM client_accounts WHERE number = ?').get(account))).not.toContain(password);
  });

  it("shows the server and login of the brand's platform, its web trader and downloads", async () => {
    const details = envelope<{ login: string; server: string; webTraderUrl: string; downloads: { os: string }[] }>(
      await s.get(`${cp}account/details?account=${numberOf(trader, 'mt4')}`, vfsc),
    ).data;
    expect(details).toMatchObject({ login: numberOf(trader, 'mt4'), server: 'AU-Live', webTraderUrl: 'https://webtrader.au.broker.example/mt4' });
    expect(details.downloads.map((d) => d.os)).toEqual(['windows', 'mac', 'android', 'ios']);
    expect(envelope(await s.get(`${cp}account/details?account=${numberOf(ukTrader, 'mt4')}`, vfsc)).code).toBe(493);
  });
});
