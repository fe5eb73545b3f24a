import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { antiReuse, cloneWithFunds, cp, emailFactor, ledgerBalance, ledgerInvariants, pay, setVerifiedModules } from '../helpers/funds';
import { envelope, testServer, type TestServer } from '../helpers/server';
import { demoStaffToken } from '../../src/server/context';
import { runTradeJob } from '../../src/server/promotions';

interface Promotion {
  id: number;
  name: string;
  eligible: boolean;
  reasons: { key: string; values: Record<string, string> }[];
  joined: boolean;
  credited: string;
  bonusBalance: string | null;
  referralCode: string | null;
  terms: Record<string, string>;
}

let s: TestServer;
let xtoken: string;
const email = 'trader+promotions@demo.test';
const bo = '/web-api/bo/api/';
const staff = { 'x-staff-token': demoStaffToken };
beforeAll(async () => {
  s = await testServer();
  cloneWithFunds(s, 'trader@demo.test', email);
  xtoken = await s.signIn(email);
});
afterAll(async () => s.app.close());

const accountOf = (type: number, who = email) =>
  s.db
    .prepare('SELECT a.number FROM client_accounts a JOIN users u ON u.id = a.user_id WHERE u.email = ? AND a.account_type = ? AND a.is_demo = 0')
    .pluck()
    .get(who, type) as string;
