import type { CopyProviderView, CopySubscriptionView, CopyTradingInfoView } from '../../../engine/api';
import { decimalToMinor } from '../../../engine/format';
import { evaluate } from '../../../engine/predicates';
import { ownAccount, type ClientAccountRow } from '../funds/accountRows';
import { fundsFacts, internalKey, moneyText, type FundsDeps } from '../funds/fundsSupport';
import { ApiError } from '../http/apiError';
import { kycState } from '../kyc/kycState';
import { liveAccounts } from '../promotions/promotionRules';
import type { UserRecord } from '../users/userRecord';
import { copiedLots, simulateTrade, stepRandom } from './simulation';

/* Copy trading on the reference server: providers, copiers' subscriptions, the simulated trades copied by allocation rules, and the performance fee. */

const dayMs = 86_400_000;
const offeredPolicy = 'copyTradingOffered';

interface ProviderRow {
  id: number;
  user_id: number;
  account_id: number;
  name: string;
  strategy: string;
  risk_score: number;
  fee_percent: number;
  start_equity: number;
  created_at: number;
}
interface SubscriptionRow {
  id: number;
  provider_id: number;
  user_id: number;
  account_id: number;
  mode: 'equityRatio' | 'fixedRatio' | 'fixedLot';
  value: number | null;
  stop_loss_percent: number;
  max_lots: number;
  status: 'active' | 'paused' | 'stopped' | 'stoppedLoss';
  start_equity: number;
  high_water: number;
  period_start: number;
}

const lotsText = (hundredths: number) => (hundredths / 100).toFixed(2);
const lotsOf = (text: string) => Number(decimalToMinor(text, 2));
const percent = (value: number) => value.toFixed(2);

/** Refuses users of a regulator where the area is not offered (the same policy hides its menu entry and route). */
export function assertOffered(deps: FundsDeps, user: UserRecord): void {
  const config = deps.config(user.regulator);
  if (!evaluate({ policy: offeredPolicy }, fundsFacts(deps, user), config.policies))
    throw new ApiError('COPY_TRADING_NOT_ALLOWED', 403, 'Copy trading is not offered for your account.');
}

function balanceOf(deps: FundsDeps, account: Pick<ClientAccountRow, 'ledger_account_id'>): number {
  return deps.ledger.account(account.ledger_account_id)!.balance;
}
const accountRow = (deps: FundsDeps, id: number) => deps.db.prepare('SELECT * FROM client_accounts WHERE id = ?').get(id) as ClientAccountRow;
const providerRow = (deps: FundsDeps, id: number) => {
  const row = deps.db.prepare('SELECT * FROM copy_providers WHERE id = ?').get(id) as ProviderRow | undefined;
  if (!row) throw new ApiError('COPY_NOT_FOUND', 404, `There is no signal provider ${id}.`, { id });
  return row;
};

/** Accounts the user copies from: the account types of the first copier rule of config whose condition holds. */
function copyAccounts(deps: FundsDeps, user: UserRecord) {
  const config = deps.config(user.regulator);
  const facts = fundsFacts(deps, user);
  const rule = config.copyTrading.copier.accountTypes.find((r) => evaluate(r.when, facts, config.policies));
  return liveAccounts(deps, user).filter((a) => rule?.accountTypes.includes(a.account_type ?? -1));
}
const providerAccounts = (deps: FundsDeps, user: UserRecord) =>
  liveAccounts(deps, user).filter((a) => deps.config(user.regulator).copyTrading.provider.accountTypes.includes(a.account_type ?? -1));

