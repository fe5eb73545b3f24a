import type { Db } from '../db/openDatabase';
import { dateRange, type TableQuery } from '../http/tableQuery';

/** A movement of a rebate account: when, what kind, the signed amount, and who was on the other side. */
export interface HistoryRow {
  id: number;
  date: string;
  kind: string;
  amount: number;
  currency: string;
  memo: string | null;
  /** The owner of the other leg's account (the paying IB of an incoming transfer); null for house accounts. */
  counterpartUserId: number | null;
  /** Who moved the money (the IB or one of its sub-users). */
  actorId: number | null;
  /** A withdrawal's id, status code, rejection reason and destination (issue 17); null for other movements. */
  withdrawalId: number | null;
  status: number | null;
  reason: string | null;
  destination: string | null;
}

/** A page of a rebate account's movements of the given kinds, newest first, optionally in a date range. */
export function rebateHistoryPage(db: Db, accountId: number, kinds: readonly string[], query: TableQuery, status?: number) {
  const { start, end } = dateRange(query);
  const where = [`e.account_id = ?`, `t.kind IN (${kinds.map(() => '?').join(', ')})`];
  const params: unknown[] = [accountId, ...kinds];
  if (status !== undefined) {
    where.push('w.status = ?');
    params.push(status);
  }
  if (start !== undefined) {
    where.push('t.created_at >= ?');
    params.push(start);
  }
  if (end !== undefined) {
    where.push('t.created_at < ?');
    params.push(end);
  }
  const sql = `FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id LEFT JOIN ib_rebate_withdrawals w ON w.ledger_tx_id = t.id WHERE ${where.join(' AND ')}`;
  const total = db
    .prepare(`SELECT COUNT(*) ${sql}`)
    .pluck()
    .get(...params) as number;
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 25;
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  const records = db
    .prepare(
      `SELECT t.id, t.created_at AS at, t.kind, e.amount, e.currency, t.memo, t.user_id AS actorId, w.id AS withdrawalId, w.status, w.reason, w.destination,
         (SELECT a.user_id FROM ledger_entries o JOIN ledger_accounts a ON a.id = o.account_id WHERE o.transaction_id = t.id AND o.account_id <> e.account_id LIMIT 1) AS counterpartUserId
       ${sql} ORDER BY t.created_at ${direction}, t.id ${direction} LIMIT ? OFFSET ?`,
    )
    .all(...params, pageSize, (page - 1) * pageSize) as (Omit<HistoryRow, 'date'> & { at: number })[];
  return { rows: records.map(({ at, ...r }) => ({ ...r, date: new Date(at).toISOString() })), total, page, pageSize };
}
