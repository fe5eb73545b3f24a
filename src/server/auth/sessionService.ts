import type { SecurityFile } from '../../../engine/config';
import type { Clock } from '../clock';
import type { Db } from '../db/openDatabase';
import type { UserRecord } from '../users/userRecord';
import { hmacHex, newToken, tokenHash } from './tokens';

export interface Session {
  id: number;
  userId: number;
  kind: 'web' | 'app' | 'handoff';
  device: string | null;
  appSource: string | null;
  createdAt: number;
}

export interface SessionService {
  /** A new session and its token (shown once). Earlier sessions stay unless the caller ends them. */
  create(userId: number, kind: Session['kind'], options?: { device?: string; appSource?: string }): { token: string; session: Session };
  /** The live session of a token, touching its idle clock; undefined when unknown, revoked or timed out. */
  resolve(token: string): { session: Session; user: UserRecord } | undefined;
  /** Ends the session of a token and every hand-off token issued to it and not used yet. */
  revoke(token: string): void;
  revokeOthers(userId: number, keepSessionId: number): number;
  /** A one-time hand-off token; issued to a session, it dies with that session's sign-out. */
  issueAccessToken(userId: number, sessionId?: number): { accessToken: string; expiresAt: number };
  /** The anti-forgery token of a session: derived from its token, so nothing more is stored. */
  csrfToken(token: string): string;
  /** Uses a hand-off token once; undefined when unknown, used or expired. */
  redeemAccessToken(accessToken: string): number | undefined;
}

interface SessionRow {
  id: number;
  user_id: number;
  kind: Session['kind'];
  device: string | null;
  app_source: string | null;
  created_at: number;
  last_seen_at: number;
  revoked_at: number | null;
}

/** Opaque session tokens (256 bits), stored hashed, with idle and absolute time-outs from config/security.yaml. */
export function createSessionService(db: Db, clock: Clock, security: SecurityFile, secret: string): SessionService {
  const idleMs = security.session.idleMinutes * 60_000;
  const absoluteMs = security.session.absoluteHours * 3_600_000;
  const touchEveryMs = Math.min(60_000, idleMs / 4);
  const insert = db.prepare('INSERT INTO sessions (token_hash, user_id, kind, device, app_source, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const byHash = db.prepare('SELECT * FROM sessions WHERE token_hash = ?');
  const userById = db.prepare('SELECT * FROM users WHERE id = ?');
  const touch = db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id = ?');
  const revokeByHash = db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL');
  const revokeOthers = db.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND id != ? AND revoked_at IS NULL');
  const revokeAccessOf = db.prepare(
    'UPDATE access_tokens SET used_at = ? WHERE session_id = (SELECT id FROM sessions WHERE token_hash = ?) AND used_at IS NULL',
  );
  const insertAccess = db.prepare('INSERT INTO access_tokens (token_hash, user_id, session_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)');
  const csrfKey = hmacHex(secret, 'portal csrf key');
  const redeem = db.prepare('UPDATE access_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING user_id');

  const toSession = (row: SessionRow): Session => ({
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    device: row.device,
    appSource: row.app_source,
    createdAt: row.created_at,
  });

  return {
    create(userId, kind, options = {}) {
      const token = newToken();
      const now = clock.now();
      const result = insert.run(tokenHash(token), userId, kind, options.device ?? null, options.appSource ?? null, now, now);
      return {
        token,
        session: { id: Number(result.lastInsertRowid), userId, kind, device: options.device ?? null, appSource: options.appSource ?? null, createdAt: now },
      };
    },
    resolve(token) {
      const row = byHash.get(tokenHash(token)) as SessionRow | undefined;
      if (!row || row.revoked_at !== null) return undefined;
      const now = clock.now();
      if (now - row.last_seen_at > idleMs || now - row.created_at > absoluteMs) return undefined;
      if (now - row.last_seen_at > touchEveryMs) touch.run(now, row.id);
      const user = userById.get(row.user_id) as UserRecord | undefined;
      // A sub-user disabled by its IB has no session any more (its sessions were revoked too).
      if (!user || (user.is_sub_user === 1 && user.disabled_at !== null && user.disabled_at !== undefined)) return undefined;
      return { session: toSession(row), user };
    },
    revoke(token) {
      const now = clock.now();
      db.transaction(() => {
        revokeAccessOf.run(now, tokenHash(token));
        revokeByHash.run(now, tokenHash(token));
      })();
    },
    revokeOthers(userId, keepSessionId) {
      return revokeOthers.run(clock.now(), userId, keepSessionId).changes;
    },
    issueAccessToken(userId, sessionId) {
      const accessToken = newToken();
      const now = clock.now();
      const expiresAt = now + security.accessToken.ttlSeconds * 1000;
      insertAccess.run(tokenHash(accessToken), userId, sessionId ?? null, now, expiresAt);
      return { accessToken, expiresAt };
    },
    redeemAccessToken(accessToken) {
      const now = clock.now();
      const row = redeem.get(now, tokenHash(accessToken), now) as { user_id: number } | undefined;
      return row?.user_id;
    },
    csrfToken: (token) => hmacHex(csrfKey, tokenHash(token)),
  };
}
