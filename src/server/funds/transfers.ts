import type { TransferView } from '../../../engine/api';
import { baseAmountIn, convertMinor, rateBetween } from '../../../engine/funds';
import type { PortalConfig } from '../../../engine/config';
import { evaluate } from '../../../engine/predicates';
import type { Session } from '../auth/sessionService';
import { ApiError } from '../http/apiError';
import { subIbsOf } from '../ib/ibScope';
import { requireFunctionPermission } from '../kyc/kycState';
import { maskEmail, type UserRecord } from '../users/userRecord';
import { accountByNumber, accountsOf, ownAccount, type ClientAccountRow } from './accountRows';
import { assertActive } from './accountRules';
import { accountView } from './accountView';
import { assertKeyUnused, code, fundsFacts, moneyForPeople, moneyText, parseMoney, type FundsDeps } from './fundsSupport';
import { assertNotBlacklisted } from './withdrawals';

export type TransferKind = 'own' | 'others' | 'subIb' | 'convert';

interface TransferRow {
  id: number;
  kind: TransferKind;
  from_account_id: number;
  to_account_id: number;
  amount: number;
  currency: string;
  to_amount: number;
  to_currency: string;
  rate: string;
  created_at: number;
}

type Account = ClientAccountRow & { balance: number };

const notEligible = (message: string, reason: string, data: Record<string, unknown> = {}) =>
  new ApiError('TRANSFER_NOT_ELIGIBLE', 400, message, { reason, ...data });

/** Live, approved accounts that can send or take a transfer (trading accounts and wallets). */
export function transferableAccounts(deps: FundsDeps, user: UserRecord) {
  const config = deps.config(user.regulator);
  const pass = code(config, 'accountAudit', 'pass');
  return accountsOf(deps, user.id)
    .filter((a) => !a.is_demo && a.audit_status === pass)
    .map((a) => accountView(config, a));
}

/** Sub-IBs of an IB: the IBs below it in the sub-IB tree of the IB programme (not its sub-users, who are its staff). */
export function subIbUsersOf(deps: FundsDeps, user: UserRecord): UserRecord[] {
  const byId = deps.db.prepare('SELECT * FROM users WHERE id = ?');
  return subIbsOf(deps, user.id).map((s) => byId.get(s.id) as UserRecord);
}

export function subIbInfo(deps: FundsDeps, user: UserRecord, session?: Session) {
  assertSubIbAllowed(deps, user, session);
  return subIbUsersOf(deps, user).map((sub) => ({
    name: sub.name,
    email: maskEmail(sub.email),
    accounts: transferableAccounts(deps, sub).map((a) => ({ number: a.number, currency: a.currency, kind: a.kind })),
  }));
}

function assertSubIbAllowed(deps: FundsDeps, user: UserRecord, session?: Session) {
  const config = deps.config(user.regulator);
  const policy = config.funds.transfer.subIbPolicy;
  if (!evaluate({ policy }, fundsFacts(deps, user, session), config.policies)) {
    throw new ApiError('FORBIDDEN', 403, `Sub-IB transfers are for introducing brokers (${config.policies[policy]?.description ?? policy}).`);
  }
}

export interface TransferRequest {
  from: string;
  to: string;
  amount: string;
  rate?: string;
}

interface Route {
  from: Account;
  to: Account;
  rate: string;
}

interface Plan extends Route {
  amount: number;
  toAmount: number;
}

/**
 * Every check of a transfer before money moves: the kind's rules (own accounts, another client's
 * account, a sub-IB's account, a wallet conversion), approved live accounts, not blacklisted, the
 * permission the kind needs, and the rate the user was shown.
 */
/** The caller's side of a transfer: not blacklisted, its own active source account, two different numbers. */
function sourceOf(deps: FundsDeps, user: UserRecord, body: Omit<TransferRequest, 'amount'>): Account {
  assertNotBlacklisted(deps, user.id, 'transfer');
  const from = ownAccount(deps, user.id, body.from);
  assertActive(deps.config(user.regulator), from);
  if (body.from === body.to) throw notEligible('Choose two different accounts.', 'sameAccount');
  return from;
}

