import type { Clock } from '../clock';
import type { Db } from '../db/openDatabase';
import { ApiError } from '../http/apiError';
import { newToken, tokenHash } from '../auth/tokens';

export type EmailLinkKind = 'verifyEmail' | 'resetPassword';

/**
 * Single-use, expiring links sent to the outbox (e-mail verification, password reset). Only the hash of
 * the token is stored; a new link of a kind voids the user's earlier ones.
 */
export function createEmailLinks(db: Db, clock: Clock) {
  return {
    issue(userId: number, kind: EmailLinkKind, lifetimeMs: number): string {
      const token = newToken();
      const now = clock.now();
      db.prepare('UPDATE email_links SET used_at = ? WHERE user_id = ? AND kind = ? AND used_at IS NULL').run(now, userId, kind);
      db.prepare('INSERT INTO email_links (token_hash, user_id, kind, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
        tokenHash(token),
        userId,
        kind,
        now,
        now + lifetimeMs,
      );
      return token;
    },
    /** Uses a link once: the user it belongs to, or LINK_INVALID (unknown, used, expired or of another kind). */
    redeem(token: string, kind: EmailLinkKind): number {
      const now = clock.now();
      const row = db
        .prepare('UPDATE email_links SET used_at = ? WHERE token_hash = ? AND kind = ? AND used_at IS NULL AND expires_at > ? RETURNING user_id')
        .get(now, tokenHash(token), kind, now) as { user_id: number } | undefined;
      if (!row) throw new ApiError('LINK_INVALID', 400, 'This link has expired or was already used. Ask for a new one.', { kind });
      return row.user_id;
    },
  };
}

export type EmailLinks = ReturnType<typeof createEmailLinks>;
