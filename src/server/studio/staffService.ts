import type { Clock } from '../clock';
import type { Db } from '../db/openDatabase';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords';
import { newToken, tokenHash } from '../auth/tokens';

export type StaffRole = 'viewer' | 'editor';

export interface StaffUser {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

/** The studio's sign-in cookie: HttpOnly, apart from the client portal's session cookie. */
export const staffCookieName = 'portal_staff';
/** Staff sessions end after this long without a request, and after staffAbsoluteMs in any case. */
const staffIdleMs = 2 * 3_600_000;
const staffAbsoluteMs = 12 * 3_600_000;

export interface StaffService {
  add(input: { email: string; name: string; role: StaffRole; password: string }): Promise<StaffUser>;
  /** A new session token for a correct e-mail and password; undefined otherwise (same time either way). */
  signIn(email: string, password: string): Promise<{ token: string; staff: StaffUser } | undefined>;
  resolve(token: string): StaffUser | undefined;
  signOut(token: string): void;
}

interface StaffRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string;
}

const asStaff = (row: StaffRow): StaffUser => ({ id: row.id, email: row.email, name: row.name, role: row.role });

/** Staff accounts (roles viewer and editor) and their sessions, stored hashed like client sessions. */
export function createStaffService(db: Db, clock: Clock): StaffService {
  return {
    async add({ email, name, role, password }) {
      const hash = await hashPassword(password);
      const id = db
        .prepare('INSERT INTO staff_users (email, password_hash, name, role, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(email, hash, name, role, clock.now()).lastInsertRowid;
      return { id: Number(id), email, name, role };
    },
    async signIn(email, password) {
      const row = db.prepare('SELECT * FROM staff_users WHERE email = ?').get(email) as StaffRow | undefined;
      const matches = await verifyPassword(password, row?.password_hash ?? decoyHash);
      if (!row || !matches) return undefined;
      const token = newToken();
      const now = clock.now();
      db.prepare('INSERT INTO staff_sessions (token_hash, staff_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)').run(tokenHash(token), row.id, now, now);
      return { token, staff: asStaff(row) };
    },
    resolve(token) {
      const now = clock.now();
      const row = db
        // The session's times under names of their own: u.* has a created_at too (the user's), which would win.
        .prepare(
          'SELECT u.*, s.id AS session_id, s.created_at AS session_created_at, s.last_seen_at AS session_last_seen_at FROM staff_sessions s JOIN staff_users u ON u.id = s.staff_id WHERE s.token_hash = ? AND s.revoked_at IS NULL',
        )
        .get(tokenHash(token)) as (StaffRow & { session_id: number; session_created_at: number; session_last_seen_at: number }) | undefined;
      if (!row || now - row.session_last_seen_at > staffIdleMs || now - row.session_created_at > staffAbsoluteMs) return undefined;
      db.prepare('UPDATE staff_sessions SET last_seen_at = ? WHERE id = ?').run(now, row.session_id);
      return asStaff(row);
    },
    signOut(token) {
      db.prepare('UPDATE staff_sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(clock.now(), tokenHash(token));
    },
  };
}
