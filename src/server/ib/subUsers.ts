import type { Db } from '../db/openDatabase';

/** The name of one of the IB's sub-users; null for anyone else, so no other user's name is shown. */
export function subUserName(db: Db, userId: number, ibId: number): string | null {
  return (db.prepare('SELECT name FROM users WHERE id = ? AND parent_user_id = ?').pluck().get(userId, ibId) as string | undefined) ?? null;
}
