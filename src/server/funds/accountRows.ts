import type { OpeningKindId } from '../../../engine/accounts';
import { prepared } from '../db/prepared';
import { ApiError } from '../http/apiError';
import { newAccountNumber, type FundsDeps } from './fundsSupport';

/*
 * Row access of client accounts: the only place their SQL lives. Rules are in accountRules.ts, the
 * API view in accountView.ts, opening in accountOpening.ts, the staff audit in accountReview.ts.
 */

export interface ClientAccountRow {
  id: number;
  user_id: number;
  ledger_account_id: number;
  number: string;
  kind: 'trading' | 'wallet';
  opening_kind: OpeningKindId;
  platform: string | null;
  account_type: number | null;
  is_demo: number;
  is_main: number;
  currency: string;
  leverage: number | null;
  nickname?: string | null;
  audit_status: number;
  audit_reason: string | null;
  created_at: number;
  reviewed_at: number | null;
}

/**
 * The columns of a ClientAccountRow and its balance, named: `a.*` also read the trading platform's password hashes
 * into every account read (a profile, a transfer), rows nothing uses and every request then allocated.
 */
const accountWithBalance =
  'a.id, a.user_id, a.ledger_account_id, a.number, a.kind, a.opening_kind, a.platform, a.account_type, a.is_demo, a.is_main, a.currency, a.leverage, a.nickname, a.audit_status, a.audit_reason, a.created_at, a.reviewed_at, l.balance FROM client_accounts a JOIN ledger_accounts l ON l.id = a.ledger_account_id';

/** Ledger kinds of client accounts: real money and demo money never meet. */
export const ledgerKindOf = (row: Pick<ClientAccountRow, 'kind' | 'is_demo'>) => (row.kind === 'wallet' ? 'wallet' : row.is_demo ? 'demo' : 'trading');

export function accountsOf(deps: FundsDeps, userId: number): (ClientAccountRow & { balance: number })[] {
  const sql = `SELECT ${accountWithBalance} WHERE a.user_id = ? ORDER BY a.kind = 'wallet', a.is_demo, a.id`;
  return prepared(deps.db, sql).all(userId) as (ClientAccountRow & { balance: number })[];
}

/** One of the user's own accounts by number, or ACCOUNT_NOT_FOUND (another user's account is not found either). */
export function ownAccount(deps: FundsDeps, userId: number, number: string): ClientAccountRow & { balance: number } {
  const row = prepared(deps.db, `SELECT ${accountWithBalance} WHERE a.number = ? AND a.user_id = ?`).get(number, userId) as
    (ClientAccountRow & { balance: number }) | undefined;
  if (!row) throw new ApiError('ACCOUNT_NOT_FOUND', 404, `You have no account ${number}.`, { account: number });
  return row;
}

export function accountByNumber(deps: FundsDeps, number: string): (ClientAccountRow & { balance: number }) | undefined {
  return prepared(deps.db, `SELECT ${accountWithBalance} WHERE a.number = ?`).get(number) as (ClientAccountRow & { balance: number }) | undefined;
}

export interface InsertAccount {
  userId: number;
  kind: 'trading' | 'wallet';
  openingKind: OpeningKindId;
  platform?: string;
  accountType?: number;
  isDemo?: boolean;
  isMain?: boolean;
  currency: string;
  leverage?: number;
  auditStatus: number;
  number?: string;
  createdAt?: number;
}

/** Creates a client account and its ledger account (in the caller's transaction). */
export function insertAccount(deps: FundsDeps, input: InsertAccount): ClientAccountRow & { balance: number } {
  const prefix = input.kind === 'wallet' ? 'W' : input.isDemo ? 'D' : input.platform === 'mt5' ? '9' : input.platform === 'mts' ? '7' : '8';
  const number = input.number ?? newAccountNumber(deps, prefix);
  const row = { kind: input.kind, is_demo: input.isDemo ? 1 : 0 };
  const createdAt = input.createdAt ?? deps.clock.now();
  const ledger = deps.ledger.openAccount({ userId: input.userId, kind: ledgerKindOf(row), currency: input.currency, number, createdAt });
  const result = deps.db
    .prepare(
      `INSERT INTO client_accounts (user_id, ledger_account_id, number, kind, opening_kind, platform, account_type, is_demo, is_main, currency, leverage, audit_status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      input.userId,
      ledger.id,
      number,
      input.kind,
      input.openingKind,
      input.platform ?? null,
      input.accountType ?? null,
      row.is_demo,
      input.isMain ? 1 : 0,
      input.currency,
      input.leverage ?? null,
      input.auditStatus,
      createdAt,
    );
  return { ...(deps.db.prepare('SELECT * FROM client_accounts WHERE id = ?').get(Number(result.lastInsertRowid)) as ClientAccountRow), balance: 0 };
}

/** The audit status of the user's main account, if there is one. */
export function mainAccountStatus(deps: FundsDeps, userId: number): number | undefined {
  return prepared(deps.db, 'SELECT audit_status FROM client_accounts WHERE user_id = ? AND is_main = 1').pluck().get(userId) as number | undefined;
}

/** The currencies the user's wallet holds. */
export function walletCurrencies(deps: FundsDeps, userId: number): string[] {
  return prepared(deps.db, "SELECT currency FROM client_accounts WHERE user_id = ? AND kind = 'wallet'").pluck().all(userId) as string[];
}

/** The main account stops being the main one (it was refused; a new one is applied for). */
export function clearMainAccount(deps: FundsDeps, userId: number): void {
  deps.db.prepare('UPDATE client_accounts SET is_main = 0 WHERE user_id = ? AND is_main = 1').run(userId);
}

export function setAccountAudit(deps: FundsDeps, accountId: number, status: number, reason: string | null): void {
  deps.db
    .prepare('UPDATE client_accounts SET audit_status = ?, audit_reason = ?, reviewed_at = ? WHERE id = ?')
    .run(status, reason, deps.clock.now(), accountId);
}

/** An account by its id (deposits, withdrawals and transfers refer to accounts by id). */
export function accountById(deps: Pick<FundsDeps, 'db'>, id: number): ClientAccountRow {
  return prepared(deps.db, 'SELECT * FROM client_accounts WHERE id = ?').get(id) as ClientAccountRow;
}
