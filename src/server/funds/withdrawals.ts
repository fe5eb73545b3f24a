import type { WithdrawalView } from '../../../engine/api';
import { canMove, channelsFor, convertMinor, rateBetween, withdrawalCancellable, withdrawalMoves, type ChannelOffer } from '../../../engine/funds';
import type { PortalConfig } from '../../../engine/config';
import type { Session } from '../auth/sessionService';
import { onWithdrawal } from '../promotions';
import { ApiError } from '../http/apiError';
import type { UserRecord } from '../users/userRecord';
import { ownAccount, type ClientAccountRow } from './accountRows';
import { assertActive } from './accountRules';
import { assertWithinChannel, findChannel } from './depositChannels';
import { assertKeyUnused, code, fundsFacts, internalKey, labelKeyOf, moneyText, nameOf, parseMoney, recordStatus, type FundsDeps } from './fundsSupport';
import { enforcePermission } from './permissionLimits';
import { verifiedDestination } from './destinations';
import { notifyUser } from '../notifications/notify';

export interface WithdrawalRow {
  id: number;
  user_id: number;
  account_id: number;
  channel: string;
  currency: string;
  amount: number;
  payout_currency: string;
  payout_amount: number;
  rate: string;
  status: number;
  ledger_tx_id: number;
  refund_tx_id: number | null;
  created_at: number;
  updated_at: number;
}

export function withdrawalChannels(deps: FundsDeps, user: UserRecord, account: ClientAccountRow, session?: Session): ChannelOffer[] {
  const config = deps.config(user.regulator);
  return channelsFor(config, config.funds.withdrawal.channels, fundsFacts(deps, user, session), account.currency);
}

/** Whether the user is barred from a kind of payment (withdrawal or transfer), and why. */
export function blacklistEntry(deps: FundsDeps, userId: number, scope: 'withdrawal' | 'transfer'): { reason: string } | undefined {
  return deps.db.prepare('SELECT reason FROM funds_blacklist WHERE user_id = ? AND scope = ?').get(userId, scope) as { reason: string } | undefined;
}

export function assertNotBlacklisted(deps: FundsDeps, userId: number, scope: 'withdrawal' | 'transfer'): void {
  const entry = blacklistEntry(deps, userId, scope);
  if (entry) throw new ApiError('FUNDS_BLACKLISTED', 403, `Your account is on hold for ${scope}s: ${entry.reason}`, { scope });
}

