import { createHash } from 'node:crypto';
import type { UserRecord } from '../users/userRecord';
import { accountsOf } from './accountRows';
import { moneyText, type FundsDeps } from './fundsSupport';
import { movementGroup, movements } from './statements';

/*
 * The reference server's simulated trading: each funded live trading account holds a few open
 * positions derived from its number (deterministic), whose price moves with the clock, so equity,
 * margin and floating P&L change over the day the same way on every run. Not a trading engine.
 */

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** 32-bit seeds from the account number: the positions of an account never change. */
function seeds(number: string): number[] {
  const digest = createHash('sha256').update(number).digest();
  return Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(i * 4));
}

/** Floating P&L and margin (minor units) of the account's simulated positions at a moment. */
export function simulatedPositions(number: string, balance: number, leverage: number, at: number): { positions: number; floating: number; margin: number } {
  if (balance <= 0) return { positions: 0, floating: 0, margin: 0 };
  const s = seeds(number);
  const positions = 1 + (s[0]! % 3);
  // Exposure: together the positions use about a fifth of the balance as margin at 1:leverage.
  const notional = Math.round((balance * leverage) / 5);
  let floating = 0;
  for (let i = 0; i < positions; i++) {
    const share = notional / positions;
    const phase = (s[i + 1]! % 1000) / 1000;
    const direction = s[i + 4]! % 2 === 0 ? 1 : -1;
    // Price moves up to 0.4 % around the entry, with a period of 6 to 30 hours.
    const period = (6 + (s[i + 1]! % 25)) * hourMs;
    floating += direction * share * 0.004 * Math.sin((2 * Math.PI * at) / period + phase * 2 * Math.PI);
  }
  return { positions, floating: Math.round(floating), margin: Math.round(notional / leverage) };
}

/** Per funded live trading account: balance, equity, margin, free margin, floating P&L, open positions. */
export function tradingSummary(deps: FundsDeps, user: UserRecord) {
  const config = deps.config(user.regulator);
  const now = deps.clock.now();
  return accountsOf(deps, user.id)
    .filter((a) => a.kind === 'trading' && !a.is_demo)
    .map((a) => {
      const sim = simulatedPositions(a.number, a.balance, a.leverage ?? 100, now);
      const money = (minor: number) => moneyText(config, minor, a.currency);
      return {
        account: a.number,
        nickname: a.nickname ?? null,
        platform: a.platform,
        currency: a.currency,
        leverage: a.leverage,
        balance: money(a.balance),
        equity: money(a.balance + sim.floating),
        margin: money(sim.margin),
        freeMargin: money(a.balance + sim.floating - sim.margin),
        floatingPnl: money(sim.floating),
        positions: sim.positions,
      };
    });
}

/** Daily balance (the ledger's at the day's end) and equity (with the simulated floating P&L) of an account over the last days. */
export function equityHistory(deps: FundsDeps, user: UserRecord, days: number, number?: string) {
  const config = deps.config(user.regulator);
  const accounts = accountsOf(deps, user.id).filter((a) => a.kind === 'trading' && !a.is_demo);
  const account = accounts.find((a) => a.number === number) ?? accounts.find((a) => a.is_main === 1) ?? accounts[0];
  if (!account) return { currency: config.funds.opening.defaultCurrency, account: null, points: [] };
  const entries = movements(deps, user, { account: account.number }).reverse();
  const minor = 10 ** (config.currencies.find((c) => c.code === account.currency)?.minorUnits ?? 2);
  const today = Math.floor(deps.clock.now() / dayMs) * dayMs;
  const points = [];
  let i = 0;
  let balance = 0;
  const first = today - (days - 1) * dayMs;
  while (i < entries.length && entries[i]!.at < first) balance = entries[i++]!.balanceAfter;
  for (let day = first; day <= today; day += dayMs) {
    const end = Math.min(day + dayMs, deps.clock.now());
    while (i < entries.length && entries[i]!.at < end) balance = entries[i++]!.balanceAfter;
    const sim = simulatedPositions(account.number, balance, account.leverage ?? 100, end);
    points.push({ day: new Date(day).toISOString().slice(0, 10), balance: balance / minor, equity: (balance + sim.floating) / minor });
  }
  return { currency: account.currency, account: account.number, points };
}

/** The latest movements over all the user's accounts (the dashboard's recent activity). */
export function recentActivity(deps: FundsDeps, user: UserRecord, limit = 5) {
  const config = deps.config(user.regulator);
  return movements(deps, user, {})
    .slice(0, limit)
    .map((r) => ({
      id: r.id,
      date: new Date(r.at).toISOString(),
      account: r.account,
      group: movementGroup(r.kind),
      amount: moneyText(config, r.amount, r.currency),
      currency: r.currency,
    }));
}