export function planTransfer(deps: FundsDeps, user: UserRecord, kind: TransferKind, body: Omit<TransferRequest, 'amount'>, session?: Session): Route {
  const config = deps.config(user.regulator);
  const from = sourceOf(deps, user, body);
  let to: Account;
  if (kind === 'own' || kind === 'convert') {
    to = ownAccount(deps, user.id, body.to);
  } else {
    const found = accountByNumber(deps, body.to);
    if (!found || found.user_id === user.id)
      throw new ApiError('ACCOUNT_NOT_FOUND', 404, `There is no other client's account ${body.to}.`, { account: body.to });
    to = found;
    const owner = deps.db.prepare('SELECT * FROM users WHERE id = ?').get(to.user_id) as UserRecord;
    if (owner.regulator !== user.regulator) throw notEligible('Transfers go only to clients of the same entity.', 'otherEntity');
    if (kind === 'subIb') {
      assertSubIbAllowed(deps, user, session);
      if (!subIbsOf(deps, user.id).some((s) => s.id === owner.id)) throw notEligible(`Account ${body.to} does not belong to one of your sub-IBs.`, 'notSubIb');
    }
    // Money leaves the user: the same permission as a withdrawal.
    requireFunctionPermission(deps, user, 'withdraw', session);
  }
  if (to.is_demo) throw notEligible(`Account ${to.number} is a demo account.`, 'demo');
  if (to.audit_status !== code(config, 'accountAudit', 'pass')) throw notEligible(`Account ${to.number} is not approved yet.`, 'notApproved');
  if (kind === 'convert') {
    if (from.kind !== 'wallet' || to.kind !== 'wallet') throw notEligible('A conversion is between two wallet currencies.', 'notWallet');
    if (from.currency === to.currency) throw notEligible('Choose two different currencies.', 'sameCurrency');
    requireFunctionPermission(deps, user, 'walletConvert', session);
  }
  const rate = rateBetween(config.funds.rates, from.currency, to.currency);
  if (from.currency !== to.currency && body.rate !== undefined && body.rate !== rate)
    throw new ApiError('RATE_CHANGED', 409, `The rate is now ${rate}.`, { rate, shown: body.rate });
  return { from, to, rate };
}

/** The amount of a planned transfer: within the maximum, and still more than nothing once converted. */
export function amountOf(config: PortalConfig, route: Route, text: string): Plan {
  const { from, to, rate } = route;
  const amount = parseMoney(config, text, from.currency);
  const max = baseAmountIn(config.funds.rates, config.currencies, config.funds.transfer.maxUsd, from.currency);
  if (BigInt(amount) > max)
    throw new ApiError('AMOUNT_ABOVE_MAXIMUM', 400, `A transfer is at most ${moneyForPeople(config, max, from.currency)}.`, {
      field: 'amount',
      maximum: moneyText(config, max, from.currency),
      currency: from.currency,
    });
  const toAmount = Number(convertMinor(BigInt(amount), from.currency, to.currency, rate, config.currencies));
  if (toAmount <= 0) throw new ApiError('AMOUNT_INVALID', 400, 'The amount is too small to convert.', { field: 'amount', reason: 'tooSmall' });
  return { ...route, amount, toAmount };
}

