import type { UserRecord } from '../users/userRecord';
import type { KycDeps } from './kycDeps';

/** The outcome of the electronic identity check (ID3) of the personal information. */
export interface Id3Check {
  status: string;
  reason?: string | undefined;
}

/** Stores the user's latest ID3 check: one row per user, the last check wins. */
export function saveId3Check(deps: KycDeps, user: UserRecord, check: Id3Check): void {
  deps.db
    .prepare(
      'INSERT INTO kyc_id3_checks (user_id, status, reason, checked_at) VALUES (?, ?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET status = excluded.status, reason = excluded.reason, checked_at = excluded.checked_at',
    )
    .run(user.id, check.status, check.reason ?? null, deps.clock.now());
}

/** The ID3 check as the portal shows it: passed, referred (to staff), or notChecked before the first one. */
export function id3Status(deps: KycDeps, user: UserRecord): { status: string; reason: string | null; checkedAt: string | null } {
  const row = deps.db.prepare('SELECT status, reason, checked_at FROM kyc_id3_checks WHERE user_id = ?').get(user.id) as
    { status: string; reason: string | null; checked_at: number } | undefined;
  return row
    ? { status: row.status, reason: row.reason, checkedAt: new Date(row.checked_at).toISOString() }
    : { status: 'notChecked', reason: null, checkedAt: null };
}

export function id3Passed(deps: KycDeps, user: UserRecord): boolean {
  return deps.db.prepare("SELECT 1 FROM kyc_id3_checks WHERE user_id = ? AND status = 'passed'").get(user.id) !== undefined;
}
