import type { ChannelView, DepositView } from '../../../engine/api';
import { canMove, channelsFor, depositMoves, type ChannelOffer } from '../../../engine/funds';
import type { PortalConfig } from '../../../engine/config';
import type { Session } from '../auth/sessionService';
import { ApiError } from '../http/apiError';
import type { UserRecord } from '../users/userRecord';
import { assertActive, ownAccount, type ClientAccountRow } from './clientAccounts';
import { code, fundsFacts, internalKey, labelKeyOf, moneyText, nameOf, onceWithKey, parseMoney, recordStatus, type FundsDeps } from './fundsSupport';
import { enforcePermission } from './permissionLimits';

export interface DepositRow {
  id: number;
  user_id: number;
  account_id: number;
  channel: string;
  currency: string;
  amount: number;
  status: number;
  reference: string;
  ledger_tx_id: number | null;
  created_at: number;
  updated_at: number;
}

/** The local payment provider's checkout page of a deposit. */
export const checkoutPath = (config: PortalConfig, reference: string) => `${config.http.basePaths.payment}provider/checkout/${reference}`;

/** Function permission a deposit into an account needs (trading: deposit; wallet: wallet deposit). */
export const depositPermission = (account: Pick<ClientAccountRow, 'kind'>) => (account.kind === 'wallet' ? 'walletDeposit' : 'deposit');

/** Deposit channels for an account's currency and the user's country. */
export function depositChannels(deps: FundsDeps, user: UserRecord, account: ClientAccountRow, session?: Session): ChannelOffer[] {
  const config = deps.config(user.regulator);
  return channelsFor(config, config.funds.deposit.channels, fundsFacts(deps, user, session), account.currency);
}

export function channelView(config: PortalConfig, offer: ChannelOffer): ChannelView {
  return {
    id: offer.id,
    labelKey: offer.labelKey,
    currency: offer.currency,
    channelCurrency: offer.channelCurrency,
    minimum: moneyText(config, offer.minMinor, offer.currency),
    maximum: moneyText(config, offer.maxMinor, offer.currency),
    recommended: offer.recommended,
    sortOrder: offer.sortOrder,
  };
}

/** The amount within the channel's limits (minimum checked when `checkMinimum`), else a refusal naming the limit. */
export function assertWithinChannel(config: PortalConfig, offer: ChannelOffer, amount: number, checkMinimum = true): void {
  if (checkMinimum && BigInt(amount) < offer.minMinor) {
    throw new ApiError('AMOUNT_BELOW_MINIMUM', 400, `The minimum for this method is ${moneyText(config, offer.minMinor, offer.currency)} ${offer.currency}.`, { field: 'amount', minimum: moneyText(config, offer.minMinor, offer.currency), currency: offer.currency });
  }
  if (BigInt(amount) > offer.maxMinor) {
    throw new ApiError('AMOUNT_ABOVE_MAXIMUM', 400, `The maximum for this method is ${moneyText(config, offer.maxMinor, offer.currency)} ${offer.currency}.`, { field: 'amount', maximum: moneyText(config, offer.maxMinor, offer.currency), currency: offer.currency });
  }
}

export function findChannel(offers: ChannelOffer[], id: string): ChannelOffer {
  const offer = offers.find((c) => c.id === id);
  if (!offer) throw new ApiError('CHANNEL_NOT_AVAILABLE', 400, `The method "${id}" is not available for this account (available: ${offers.map((o) => o.id).join(', ') || 'none'}).`, { field: 'channel', available: offers.map((o) => o.id) });
  return offer;
}

