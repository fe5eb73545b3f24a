import type { UserRecord } from '../users/userRecord';
import { userById } from '../users/userRows';
import { accountById, type ClientAccountRow } from './accountRows';
import type { FundsDeps } from './fundsSupport';

/* Row access of deposits: the only place their SQL lives. */

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

export function depositByReference(deps: FundsDeps, reference: string): { deposit: DepositRow; user: UserRecord; account: ClientAccountRow } | undefined {
  const deposit = deps.db.prepare('SELECT * FROM deposits WHERE reference = ?').get(reference) as DepositRow | undefined;
  if (!deposit) return undefined;
  const user = userById(deps.db, deposit.user_id)!;
  const account = accountById(deps, deposit.account_id);
  return { deposit, user, account };
}

export function depositById(deps: Pick<FundsDeps, 'db'>, id: number): DepositRow | undefined {
  return deps.db.prepare('SELECT * FROM deposits WHERE id = ?').get(id) as DepositRow | undefined;
}

/** The user's deposits, newest first. */
export function depositsOf(deps: Pick<FundsDeps, 'db'>, userId: number, limit: number): DepositRow[] {
  return deps.db.prepare('SELECT * FROM deposits WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?').all(userId, limit) as DepositRow[];
}

export interface NewDeposit {
  userId: number;
  accountId: number;
  channel: string;
  currency: string;
  amount: number;
  status: number;
  reference: string;
  at: number;
  /** The payment card a card deposit is paid with. */
  cardId?: number;
}

export function insertDeposit(deps: Pick<FundsDeps, 'db'>, d: NewDeposit): DepositRow {
  const result = deps.db
    .prepare(
      'INSERT INTO deposits (user_id, account_id, channel, currency, amount, status, reference, card_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(d.userId, d.accountId, d.channel, d.currency, d.amount, d.status, d.reference, d.cardId ?? null, d.at, d.at);
  return depositById(deps, Number(result.lastInsertRowid))!;
}

export function setDepositStatus(deps: Pick<FundsDeps, 'db' | 'clock'>, id: number, status: number): void {
  deps.db.prepare('UPDATE deposits SET status = ?, updated_at = ? WHERE id = ?').run(status, deps.clock.now(), id);
}

export function setDepositLedgerTx(deps: Pick<FundsDeps, 'db'>, id: number, txId: number): void {
  deps.db.prepare('UPDATE deposits SET ledger_tx_id = ? WHERE id = ?').run(txId, id);
}