export function withdrawalView(deps: FundsDeps, config: PortalConfig, row: WithdrawalRow): WithdrawalView {
  const account = deps.db.prepare('SELECT number, kind FROM client_accounts WHERE id = ?').get(row.account_id) as { number: string; kind: string };
  const status = nameOf(config, 'withdrawalStatus', row.status);
  return {
    id: row.id,
    account: account.number,
    accountKind: account.kind,
    channel: row.channel,
    channelLabelKey: config.funds.withdrawal.channels.find((c) => c.id === row.channel)?.labelKey ?? null,
    currency: row.currency,
    amount: moneyText(config, row.amount, row.currency),
    payoutCurrency: row.payout_currency,
    payoutAmount: moneyText(config, row.payout_amount, row.payout_currency),
    rate: row.rate,
    status: row.status,
    statusName: status,
    statusLabelKey: labelKeyOf(config, 'withdrawalStatus', row.status) ?? null,
    cancellable: withdrawalCancellable(config.regulator.withdrawal, status),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export interface WithdrawalRequest {
  token: string;
  account: string;
  channel: string;
  amount: string;
  /** The rate the user was shown when the channel pays out in another currency. */
  rate?: string;
  /** The verified destination (bank account, crypto address, card) the channel pays to; may be left out when there is only one. */
  destinationId?: number;
}

/** The checks of a withdrawal that need no step-up code: run before the codes are asked (the route's precheck) and again inside the request. */
export function checkWithdrawal(deps: FundsDeps, user: UserRecord, body: WithdrawalRequest, from: 'trading' | 'wallet', session?: Session) {
  const config = deps.config(user.regulator);
  const account = ownAccount(deps, user.id, body.account);
  if (account.kind !== from) throw new ApiError('ACCOUNT_NOT_FOUND', 404, `You have no ${from} account ${body.account}.`, { account: body.account });
  assertActive(config, account);
  assertNotBlacklisted(deps, user.id, 'withdrawal');
  const amount = parseMoney(config, body.amount, account.currency);
  const offer = findChannel(withdrawalChannels(deps, user, account, session), body.channel);
  assertWithinChannel(config, offer, amount, config.regulator.withdrawal.checkMethodMinAmount);
  const rate = rateBetween(config.funds.rates, account.currency, offer.channelCurrency);
  if (offer.channelCurrency !== account.currency && body.rate !== undefined && body.rate !== rate) {
    throw new ApiError('RATE_CHANGED', 409, `The rate is now ${rate}.`, { rate, shown: body.rate });
  }
  const payout = convertMinor(BigInt(amount), account.currency, offer.channelCurrency, rate, config.currencies);
  if (payout <= 0n) throw new ApiError('AMOUNT_BELOW_MINIMUM', 400, 'The amount is too small to pay out.', { field: 'amount' });
  const rule = config.funds.withdrawal.channels.find((c) => c.id === offer.id)!;
  const destination = verifiedDestination(deps, user, rule, offer.channelCurrency, body.destinationId);
  return { config, account, amount, offer, rate, payout, destination };
}

/**
 * The checks of a withdrawal made before any code is asked, the balance included. The movement itself
 * does not repeat the balance check: the ledger refuses an overdraft inside the movement, and a retry
 * of a movement already made must get its stored answer, not a refusal for the money it moved.
 */
export function precheckWithdrawal(deps: FundsDeps, user: UserRecord, body: WithdrawalRequest, from: 'trading' | 'wallet', session?: Session): void {
  const { config, account, amount } = checkWithdrawal(deps, user, body, from, session);
  const balance = deps.db.prepare('SELECT balance FROM ledger_accounts WHERE id = ?').pluck().get(account.ledger_account_id) as number;
  if (balance < amount) {
    throw new ApiError('INSUFFICIENT_BALANCE', 400, 'The amount is more than the available balance.', {
      accountNumber: account.number,
      available: moneyText(config, balance, account.currency),
      currency: account.currency,
    });
  }
}

/**
 * A withdrawal: from an approved account of the right kind, not blacklisted, through a channel of
 * its currency and country, within the channel's maximum (and minimum where the regulator's
 * checkMethodMinAmount says so), within the permission's limit, converted at the shown rate, to a
 * verified destination of the channel's kind (funds/destinations.ts verifiedDestination). The
 * money leaves the account at once (held by the house until paid out) in one ledger movement keyed
 * by the anti-reuse token.
 */
export function applyWithdrawal(deps: FundsDeps, user: UserRecord, body: WithdrawalRequest, from: 'trading' | 'wallet', session?: Session) {
  const { config, account, amount, offer, rate, payout, destination } = checkWithdrawal(deps, user, body, from, session);
  const permission = from === 'wallet' ? 'walletWithdraw' : 'withdraw';
  assertKeyUnused(deps, body.token);
  const house = deps.ledger.houseAccount('withdrawals', account.currency);
  return deps.ledger.move({
    key: body.token,
    userId: user.id,
    kind: from === 'wallet' ? 'walletWithdrawal' : 'withdrawal',
    request: { account: body.account, channel: body.channel, amount: body.amount, rate: body.rate ?? null, destinationId: destination?.id ?? null },
    legs: () => {
      enforcePermission(deps, user, permission, account.currency, amount, session);
      return [
        { accountId: account.ledger_account_id, amount: -amount },
        { accountId: house.id, amount },
      ];
    },
    respond: (txId) => {
      const now = deps.clock.now();
      const status = code(config, 'withdrawalStatus', 'submitted');
      const id = Number(
        deps.db
          .prepare(
            'INSERT INTO withdrawals (user_id, account_id, channel, currency, amount, payout_currency, payout_amount, rate, status, ledger_tx_id, destination_kind, destination_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
          )
          .run(
            user.id,
            account.id,
            offer.id,
            account.currency,
            amount,
            offer.channelCurrency,
            Number(payout),
            rate,
            status,
            txId,
            destination?.kind ?? null,
            destination?.id ?? null,
            now,
            now,
          ).lastInsertRowid,
      );
      recordStatus(deps, 'withdrawal', id, status, 'user');
      onWithdrawal(deps, { id, user_id: user.id }, account);
      return withdrawalView(deps, config, deps.db.prepare('SELECT * FROM withdrawals WHERE id = ?').get(id) as WithdrawalRow);
    },
  });
}

function moveWithdrawal(deps: FundsDeps, config: PortalConfig, row: WithdrawalRow, to: string, actor: string): WithdrawalRow {
  const status = code(config, 'withdrawalStatus', to);
  deps.db.prepare('UPDATE withdrawals SET status = ?, updated_at = ? WHERE id = ?').run(status, deps.clock.now(), row.id);
  recordStatus(deps, 'withdrawal', row.id, status, actor);
  return { ...row, status };
}

/** Pays a held withdrawal back to its account (cancel or rejection), in one ledger movement. */
function refund(deps: FundsDeps, config: PortalConfig, row: WithdrawalRow, to: 'cancelled' | 'rejected', actor: string): WithdrawalRow {
  const account = deps.db.prepare('SELECT * FROM client_accounts WHERE id = ?').get(row.account_id) as ClientAccountRow;
  const house = deps.ledger.houseAccount('withdrawals', row.currency);
  deps.ledger.move({
    key: internalKey(deps, row.user_id),
    userId: row.user_id,
    kind: 'withdrawalRefund',
    request: { withdrawal: row.id, to },
    legs: () => [
      { accountId: house.id, amount: -row.amount },
      { accountId: account.ledger_account_id, amount: row.amount },
    ],
    respond: (txId) => {
      moveWithdrawal(deps, config, row, to, actor);
      deps.db.prepare('UPDATE withdrawals SET refund_tx_id = ? WHERE id = ?').run(txId, row.id);
      return txId;
    },
  });
  return deps.db.prepare('SELECT * FROM withdrawals WHERE id = ?').get(row.id) as WithdrawalRow;
}

/**
 * Cancels a withdrawal and pays it back, only where the regulator's cancelWithdraw allows it and only
 * while it is Submitted; cancelling a cancelled withdrawal answers it as it is (the money moves once).
 */
export function cancelWithdrawal(deps: FundsDeps, user: UserRecord, id: number) {
  const config = deps.config(user.regulator);
  return deps.db
    .transaction(() => {
      const row = deps.db.prepare('SELECT * FROM withdrawals WHERE id = ? AND user_id = ?').get(id, user.id) as WithdrawalRow | undefined;
      if (!row) throw new ApiError('NOT_FOUND', 404, `You have no withdrawal ${id}.`);
      const status = nameOf(config, 'withdrawalStatus', row.status);
      if (status === 'cancelled') return withdrawalView(deps, config, row);
      if (!config.regulator.withdrawal.cancelWithdraw) {
        throw new ApiError('WITHDRAWAL_NOT_CANCELLABLE', 409, 'Withdrawals cannot be cancelled under your regulator.', { reason: 'regulator' });
      }
      if (!withdrawalCancellable(config.regulator.withdrawal, status)) {
        throw new ApiError('WITHDRAWAL_NOT_CANCELLABLE', 409, `This withdrawal is ${status} and can no longer be cancelled.`, {
          reason: 'status',
          statusName: status,
        });
      }
      return withdrawalView(deps, config, refund(deps, config, row, 'cancelled', 'user'));
    })
    .immediate();
}

/** Staff processing: Submitted -> Processing -> Completed, or Rejected (paid back). */
export function processWithdrawal(deps: FundsDeps, id: number, decision: 'process' | 'complete' | 'reject'): WithdrawalRow {
  return deps.db
    .transaction(() => {
      const row = deps.db.prepare('SELECT * FROM withdrawals WHERE id = ?').get(id) as WithdrawalRow | undefined;
      if (!row) throw new ApiError('NOT_FOUND', 404, `No withdrawal ${id}.`);
      const user = deps.db.prepare('SELECT regulator FROM users WHERE id = ?').get(row.user_id) as { regulator: string };
      const config = deps.config(user.regulator);
      const from = nameOf(config, 'withdrawalStatus', row.status);
      const to = decision === 'process' ? 'processing' : decision === 'complete' ? 'completed' : 'rejected';
      if (!canMove(withdrawalMoves, from, to))
        throw new ApiError('WITHDRAWAL_NOT_CANCELLABLE', 409, `Withdrawal ${id} is ${from} and cannot become ${to}.`, { statusName: from });
      const moved = to === 'rejected' ? refund(deps, config, row, 'rejected', 'staff') : moveWithdrawal(deps, config, row, to, 'staff');
      const event = to === 'rejected' ? 'withdrawalRejected' : to === 'completed' ? 'withdrawalProcessed' : undefined;
      if (event)
        notifyUser(deps, row.user_id, event, {
          values: { reference: String(row.id), amount: moneyText(config, row.amount, row.currency), currency: row.currency },
        });
      return moved;
    })
    .immediate();
}

export function withdrawalHistory(deps: FundsDeps, user: UserRecord, limit = 50) {
  const config = deps.config(user.regulator);
  const rows = deps.db.prepare('SELECT * FROM withdrawals WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?').all(user.id, limit) as WithdrawalRow[];
  return rows.map((row) => withdrawalView(deps, config, row));
}