export function transferView(deps: FundsDeps, config: PortalConfig, row: TransferRow): TransferView {
  const number = (id: number) => deps.db.prepare('SELECT number FROM client_accounts WHERE id = ?').pluck().get(id) as string;
  return {
    id: row.id,
    kind: row.kind,
    from: number(row.from_account_id),
    to: number(row.to_account_id),
    currency: row.currency,
    amount: moneyText(config, row.amount, row.currency),
    toCurrency: row.to_currency,
    toAmount: moneyText(config, row.to_amount, row.to_currency),
    rate: row.rate,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * Moves money between two accounts in one ledger movement keyed by the anti-reuse token: same
 * currency one to one, otherwise converted at the shown rate through the house's exchange accounts.
 */
export function applyTransfer(deps: FundsDeps, user: UserRecord, kind: TransferKind, body: TransferRequest & { token: string }, session?: Session) {
  const config = deps.config(user.regulator);
  const { token, ...request } = body;
  assertKeyUnused(deps, token);
  const plan = amountOf(config, planTransfer(deps, user, kind, request, session), request.amount);
  return deps.ledger.move({
    key: token,
    userId: user.id,
    kind: kind === 'convert' ? 'walletConvert' : `transfer:${kind}`,
    request: { ...request, rate: request.rate ?? null },
    legs: () => {
      const { from, to, amount, toAmount } = plan;
      if (from.currency === to.currency)
        return [
          { accountId: from.ledger_account_id, amount: -amount },
          { accountId: to.ledger_account_id, amount },
        ];
      const fxFrom = deps.ledger.houseAccount('fx', from.currency);
      const fxTo = deps.ledger.houseAccount('fx', to.currency);
      return [
        { accountId: from.ledger_account_id, amount: -amount },
        { accountId: fxFrom.id, amount },
        { accountId: fxTo.id, amount: -toAmount },
        { accountId: to.ledger_account_id, amount: toAmount },
      ];
    },
    respond: (txId) => {
      const id = Number(
        deps.db
          .prepare(
            'INSERT INTO transfers (user_id, kind, from_account_id, to_account_id, amount, currency, to_amount, to_currency, rate, ledger_tx_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
          )
          .run(user.id, kind, plan.from.id, plan.to.id, plan.amount, plan.from.currency, plan.toAmount, plan.to.currency, plan.rate, txId, deps.clock.now())
          .lastInsertRowid,
      );
      return transferView(deps, config, deps.db.prepare('SELECT * FROM transfers WHERE id = ?').get(id) as TransferRow);
    },
  });
}

/** "Taylor Trader" -> "T***** T*****": enough for the sender to recognise the recipient, not to learn the name. */
export function maskedName(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${[...word][0] ?? ''}${'*'.repeat(Math.max(1, [...word].length - 1))}`)
    .join(' ');
}

/**
 * Checks of a transfer that need no step-up code (accounts, eligibility, amount): run before the factors are asked.
 * Answers whose the receiving account is (masked) when it is another user's, for the step-up to show.
 */
export function checkTransfer(
  deps: FundsDeps,
  user: UserRecord,
  kind: TransferKind,
  body: TransferRequest,
  session?: Session,
): { recipientName: string | null } {
  const plan = planTransfer(deps, user, kind, body, session);
  amountOf(deps.config(user.regulator), plan, body.amount);
  return { recipientName: recipientNameOf(deps, user, plan.to) };
}

function recipientNameOf(deps: FundsDeps, user: UserRecord, to: { user_id: number }): string | null {
  if (to.user_id === user.id) return null;
  const name = deps.db.prepare('SELECT name FROM users WHERE id = ?').pluck().get(to.user_id) as string | undefined;
  return name ? maskedName(name) : null;
}

/** Whether a transfer between two accounts would be accepted (no money moves): the same checks, answered as data. */

export function transferEligibility(deps: FundsDeps, user: UserRecord, kind: TransferKind, from: string, to: string, session?: Session) {
  try {
    if (kind === 'others') {
      // Another client's account is checked only when the transfer is submitted: this answer depends on the
      // caller's side alone, so it never tells whether an account number exists or what currency it holds.
      const source = sourceOf(deps, user, { from, to });
      requireFunctionPermission(deps, user, 'withdraw', session);
      return { eligible: true, reason: null, fromCurrency: source.currency, toCurrency: null, rate: null };
    }
    const plan = planTransfer(deps, user, kind, { from, to }, session);
    // A sub-IB's account: the IB sees whose it is (masked) before confirming; another client's shows in the step-up.
    return {
      eligible: true,
      reason: null,
      fromCurrency: plan.from.currency,
      toCurrency: plan.to.currency,
      rate: plan.rate,
      recipientName: recipientNameOf(deps, user, plan.to),
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { eligible: false, reason: error.codeName, message: error.message, fromCurrency: null, toCurrency: null, rate: null };
  }
}

export function transferHistory(deps: FundsDeps, user: UserRecord, limit = 50) {
  const config = deps.config(user.regulator);
  const rows = deps.db.prepare('SELECT * FROM transfers WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?').all(user.id, limit) as TransferRow[];
  return rows.map((row) => transferView(deps, config, row));
}