export function depositView(deps: FundsDeps, config: PortalConfig, row: DepositRow): DepositView {
  const account = deps.db.prepare('SELECT number, kind FROM client_accounts WHERE id = ?').get(row.account_id) as { number: string; kind: string };
  const channel = config.funds.deposit.channels.find((c) => c.id === row.channel);
  const status = nameOf(config, 'depositStatus', row.status);
  return {
    id: row.id,
    account: account.number,
    accountKind: account.kind,
    channel: row.channel,
    channelLabelKey: channel?.labelKey ?? null,
    currency: row.currency,
    amount: moneyText(config, row.amount, row.currency),
    status: row.status,
    statusName: status,
    statusLabelKey: labelKeyOf(config, 'depositStatus', row.status) ?? null,
    payUrl: status === 'unpaid' || status === 'submittedToThirdParty' ? checkoutPath(config, row.reference) : null,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export interface DepositRequest {
  token: string;
  account: string;
  channel: string;
  amount: string;
}

/**
 * A deposit application: the account may take money (approved, live), the channel serves its currency
 * and the user's country, the amount is within the channel's limits and the permission's limit. The
 * deposit starts Unpaid; the user pays on the provider's page. Once per anti-reuse token.
 */
export function applyDeposit(deps: FundsDeps, user: UserRecord, body: DepositRequest, session?: Session) {
  const { token, ...request } = body;
  return onceWithKey(deps, { key: token, userId: user.id, kind: 'deposit', request }, () => {
    const config = deps.config(user.regulator);
    const account = ownAccount(deps, user.id, body.account);
    assertActive(config, account);
    const amount = parseMoney(config, body.amount, account.currency);
    const offer = findChannel(depositChannels(deps, user, account, session), body.channel);
    assertWithinChannel(config, offer, amount);
    enforcePermission(deps, user, depositPermission(account), account.currency, amount, session);
    const now = deps.clock.now();
    const status = code(config, 'depositStatus', 'unpaid');
    const id = Number(
      deps.db
        .prepare('INSERT INTO deposits (user_id, account_id, channel, currency, amount, status, reference, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
        .run(user.id, account.id, offer.id, account.currency, amount, status, deps.ledger.random(18).toString('base64url'), now, now).lastInsertRowid,
    );
    recordStatus(deps, 'deposit', id, status, 'user');
    return depositView(deps, config, deps.db.prepare('SELECT * FROM deposits WHERE id = ?').get(id) as DepositRow);
  });
}

export function depositByReference(deps: FundsDeps, reference: string): { deposit: DepositRow; user: UserRecord; account: ClientAccountRow } | undefined {
  const deposit = deps.db.prepare('SELECT * FROM deposits WHERE reference = ?').get(reference) as DepositRow | undefined;
  if (!deposit) return undefined;
  const user = deps.db.prepare('SELECT * FROM users WHERE id = ?').get(deposit.user_id) as UserRecord;
  const account = deps.db.prepare('SELECT * FROM client_accounts WHERE id = ?').get(deposit.account_id) as ClientAccountRow;
  return { deposit, user, account };
}

function moveStatus(deps: FundsDeps, config: PortalConfig, deposit: DepositRow, to: string, actor: string): DepositRow {
  const from = nameOf(config, 'depositStatus', deposit.status);
  if (!canMove(depositMoves, from, to)) {
    throw new ApiError('DEPOSIT_NOT_PAYABLE', 409, `This deposit is ${from} and cannot become ${to}.`, { status: deposit.status, statusName: from });
  }
  const status = code(config, 'depositStatus', to);
  deps.db.prepare('UPDATE deposits SET status = ?, updated_at = ? WHERE id = ?').run(status, deps.clock.now(), deposit.id);
  recordStatus(deps, 'deposit', deposit.id, status, actor);
  return { ...deposit, status };
}

/** The provider page was opened: an Unpaid deposit is now Submitted to Third Party. */
export function providerOpened(deps: FundsDeps, reference: string) {
  return deps.db.transaction(() => {
    const found = depositByReference(deps, reference);
    if (!found) return undefined;
    const config = deps.config(found.user.regulator);
    if (nameOf(config, 'depositStatus', found.deposit.status) === 'unpaid') found.deposit = moveStatus(deps, config, found.deposit, 'submittedToThirdParty', 'provider');
    return found;
  }).immediate();
}

/** Credits a deposit's money to its account in one ledger movement and marks it Success (inside the caller's transaction). */
function credit(deps: FundsDeps, config: PortalConfig, found: { deposit: DepositRow; account: ClientAccountRow }, actor: string): DepositRow {
  const { deposit, account } = found;
  const house = deps.ledger.houseAccount('deposits', deposit.currency);
  deps.ledger.move({
    key: internalKey(deps, deposit.user_id),
    userId: deposit.user_id,
    kind: 'deposit',
    request: { deposit: deposit.id },
    legs: () => [{ accountId: house.id, amount: -deposit.amount }, { accountId: account.ledger_account_id, amount: deposit.amount }],
    respond: (txId) => {
      moveStatus(deps, config, deposit, 'success', actor);
      deps.db.prepare('UPDATE deposits SET ledger_tx_id = ? WHERE id = ?').run(txId, deposit.id);
      return txId;
    },
  });
  return deps.db.prepare('SELECT * FROM deposits WHERE id = ?').get(deposit.id) as DepositRow;
}

/**
 * The provider's answer: paid (money credited at once, or Audit first for audited channels), failed,
 * or abandoned (nothing changes; the user may come back and pay). A paid deposit paid again is
 * answered as it is: the money moves once.
 */
export function providerResult(deps: FundsDeps, reference: string, action: 'pay' | 'fail' | 'abandon'): DepositRow | undefined {
  return deps.db.transaction(() => {
    const found = depositByReference(deps, reference);
    if (!found) return undefined;
    const config = deps.config(found.user.regulator);
    const current = nameOf(config, 'depositStatus', found.deposit.status);
    if (action === 'abandon') return found.deposit;
    if (action === 'pay' && ['success', 'audit'].includes(current)) return found.deposit;
    if (current === 'unpaid') found.deposit = moveStatus(deps, config, found.deposit, 'submittedToThirdParty', 'provider');
    if (action === 'fail') return moveStatus(deps, config, found.deposit, 'paymentFailed', 'provider');
    const channel = config.funds.deposit.channels.find((c) => c.id === found.deposit.channel);
    if (channel?.audit) return moveStatus(deps, config, found.deposit, 'audit', 'provider');
    return credit(deps, config, found, 'provider');
  }).immediate();
}

/** Takes a credited deposit's money back out of its account (a dispute lost): one ledger movement. */
function reverse(deps: FundsDeps, config: PortalConfig, found: { deposit: DepositRow; account: ClientAccountRow }, actor: string): DepositRow {
  const { deposit, account } = found;
  const house = deps.ledger.houseAccount('deposits', deposit.currency);
  deps.ledger.move({
    key: internalKey(deps, deposit.user_id),
    userId: deposit.user_id,
    kind: 'depositReversal',
    request: { deposit: deposit.id },
    legs: () => [{ accountId: account.ledger_account_id, amount: -deposit.amount }, { accountId: house.id, amount: deposit.amount }],
    respond: (txId) => {
      moveStatus(deps, config, deposit, 'reject', actor);
      return txId;
    },
  });
  return deps.db.prepare('SELECT * FROM deposits WHERE id = ?').get(deposit.id) as DepositRow;
}

/**
 * Staff move a deposit along its lifecycle (config enumerations depositStatus, engine/funds
 * depositMoves): to Success the money is credited (once); a disputed deposit that was credited and
 * is then rejected is taken back; every other move changes the status only.
 */
export function moveDeposit(deps: FundsDeps, id: number, to: string, actor = 'staff'): DepositRow {
  return deps.db.transaction(() => {
    const deposit = deps.db.prepare('SELECT * FROM deposits WHERE id = ?').get(id) as DepositRow | undefined;
    if (!deposit) throw new ApiError('NOT_FOUND', 404, `No deposit ${id}.`);
    const found = depositByReference(deps, deposit.reference)!;
    const config = deps.config(found.user.regulator);
    const from = nameOf(config, 'depositStatus', deposit.status);
    if (!canMove(depositMoves, from, to)) {
      throw new ApiError('DEPOSIT_NOT_PAYABLE', 409, `Deposit ${id} is ${from} and cannot become ${to} (next: ${(depositMoves[from] ?? []).join(', ') || 'none'}).`, { statusName: from });
    }
    if (to === 'success' && deposit.ledger_tx_id === null) return credit(deps, config, found, actor);
    if (to === 'reject' && deposit.ledger_tx_id !== null) return reverse(deps, config, found, actor);
    return moveStatus(deps, config, deposit, to, actor);
  }).immediate();
}

/** A staff decision on an audited deposit: approve (money credited, Success) or reject. */
export function reviewDeposit(deps: FundsDeps, id: number, decision: 'approve' | 'reject'): DepositRow {
  return moveDeposit(deps, id, decision === 'approve' ? 'success' : 'reject');
}

export function depositHistory(deps: FundsDeps, user: UserRecord, limit = 50) {
  const config = deps.config(user.regulator);
  const rows = deps.db.prepare('SELECT * FROM deposits WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?').all(user.id, limit) as DepositRow[];
  return rows.map((row) => depositView(deps, config, row));
}