const list = async (token = xtoken) => envelope<Promotion[]>(await s.get(`${cp}promotion/list`, token)).data;
const byName = async (name: string, token = xtoken) => (await list(token)).find((p) => p.name === name)!;
const provider = (url: string, action?: string) =>
  action
    ? s.app.inject({ method: 'POST', url, payload: `action=${action}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    : s.app.inject({ method: 'GET', url });
async function deposit(account: string, amount: string, token = xtoken) {
  const applied = envelope<{ payUrl: string; id: number }>(
    await s.post(`${pay}deposit/apply`, { token: await antiReuse(s, token), account, channel: 'card', amount }, token),
  );
  if (applied.code !== 0) throw new Error(`deposit of ${amount} refused: ${applied.code} ${applied.msg}`);
  await provider(applied.data.payUrl);
  await provider(applied.data.payUrl, 'pay');
  return applied.data;
}

describe('promotions: eligibility by regulator, country, account type, KYC level and brand, with readable reasons', () => {
  it('lists the ~21 promotions of config; a vfsc client in Malaysia may join the deposit bonus but not the asic-only welcome bonus, and is told why', async () => {
    const all = await list();
    expect(all).toHaveLength(21);
    expect(all.find((p) => p.name === 'depositBonus')).toMatchObject({
      eligible: true,
      reasons: [],
      terms: { percent: '20', maxBonus: '500.00', minDeposit: '100.00', releasePerLot: '5.00' },
    });
    expect(all.find((p) => p.name === 'welcomeBonus')).toMatchObject({ eligible: false, reasons: [{ key: 'promotions.why.regulator', values: {} }] });
    expect(all.find((p) => p.name === 'educationVoucher')?.reasons).toEqual([{ key: 'promotions.why.countryGroup', values: {} }]);
    expect(all.find((p) => p.name === 'creditBonus')?.reasons.map((r) => r.key)).toContain('promotions.why.paused');
  });

  it("a KYC level below the promotion's names the level to reach", async () => {
    const unverified = cloneWithFunds(s, 'trader@demo.test', 'unverified+promotions@demo.test');
    setVerifiedModules(s, unverified, []);
    const token = await s.signIn(unverified);
    expect((await byName('depositBonus', token)).reasons).toEqual([{ key: 'promotions.why.kycLevel', values: { level: '1' } }]);
  });

  it('joining a promotion one is not eligible for is refused with its reasons', async () => {
    const res = envelope<unknown>(await s.post(`${cp}promotion/join`, { id: 1004, account: accountOf(1) }, xtoken));
    expect(res.code).toBe(481);
  });
});

describe('promotionallink/blacklist/getByAccount', () => {
  it('a blacklisted account is reported with its reason, cannot join, and the promotion only it fits says why', async () => {
    const mt5 = accountOf(101);
    const account = s.db.prepare('SELECT id FROM client_accounts WHERE number = ?').pluck().get(mt5) as number;
    s.db.prepare('INSERT INTO promotion_blacklist (account_id, reason, created_at) VALUES (?, ?, 0)').run(account, 'bonus abuse under review');
    expect(envelope(await s.get(`${pay}promotionallink/blacklist/getByAccount?account=${mt5}`, xtoken)).data).toEqual({
      blacklisted: true,
      reason: 'bonus abuse under review',
    });
    expect(envelope(await s.get(`${pay}promotionallink/blacklist/getByAccount?account=${accountOf(1)}`, xtoken)).data).toEqual({
      blacklisted: false,
      reason: null,
    });
    const joined = envelope<{ reasons: unknown[] }>(await s.post(`${cp}promotion/join`, { id: 1010, account: mt5 }, xtoken));
    expect(joined.code).toBe(481);
    expect((await byName('spreadDiscount')).reasons).toEqual([
      { key: 'promotions.why.blacklisted', values: { account: mt5, reason: 'bonus abuse under review' } },
    ]);
  });
});

describe('deposit bonus on the ledger, once per deposit', () => {
  it('opting in, a qualifying deposit credits 20% to the bonus balance once, even when the provider calls back twice', async () => {
    const account = accountOf(1);
    const joined = envelope<Promotion>(await s.post(`${cp}promotion/join`, { id: 1001, account }, xtoken));
    expect(joined.data).toMatchObject({ joined: true, bonusBalance: '0.00' });
    const made = await deposit(account, '1000.00');
    const url = s.db.prepare('SELECT reference FROM deposits WHERE id = ?').pluck().get(made.id) as string;
    await provider(`${pay}provider/checkout/${url}`, 'pay');
    await Promise.all([provider(`${pay}provider/checkout/${url}`, 'pay'), provider(`${pay}provider/checkout/${url}`, 'pay')]);
    expect(await byName('depositBonus')).toMatchObject({ bonusBalance: '200.00', credited: '200.00' });
    expect(ledgerInvariants(s.db)).toMatchObject({ unbalancedTransactions: 0, driftedAccounts: 0 });
  });

  it('a deposit below the minimum earns nothing; the bonus is capped per deposit', async () => {
    const account = accountOf(1);
    await deposit(account, '50.00');
    expect((await byName('depositBonus')).bonusBalance).toBe('200.00');
    await deposit(account, '5000.00');
    expect((await byName('depositBonus')).bonusBalance).toBe('700.00');
  });

  it('trades release the bonus per lot (each trade once), and a withdrawal forfeits the rest', async () => {
    const account = accountOf(1);
    const id = s.db.prepare('SELECT id FROM client_accounts WHERE number = ?').pluck().get(account) as number;
    const before = ledgerBalance(s, account).balance;
    s.clock.advance(1000);
    s.db.prepare("INSERT INTO trades (account_id, symbol, side, lots, profit, closed_at) VALUES (?, 'EURUSD', 'buy', 200, 0, ?)").run(id, s.clock.now());
    runTradeJob(s.app.portalContext);
    runTradeJob(s.app.portalContext);
    expect((await byName('depositBonus')).bonusBalance).toBe('690.00');
    // cashback is not joined: only the release (2 lots x 5.00) moved
    expect(ledgerBalance(s, account).balance).toBe(before + 1000);
    const report = envelope<{ credited: { kind: string; amount: string }[]; forfeited: unknown[]; participants: { email: string }[] }>(
      await s.get(`${bo}promotion/report?id=1001`, undefined, staff),
    ).data;
    expect(report.participants.map((p) => p.email)).toContain(email);
    expect(report.credited).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'bonus', amount: '700.00' }), expect.objectContaining({ kind: 'release', amount: '10.00' })]),
    );

    const factors = await emailFactor(s, xtoken, email, 'withdraw');
    const withdrawn = envelope(
      await s.post(
        `${pay}withdrawal/applyWithdrawal`,
        { token: await antiReuse(s, xtoken), account, channel: 'bankTransfer', amount: '100.00' },
        xtoken,
        factors,
      ),
    );
    expect(withdrawn.code).toBe(0);
    expect((await byName('depositBonus')).bonusBalance).toBe('0.00');
    const after = envelope<{ forfeited: { amount: string }[] }>(await s.get(`${bo}promotion/report?id=1001`, undefined, staff)).data;
    expect(after.forfeited).toEqual([expect.objectContaining({ kind: 'forfeit', amount: '690.00', count: 1 })]);
    expect(ledgerInvariants(s.db)).toMatchObject({ unbalancedTransactions: 0, driftedAccounts: 0 });
  });
});

describe('cashback per lot by the server job', () => {
  it('credits perLot x lots for trades closed after joining, once however often the job runs', async () => {
    const account = accountOf(1);
    const id = s.db.prepare('SELECT id FROM client_accounts WHERE number = ?').pluck().get(account) as number;
    expect(envelope(await s.post(`${cp}promotion/join`, { id: 1003, account }, xtoken)).code).toBe(0);
    s.clock.advance(1000);
    s.db.prepare("INSERT INTO trades (account_id, symbol, side, lots, profit, closed_at) VALUES (?, 'XAUUSD', 'sell', 150, 0, ?)").run(id, s.clock.now());
    await Promise.all([s.post(`${bo}promotion/run-trade-job`, {}, undefined, staff), s.post(`${bo}promotion/run-trade-job`, {}, undefined, staff)]);
    expect((await byName('cashback')).credited).toBe('4.50');
    expect(ledgerInvariants(s.db)).toMatchObject({ unbalancedTransactions: 0, driftedAccounts: 0 });
  });
});

describe('refer a friend', () => {
  it('the referrer gets the reward once when the referred client makes a qualifying first deposit', async () => {
    const friend = cloneWithFunds(s, 'trader@demo.test', 'friend+promotions@demo.test');
    s.db.prepare('DELETE FROM deposits WHERE user_id = (SELECT id FROM users WHERE email = ?)').run(friend);
    const friendToken = await s.signIn(friend);
    const joined = envelope<Promotion>(await s.post(`${cp}promotion/join`, { id: 1002, account: accountOf(1) }, xtoken)).data;
    expect(joined.referralCode).toMatch(/^R/);
    expect(envelope(await s.post(`${cp}promotion/referral/claim`, { code: joined.referralCode }, friendToken)).data).toEqual({ referred: true });
    await deposit(accountOf(1, friend), '300.00', friendToken);
    await deposit(accountOf(1, friend), '300.00', friendToken);
    expect((await byName('referAFriend')).credited).toBe('50.00');
  });
});