export function copyTradingInfo(deps: FundsDeps, user: UserRecord): CopyTradingInfoView {
  assertOffered(deps, user);
  const config = deps.config(user.regulator);
  const rules = config.copyTrading;
  return {
    providerAccounts: providerAccounts(deps, user).map((a) => a.number),
    copyAccounts: copyAccounts(deps, user).map((a) => ({ number: a.number, currency: a.currency, balance: moneyText(config, a.balance, a.currency) })),
    allocationModes: rules.copier.allocationModes,
    stopLossPercent: rules.copier.stopLossPercent,
    maxLot: rules.copier.maxLot,
    fixedRatio: rules.copier.fixedRatio,
    maxFeePercent: rules.provider.maxFeePercent,
    isProvider: deps.db.prepare('SELECT 1 FROM copy_providers WHERE user_id = ?').get(user.id) !== undefined,
  };
}

/** Creates a provider row (the application, once KYC and account checks passed; seeds call it directly). */
export function insertProvider(
  deps: FundsDeps,
  input: { userId: number; account: ClientAccountRow; name: string; strategy: string; riskScore: number; feePercent: number },
): number {
  return Number(
    deps.db
      .prepare(
        'INSERT INTO copy_providers (user_id, account_id, name, strategy, risk_score, fee_percent, start_equity, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(input.userId, input.account.id, input.name, input.strategy, input.riskScore, input.feePercent, balanceOf(deps, input.account), deps.clock.now())
      .lastInsertRowid,
  );
}

export function applyAsProvider(
  deps: FundsDeps,
  user: UserRecord,
  body: { account: string; name: string; strategy: string; riskScore: number; feePercent: number },
): CopyProviderView {
  assertOffered(deps, user);
  const rules = deps.config(user.regulator).copyTrading.provider;
  const account = ownAccount(deps, user.id, body.account);
  if (!providerAccounts(deps, user).some((a) => a.id === account.id))
    throw new ApiError('COPY_TRADING_NOT_ALLOWED', 403, `Account ${account.number} cannot be a signal provider's account.`, { account: account.number });
  const level = kycState(deps, user).level;
  if (level < rules.minKycLevel)
    throw new ApiError('COPY_TRADING_NOT_ALLOWED', 403, `Verify your identity to level ${rules.minKycLevel} to become a signal provider.`, {
      level: rules.minKycLevel,
    });
  if (body.feePercent > rules.maxFeePercent)
    throw new ApiError('COPY_SETTINGS_INVALID', 400, `The fee can be at most ${rules.maxFeePercent}%.`, { field: 'feePercent', max: rules.maxFeePercent });
  if (body.strategy.length > rules.strategyMaxLength)
    throw new ApiError('COPY_SETTINGS_INVALID', 400, `The strategy text can be at most ${rules.strategyMaxLength} characters.`, { field: 'strategy' });
  if (deps.db.prepare('SELECT 1 FROM copy_providers WHERE account_id = ?').get(account.id))
    throw new ApiError('COPY_SETTINGS_INVALID', 409, `Account ${account.number} is already a signal provider's account.`, { field: 'account' });
  const id = insertProvider(deps, {
    userId: user.id,
    account,
    name: body.name,
    strategy: body.strategy,
    riskScore: body.riskScore,
    feePercent: body.feePercent,
  });
  return providerView(deps, providerRow(deps, id), user.id);
}

export function providerView(deps: FundsDeps, row: ProviderRow, viewerId?: number): CopyProviderView {
  const account = accountRow(deps, row.account_id);
  const config = deps.config();
  const trades = deps.db
    .prepare('SELECT profit, closed_at FROM trades WHERE account_id = ? AND copy_of IS NULL AND closed_at >= ? ORDER BY closed_at, id')
    .all(row.account_id, row.created_at) as { profit: number; closed_at: number }[];
  let equity = row.start_equity;
  let peak = equity;
  let drawdown = 0;
  const curve = [{ at: new Date(row.created_at).toISOString(), equity: moneyText(config, equity, account.currency) }];
  for (const t of trades) {
    equity += t.profit;
    peak = Math.max(peak, equity);
    drawdown = Math.max(drawdown, peak > 0 ? (peak - equity) / peak : 0);
    curve.push({ at: new Date(t.closed_at).toISOString(), equity: moneyText(config, equity, account.currency) });
  }
  const wins = trades.filter((t) => t.profit > 0).length;
  return {
    id: row.id,
    name: row.name,
    strategy: row.strategy,
    riskScore: row.risk_score,
    feePercent: row.fee_percent,
    currency: account.currency,
    returnPercent: percent(row.start_equity > 0 ? ((equity - row.start_equity) / row.start_equity) * 100 : 0),
    drawdownPercent: percent(drawdown * 100),
    winRatePercent: percent(trades.length ? (wins / trades.length) * 100 : 0),
    followers: deps.db
      .prepare("SELECT COUNT(*) FROM copy_subscriptions WHERE provider_id = ? AND status IN ('active', 'paused')")
      .pluck()
      .get(row.id) as number,
    trades: trades.length,
    equity: curve,
    own: row.user_id === viewerId,
  };
}

export function providerList(
  deps: FundsDeps,
  user: UserRecord,
  filter: { maxRisk?: number; maxFee?: number; sort?: 'return' | 'drawdown' | 'followers' } = {},
): CopyProviderView[] {
  assertOffered(deps, user);
  const rows = deps.db.prepare('SELECT * FROM copy_providers ORDER BY id').all() as ProviderRow[];
  const views = rows
    .filter((r) => (filter.maxRisk === undefined || r.risk_score <= filter.maxRisk) && (filter.maxFee === undefined || r.fee_percent <= filter.maxFee))
    .map((r) => providerView(deps, r, user.id));
  const by = filter.sort ?? 'return';
  return views.sort((a, b) =>
    by === 'followers'
      ? b.followers - a.followers
      : by === 'drawdown'
        ? Number(a.drawdownPercent) - Number(b.drawdownPercent)
        : Number(b.returnPercent) - Number(a.returnPercent),
  );
}

export function providerProfile(deps: FundsDeps, user: UserRecord, id: number): CopyProviderView {
  assertOffered(deps, user);
  return providerView(deps, providerRow(deps, id), user.id);
}

export interface StartCopy {
  provider: number;
  account: string;
  mode: 'equityRatio' | 'fixedRatio' | 'fixedLot';
  value?: string;
  stopLossPercent: number;
  maxLot: string;
}

export function startCopying(deps: FundsDeps, user: UserRecord, body: StartCopy): CopySubscriptionView {
  assertOffered(deps, user);
  const config = deps.config(user.regulator);
  const rules = config.copyTrading.copier;
  const provider = providerRow(deps, body.provider);
  const account = ownAccount(deps, user.id, body.account);
  if (!copyAccounts(deps, user).some((a) => a.id === account.id))
    throw new ApiError('COPY_TRADING_NOT_ALLOWED', 403, `Account ${account.number} is not a copy-trading account.`, { account: account.number });
  if (provider.user_id === user.id) throw new ApiError('COPY_SETTINGS_INVALID', 400, 'You cannot copy yourself.', { field: 'provider' });
  if (kycState(deps, user).level < rules.minKycLevel)
    throw new ApiError('COPY_TRADING_NOT_ALLOWED', 403, `Verify your identity to level ${rules.minKycLevel} to copy.`, { level: rules.minKycLevel });
  if (accountRow(deps, provider.account_id).currency !== account.currency)
    throw new ApiError('COPY_SETTINGS_INVALID', 400, `Copy from an account in ${accountRow(deps, provider.account_id).currency}.`, { field: 'account' });
  if (!rules.allocationModes.includes(body.mode))
    throw new ApiError('COPY_SETTINGS_INVALID', 400, `Allocation ${body.mode} is not offered.`, { field: 'mode' });
  const invalid = (field: string, message: string) => new ApiError('COPY_SETTINGS_INVALID', 400, message, { field });
  if (body.stopLossPercent < rules.stopLossPercent.min || body.stopLossPercent > rules.stopLossPercent.max)
    throw invalid('stopLossPercent', `The stop-copy loss must be ${rules.stopLossPercent.min}-${rules.stopLossPercent.max}%.`);
  const maxLots = lotsOf(body.maxLot);
  if (maxLots < lotsOf(rules.maxLot.min) || maxLots > lotsOf(rules.maxLot.max))
    throw invalid('maxLot', `The largest lot must be ${rules.maxLot.min}-${rules.maxLot.max}.`);
  let value: number | null = null;
  if (body.mode === 'fixedRatio') {
    value = Number(body.value);
    if (!(value >= rules.fixedRatio.min && value <= rules.fixedRatio.max))
      throw invalid('value', `The ratio must be ${rules.fixedRatio.min}-${rules.fixedRatio.max}.`);
  } else if (body.mode === 'fixedLot') {
    value = /^\d{1,3}(\.\d{1,2})?$/.test(body.value ?? '') ? lotsOf(body.value!) : NaN;
    if (!(value >= 1 && value <= maxLots)) throw invalid('value', `The lot must be 0.01-${body.maxLot}.`);
  }
  const now = deps.clock.now();
  try {
    const id = Number(
      deps.db
        .prepare(
          "INSERT INTO copy_subscriptions (provider_id, user_id, account_id, mode, value, stop_loss_percent, max_lots, status, start_equity, period_start, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'active', ?, ?, ?)",
        )
        .run(provider.id, user.id, account.id, body.mode, value, body.stopLossPercent, maxLots, account.balance, now, now).lastInsertRowid,
    );
    return subscriptionView(deps, subscriptionRow(deps, id));
  } catch (error) {
    if (String(error).includes('UNIQUE'))
      throw new ApiError('COPY_ALREADY_ACTIVE', 409, `Account ${account.number} already copies this provider.`, { field: 'provider' });
    throw error;
  }
}

const subscriptionRow = (deps: FundsDeps, id: number) => deps.db.prepare('SELECT * FROM copy_subscriptions WHERE id = ?').get(id) as SubscriptionRow;

export function subscriptionView(deps: FundsDeps, row: SubscriptionRow): CopySubscriptionView {
  const account = accountRow(deps, row.account_id);
  const config = deps.config();
  const trades = deps.db
    .prepare('SELECT id, symbol, side, lots, profit, closed_at FROM trades WHERE copy_id = ? ORDER BY closed_at DESC, id DESC')
    .all(row.id) as { id: number; symbol: string; side: 'buy' | 'sell'; lots: number; profit: number; closed_at: number }[];
  const fees = deps.db.prepare('SELECT COALESCE(SUM(amount), 0) FROM copy_fees WHERE subscription_id = ?').pluck().get(row.id) as number;
  return {
    id: row.id,
    providerId: row.provider_id,
    providerName: providerRow(deps, row.provider_id).name,
    account: account.number,
    mode: row.mode,
    value: row.mode === 'fixedLot' && row.value !== null ? row.value / 100 : row.value,
    stopLossPercent: row.stop_loss_percent,
    maxLot: lotsText(row.max_lots),
    status: row.status,
    pnl: moneyText(
      config,
      trades.reduce((s, t) => s + t.profit, 0),
      account.currency,
    ),
    feesPaid: moneyText(config, fees, account.currency),
    currency: account.currency,
    positions: trades.map((t) => ({
      id: t.id,
      symbol: t.symbol,
      side: t.side,
      lots: lotsText(t.lots),
      profit: moneyText(config, t.profit, account.currency),
      closedAt: new Date(t.closed_at).toISOString(),
    })),
  };
}

export function mySubscriptions(deps: FundsDeps, user: UserRecord): CopySubscriptionView[] {
  assertOffered(deps, user);
  return (deps.db.prepare('SELECT * FROM copy_subscriptions WHERE user_id = ? ORDER BY id DESC').all(user.id) as SubscriptionRow[]).map((r) =>
    subscriptionView(deps, r),
  );
}

/** Pause, resume or stop one's own copy; a stopped copy stays stopped. */
export function changeSubscription(deps: FundsDeps, user: UserRecord, id: number, action: 'pause' | 'resume' | 'stop'): CopySubscriptionView {
  assertOffered(deps, user);
  const row = deps.db.prepare('SELECT * FROM copy_subscriptions WHERE id = ? AND user_id = ?').get(id, user.id) as SubscriptionRow | undefined;
  if (!row) throw new ApiError('COPY_NOT_FOUND', 404, 'You have no such copy.', { id });
  const from = action === 'resume' ? ['paused'] : ['active', 'paused'];
  const to = action === 'pause' ? 'paused' : action === 'resume' ? 'active' : 'stopped';
  if (!from.includes(row.status)) throw new ApiError('COPY_SETTINGS_INVALID', 409, `This copy is ${row.status} and cannot be ${to}.`, { status: row.status });
  deps.db.prepare('UPDATE copy_subscriptions SET status = ? WHERE id = ?').run(to, id);
  return subscriptionView(deps, subscriptionRow(deps, id));
}

/** Books a closed trade on an account with its profit or loss through the ledger (the house's trading P&L account on the other side). */
function bookTrade(
  deps: FundsDeps,
  account: ClientAccountRow,
  trade: { symbol: string; side: string; lots: number; profit: number; copyOf?: number; copyId?: number },
): number {
  const closedAt = deps.clock.now();
  const id = Number(
    deps.db
      .prepare('INSERT INTO trades (account_id, symbol, side, lots, profit, copy_of, copy_id, closed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .run(account.id, trade.symbol, trade.side, trade.lots, trade.profit, trade.copyOf ?? null, trade.copyId ?? null, closedAt).lastInsertRowid,
  );
  if (trade.profit !== 0) {
    const house = deps.ledger.houseAccount('tradingPnl', account.currency);
    deps.ledger.move({
      key: internalKey(deps, account.user_id),
      userId: account.user_id,
      kind: 'tradeResult',
      request: { trade: id },
      legs: () => [
        { accountId: house.id, amount: -trade.profit },
        { accountId: account.ledger_account_id, amount: trade.profit },
      ],
      respond: (txId) => {
        deps.db.prepare('UPDATE trades SET ledger_tx_id = ? WHERE id = ?').run(txId, id);
        return txId;
      },
    });
  }
  return id;
}

export interface StepResult {
  step: number;
  trades: { provider: number; trade: number; symbol: string; side: string; lots: string; profit: string; copies: number }[];
}

/**
 * The reference server's next simulated trade: each provider closes one trade decided by the seed and
 * the step number, and each active copy takes it scaled by its allocation (capped at its largest lot,
 * a loss at most its balance). A copy whose copied loss reaches its stop-copy limit stops.
 */
export function nextSimulatedTrade(deps: FundsDeps, only?: { providerIds?: readonly number[] }): StepResult {
  return deps.db
    .transaction((): StepResult => {
      const sim = deps.config().copyTrading.simulation;
      const step = deps.db.prepare('UPDATE copy_simulation SET step = step + 1 WHERE id = 1 RETURNING step').pluck().get() as number;
      const providers = (deps.db.prepare('SELECT * FROM copy_providers ORDER BY id').all() as ProviderRow[]).filter(
        (p) => !only?.providerIds || only.providerIds.includes(p.id),
      );
      const done: StepResult['trades'] = [];
      for (const provider of providers) {
        const account = accountRow(deps, provider.account_id);
        const providerEquity = balanceOf(deps, account);
        if (providerEquity <= 0) continue;
        const trade = simulateTrade(stepRandom(sim.seed, step, provider.id), {
          symbols: sim.symbols,
          maxMovePercent: sim.maxMovePercent,
          riskScore: provider.risk_score,
          equity: providerEquity,
        });
        const tradeId = bookTrade(deps, account, trade);
        let copies = 0;
        for (const sub of deps.db
          .prepare("SELECT * FROM copy_subscriptions WHERE provider_id = ? AND status = 'active' ORDER BY id")
          .all(provider.id) as SubscriptionRow[]) {
          const copier = accountRow(deps, sub.account_id);
          const copierEquity = balanceOf(deps, copier);
          const lots = copiedLots({ mode: sub.mode, value: sub.value, providerLots: trade.lots, providerEquity, copierEquity, maxLots: sub.max_lots });
          if (lots < 1 || copierEquity <= 0) continue;
          const profit = Math.max(Math.trunc((trade.profit * lots) / trade.lots), -copierEquity);
          bookTrade(deps, copier, { ...trade, lots, profit, copyOf: tradeId, copyId: sub.id });
          copies++;
          const pnl = deps.db.prepare('SELECT COALESCE(SUM(profit), 0) FROM trades WHERE copy_id = ?').pluck().get(sub.id) as number;
          if (-pnl >= (sub.start_equity * sub.stop_loss_percent) / 100)
            deps.db.prepare("UPDATE copy_subscriptions SET status = 'stoppedLoss' WHERE id = ?").run(sub.id);
        }
        done.push({
          provider: provider.id,
          trade: tradeId,
          symbol: trade.symbol,
          side: trade.side,
          lots: lotsText(trade.lots),
          profit: moneyText(deps.config(), trade.profit, account.currency),
          copies,
        });
      }
      return { step, trades: done };
    })
    .immediate();
}

/**
 * Settles the performance fee of every copy whose period ended by now: the provider's fee percent of
 * the copied profit above the high-water mark, from the copier's account to the provider's. Once per
 * copy and period end (copy_fees key), however often it runs.
 */
export function settleFees(deps: FundsDeps): { settled: number } {
  let settled = 0;
  const periodMs = deps.config().copyTrading.feePeriodDays * dayMs;
  const due = deps.db.prepare('SELECT * FROM copy_subscriptions WHERE period_start + ? <= ? ORDER BY id').all(periodMs, deps.clock.now()) as SubscriptionRow[];
  for (const sub of due) {
    deps.db
      .transaction(() => {
        const row = subscriptionRow(deps, sub.id);
        const periodEnd = row.period_start + periodMs;
        if (periodEnd > deps.clock.now()) return;
        const provider = providerRow(deps, row.provider_id);
        const pnl = deps.db.prepare('SELECT COALESCE(SUM(profit), 0) FROM trades WHERE copy_id = ? AND closed_at < ?').pluck().get(row.id, periodEnd) as number;
        const copier = accountRow(deps, row.account_id);
        const fee = Math.min(Math.max(0, Math.floor(((pnl - row.high_water) * provider.fee_percent) / 100)), balanceOf(deps, copier));
        const claimed = deps.db.prepare('INSERT OR IGNORE INTO copy_fees (subscription_id, period_end, amount) VALUES (?, ?, ?)').run(row.id, periodEnd, fee);
        if (claimed.changes === 0) return;
        deps.db.prepare('UPDATE copy_subscriptions SET high_water = ?, period_start = ? WHERE id = ?').run(Math.max(row.high_water, pnl), periodEnd, row.id);
        if (fee > 0) {
          const target = accountRow(deps, provider.account_id);
          deps.ledger.move({
            key: internalKey(deps, row.user_id),
            userId: row.user_id,
            kind: 'copyPerformanceFee',
            request: { subscription: row.id, periodEnd },
            legs: () => [
              { accountId: copier.ledger_account_id, amount: -fee },
              { accountId: target.ledger_account_id, amount: fee },
            ],
            respond: (txId) => {
              deps.db.prepare('UPDATE copy_fees SET ledger_tx_id = ? WHERE subscription_id = ? AND period_end = ?').run(txId, row.id, periodEnd);
              return txId;
            },
          });
        }
        settled++;
      })
      .immediate();
  }
  return { settled };
}
