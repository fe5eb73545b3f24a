import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneWithFunds, cp, ledgerBalance, ledgerInvariants } from '../helpers/funds';
import { envelope, testServer, type TestServer } from '../helpers/server';
import { demoStaffToken } from '../../src/server/context';
import { settleFees } from '../../src/server/copyTrading';
import { demoCopyAccount } from '../../src/server/seed/copyTradingSeeder';
import { copiedLots, simulateTrade, stepRandom } from '../../src/server/copyTrading/simulation';

interface Provider {
  id: number;
  name: string;
  returnPercent: string;
  drawdownPercent: string;
  winRatePercent: string;
  followers: number;
  trades: number;
  equity: { equity: string }[];
}
interface Copy {
  id: number;
  status: string;
  pnl: string;
  feesPaid: string;
  positions: { lots: string; profit: string }[];
}

let s: TestServer;
let xtoken: string;
const email = 'trader+copy@demo.test';
const bo = '/web-api/bo/api/';
const staff = { 'x-staff-token': demoStaffToken };
const dayMs = 86_400_000;
beforeAll(async () => {
  s = await testServer();
  cloneWithFunds(s, 'trader@demo.test', email);
  xtoken = await s.signIn(email);
});
afterAll(async () => s.app.close());

const copyAccount = () =>
  s.db
    .prepare('SELECT a.number FROM client_accounts a JOIN users u ON u.id = a.user_id WHERE u.email = ? AND a.account_type = 14')
    .pluck()
    .get(email) as string;
const providers = async (query = '') => envelope<Provider[]>(await s.get(`${cp}copyTrading/providers${query}`, xtoken)).data;
const copies = async () => envelope<Copy[]>(await s.get(`${cp}copyTrading/copies`, xtoken)).data;
const nextTrade = async () =>
  envelope<{ step: number; trades: { provider: number; lots: string; profit: string; copies: number }[] }>(
    await s.post(`${bo}copyTrading/next-trade`, {}, undefined, staff),
  ).data;
const start = async (body: Record<string, unknown>) =>
  envelope<Copy>(await s.post(`${cp}copyTrading/copy/start`, { account: copyAccount(), stopLossPercent: 30, maxLot: '5.00', ...body }, xtoken));
const minor = (text: string) => Math.round(Number(text) * 100);

describe('signal providers: profiles and performance from the trade history', () => {
  it('the three seeded providers show return, drawdown, win rate, followers and an equity curve of their 30 simulated trades', async () => {
    const list = await providers();
    expect(list.map((p) => p.name).sort()).toEqual(['Golden Grace', 'Quick Quinn', 'Steady Sam']);
    for (const p of list) {
      expect(p.trades).toBe(30);
      expect(p.equity).toHaveLength(31);
      expect(Number(p.drawdownPercent)).toBeGreaterThanOrEqual(0);
      expect(Number(p.winRatePercent)).toBeGreaterThan(0);
    }
    expect((await providers('?maxRisk=4')).map((p) => p.name)).toEqual(['Steady Sam']);
  });

  it('the simulation is deterministic: the same seed, step and provider give the same trade', () => {
    const input = { symbols: ['EURUSD', 'XAUUSD'], maxMovePercent: 4, riskScore: 5, equity: 1_000_000 };
    expect(simulateTrade(stepRandom(1, 7, 2), input)).toEqual(simulateTrade(stepRandom(1, 7, 2), input));
    expect(simulateTrade(stepRandom(1, 7, 2), input)).not.toEqual(simulateTrade(stepRandom(1, 8, 2), input));
  });

  it('allocation modes: equity ratio scales by equity, fixed ratio by the ratio, fixed lot is fixed; all capped at the largest lot', () => {
    const base = { providerLots: 200, providerEquity: 2_000_000, copierEquity: 500_000, maxLots: 500 };
    expect(copiedLots({ ...base, mode: 'equityRatio', value: null })).toBe(50);
    expect(copiedLots({ ...base, mode: 'fixedRatio', value: 1.5 })).toBe(300);
    expect(copiedLots({ ...base, mode: 'fixedLot', value: 20 })).toBe(20);
    expect(copiedLots({ ...base, mode: 'fixedRatio', value: 10, maxLots: 250 })).toBe(250);
  });
});

