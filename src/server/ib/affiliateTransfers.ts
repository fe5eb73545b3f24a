import type { Db } from '../db/openDatabase';

/** A request to move one of the IB's client accounts to another IB; createdAt is a timestamp. */
export interface AffiliateTransferRow {
  id: number;
  accountNumber: string;
  targetIbCode: string;
  reason: string;
  status: string;
  createdAt: number;
}

/** The IB's affiliate-transfer requests, newest first. */
export function affiliateTransfersOf(db: Db, ibId: number, limit: number, offset: number): AffiliateTransferRow[] {
  return db
    .prepare(
      `SELECT t.id, t.account_number AS accountNumber, p.ib_code AS targetIbCode, t.reason, t.status, t.created_at AS createdAt
       FROM ib_affiliate_transfers t JOIN ib_profiles p ON p.user_id = t.target_ib_id WHERE t.user_id = ? ORDER BY t.created_at DESC, t.id DESC LIMIT ? OFFSET ?`,
    )
    .all(ibId, limit, offset) as AffiliateTransferRow[];
}

export function affiliateTransferCount(db: Db, ibId: number): number {
  return db.prepare('SELECT COUNT(*) FROM ib_affiliate_transfers WHERE user_id = ?').pluck().get(ibId) as number;
}

/** How many of the IB's requests wait for review. */
export function pendingAffiliateTransferCount(db: Db, ibId: number): number {
  return db.prepare("SELECT COUNT(*) FROM ib_affiliate_transfers WHERE user_id = ? AND status = 'pending'").pluck().get(ibId) as number;
}

/** Whether a request for this account already waits for review (one at a time per account). */
export function hasPendingAffiliateTransfer(db: Db, ibId: number, accountNumber: string): boolean {
  return (
    db.prepare("SELECT 1 FROM ib_affiliate_transfers WHERE user_id = ? AND account_number = ? AND status = 'pending'").get(ibId, accountNumber) !== undefined
  );
}

/** Records a pending request and returns its id. */
export function addAffiliateTransfer(db: Db, ibId: number, accountNumber: string, targetIbId: number, reason: string, now: number): number {
  return Number(
    db
      .prepare("INSERT INTO ib_affiliate_transfers (user_id, account_number, target_ib_id, reason, status, created_at) VALUES (?, ?, ?, ?, 'pending', ?)")
      .run(ibId, accountNumber, targetIbId, reason, now).lastInsertRowid,
  );
}

/** Whether the trading account is one of the IB's clients'. */
export function isClientAccountOf(db: Db, ibId: number, accountNumber: string): boolean {
  return db.prepare('SELECT id FROM ib_clients WHERE account_number = ? AND ib_id = ?').get(accountNumber, ibId) !== undefined;
}

/** The IB that has this IB code, if any. */
export function ibIdOfCode(db: Db, ibCode: string): number | undefined {
  return db.prepare('SELECT user_id FROM ib_profiles WHERE ib_code = ?').pluck().get(ibCode) as number | undefined;
}
