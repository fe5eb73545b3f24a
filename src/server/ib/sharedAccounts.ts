import type { Db } from '../db/openDatabase';

/** A trading account whose rebates the IB shares with a partner IB; accountType is its code, since a timestamp. */
export interface SharedAccountRow {
  id: number;
  accountNumber: string;
  platform: string;
  accountType: number;
  partnerIb: string;
  sharePercent: number;
  since: number;
}

/** One page of the IB's shared accounts, newest first, and how many there are. */
export function sharedAccountsPage(db: Db, ibId: number, page: number, pageSize: number): { total: number; rows: SharedAccountRow[] } {
  const total = db.prepare('SELECT COUNT(*) FROM ib_shared_accounts WHERE ib_id = ?').pluck().get(ibId) as number;
  const rows = db
    .prepare(
      `SELECT s.id, s.account_number AS accountNumber, s.platform, s.account_type AS accountType, u.name || ' (' || p.ib_code || ')' AS partnerIb, s.share_percent AS sharePercent, s.since
       FROM ib_shared_accounts s JOIN users u ON u.id = s.partner_ib_id JOIN ib_profiles p ON p.user_id = s.partner_ib_id
       WHERE s.ib_id = ? ORDER BY s.since DESC, s.id DESC LIMIT ? OFFSET ?`,
    )
    .all(ibId, pageSize, (page - 1) * pageSize) as SharedAccountRow[];
  return { total, rows };
}