describe('copying a provider with an equity-ratio allocation', () => {
  it('the next simulated trade appears on the copier scaled by equity; the ledger stays balanced', async () => {
    const [steady] = await providers('?maxRisk=4');
    const started = await start({ provider: steady!.id, mode: 'equityRatio' });
    expect(started.code).toBe(0);
    expect(started.data.status).toBe('active');
    const providerAccount = s.db
      .prepare('SELECT a.number FROM copy_providers p JOIN client_accounts a ON a.id = p.account_id WHERE p.id = ?')
      .pluck()
      .get(steady!.id) as string;
    const providerEquity = ledgerBalance(s, providerAccount).balance;
    const copierEquity = ledgerBalance(s, copyAccount()).balance;
    const step = await nextTrade();
    const trade = step.trades.find((t) => t.provider === steady!.id)!;
    expect(trade.copies).toBeGreaterThanOrEqual(1);
    const [copy] = await copies();
    expect(copy!.positions).toHaveLength(1);
    const lots = Math.min(Math.floor((minor(trade.lots) * copierEquity) / providerEquity), 500);
    expect(minor(copy!.positions[0]!.lots)).toBe(lots);
    expect(minor(copy!.positions[0]!.profit)).toBe(Math.max(Math.trunc((minor(trade.profit) * lots) / minor(trade.lots)), -copierEquity));
    expect(copy!.pnl).toBe(copy!.positions[0]!.profit);
    expect(ledgerBalance(s, copyAccount())).toEqual({ balance: copierEquity + minor(copy!.pnl), sum: copierEquity + minor(copy!.pnl) });
    expect((await providers('?maxRisk=4'))[0]!.followers).toBe(1);
    expect(ledgerInvariants(s.db)).toMatchObject({ unbalancedTransactions: 0, driftedAccounts: 0 });
  });

  it('limits outside config are refused with the field; copying the same provider twice from one account is refused', async () => {
    const [steady] = await providers('?maxRisk=4');
    expect((await start({ provider: steady!.id, mode: 'equityRatio', stopLossPercent: 95 })).code).toBe(484);
    expect((await start({ provider: steady!.id, mode: 'fixedRatio', value: '50' })).code).toBe(484);
    // Its own code, not the limits' (the portal says "already copies this provider", not "a value is outside its limits").
    expect((await start({ provider: steady!.id, mode: 'equityRatio' })).code).toBe(463);
  });

  it('stop-copy at the loss limit: the copy stops once its copied loss reaches the limit, and copies nothing after', async () => {
    const grace = (await providers()).find((p) => p.name === 'Golden Grace')!;
    const started = await start({ provider: grace.id, mode: 'fixedRatio', value: '10', stopLossPercent: 5, maxLot: '50.00' });
    expect(started.code).toBe(0);
    let copy = started.data;
    for (let i = 0; i < 40 && copy.status === 'active'; i++) {
      await nextTrade();
      copy = (await copies()).find((c) => c.id === started.data.id)!;
    }
    expect(copy.status).toBe('stoppedLoss');
    const trades = copy.positions.length;
    await nextTrade();
    expect((await copies()).find((c) => c.id === copy.id)!.positions).toHaveLength(trades);
  });

  it('pause, resume and stop', async () => {
    const quinn = (await providers()).find((p) => p.name === 'Quick Quinn')!;
    const started = await start({ provider: quinn.id, mode: 'fixedLot', value: '0.10' });
    const change = async (action: string) => envelope<Copy>(await s.post(`${cp}copyTrading/copy/change`, { id: started.data.id, action }, xtoken));
    expect((await change('pause')).data.status).toBe('paused');
    const before = (await copies()).find((c) => c.id === started.data.id)!.positions.length;
    await nextTrade();
    expect((await copies()).find((c) => c.id === started.data.id)!.positions).toHaveLength(before);
    expect((await change('resume')).data.status).toBe('active');
    expect((await change('stop')).data.status).toBe('stopped');
    expect((await change('resume')).code).toBe(484);
  });
});

describe('the performance fee at period end (high-water mark), once', () => {
  it('charges the fee percent of copied profit above the high-water mark, once however often settlement runs', async () => {
    const ctx = s.app.portalContext;
    const all = await copies();
    const copy = all.find((c) => c.positions.length > 0 && c.status === 'active') ?? all.find((c) => c.positions.length > 0)!;
    const sub = s.db
      .prepare('SELECT s.*, p.fee_percent FROM copy_subscriptions s JOIN copy_providers p ON p.id = s.provider_id WHERE s.id = ?')
      .get(copy.id) as { period_start: number; fee_percent: number };
    // every copy of this account: a known profit of 100.00 per copied trade, so the fees are known
    s.db
      .prepare(
        'UPDATE trades SET profit = 10000 WHERE copy_id IN (SELECT id FROM copy_subscriptions WHERE account_id = (SELECT id FROM client_accounts WHERE number = ?))',
      )
      .run(copyAccount());
    s.clock.set(sub.period_start + 30 * dayMs);
    const before = ledgerBalance(s, copyAccount()).balance;
    const results = [settleFees(ctx), settleFees(ctx)];
    expect(results[1]!.settled).toBe(0);
    const fee = Math.floor((10000 * copy.positions.length * sub.fee_percent) / 100);
    xtoken = await s.signIn(email); // a month later: a new session
    const after = await copies();
    expect(minor(after.find((c) => c.id === copy.id)!.feesPaid)).toBe(fee);
    expect(before - ledgerBalance(s, copyAccount()).balance).toBe(after.reduce((sum, c) => sum + minor(c.feesPaid), 0));
    // the next period with no new profit above the high-water mark: no fee
    s.clock.set(sub.period_start + 60 * dayMs);
    settleFees(ctx);
    xtoken = await s.signIn(email);
    expect(minor((await copies()).find((c) => c.id === copy.id)!.feesPaid)).toBe(fee);
    expect(ledgerInvariants(s.db)).toMatchObject({ unbalancedTransactions: 0 });
  });
});

describe('a regulator without copy trading', () => {
  it('fca clients are refused every copy-trading call', async () => {
    const fca = cloneWithFunds(s, 'trader@demo.test', 'fca+copy@demo.test');
    s.db.prepare("UPDATE users SET regulator = 'fca' WHERE email = ?").run(fca);
    const token = await s.signIn(fca);
    expect(envelope(await s.get(`${cp}copyTrading/providers`, token)).code).toBe(482);
    expect(envelope(await s.get(`${cp}copyTrading/info`, token)).code).toBe(482);
  });
});

it('the seeded copy-trading account of trader@demo.test is funded', () => {
  expect(ledgerBalance(s, demoCopyAccount).balance).toBe(500_000);
});
