import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, ledgerBalance } from '../helpers/funds';
import { envelope, testServer, type TestServer } from '../helpers/server';

/* Issue 16 item 2: the client dashboard from the reference server's simulated trading. */

let s: TestServer;
let xtoken: string;
beforeAll(async () => {
  s = await testServer();
  xtoken = await s.signIn('trader@demo.test');
});
afterAll(async () => s.app.close());

interface Summary {
  account: string;
  balance: string;
  equity: string;
  margin: string;
  freeMargin: string;
  floatingPnl: string;
  positions: number;
}
const dashboard = async () => envelope<{ accounts: Summary[]; recent: { group: string }[] }>(await s.get(`${cp}home/dashboard`, xtoken)).data;

describe('client dashboard', () => {
  it('per live trading account: the ledger balance, equity = balance + floating P&L, free margin = equity - margin; deterministic for a moment', async () => {
    const first = await dashboard();
    const mt4 = first.accounts.find((a) => a.account === '80010001')!;
    expect(mt4.balance).toBe((ledgerBalance(s, '80010001').balance / 100).toFixed(2));
    expect((Number(mt4.balance) + Number(mt4.floatingPnl)).toFixed(2)).toBe(mt4.equity);
    expect((Number(mt4.equity) - Number(mt4.margin)).toFixed(2)).toBe(mt4.freeMargin);
    expect(mt4.positions).toBeGreaterThan(0);
    expect(await dashboard()).toEqual(first);
    expect(first.accounts.map((a) => a.account)).not.toContain('D1000001');
    expect(first.recent.length).toBeGreaterThan(0);
  });

  it('the floating P&L moves with the clock; the chart gives a daily balance and equity', async () => {
    const before = (await dashboard()).accounts[0]!.floatingPnl;
    s.clock.advance(5 * 3_600_000);
    xtoken = await s.signIn('trader@demo.test'); // the idle time-out ended the session
    expect((await dashboard()).accounts[0]!.floatingPnl).not.toBe(before);
    const chart = envelope<{ currency: string; account: string; points: { day: string; balance: number; equity: number }[] }>(
      await s.get(`${cp}home/equity-history?days=30`, xtoken),
    ).data;
    expect(chart).toMatchObject({ currency: 'USD', account: '80010001' });
    expect(chart.points).toHaveLength(30);
    expect(chart.points.at(-1)!.balance).toBe(ledgerBalance(s, '80010001').balance / 100);
  });
});
