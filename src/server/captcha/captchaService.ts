import { randomInt, randomUUID } from 'node:crypto';
import type { Clock } from '../clock';
import type { Db } from '../db/openDatabase';
import { ApiError } from '../http/apiError';
import { newToken, safeEqual, tokenHash } from '../auth/tokens';

export interface CaptchaService {
  challenge(): { id: string; a: number; b: number };
  /** A solved challenge gives a one-time token; a wrong answer spends the challenge. */
  verify(id: string, answer: string): string;
  /**
   * Uses a token once; refused when unknown, used or expired. The params (userId, phone, countryCode
   * for an SMS) travel with the refusal so the client hands them to the provider.
   */
  consume(token: string | undefined, params?: Record<string, string>): void;
  /**
   * Makes a token consumed by a request good again: a sign-in whose right password waits for its authenticator code
   * (the portal sends the same request again with the code, token included). Only a consumed token, unexpired.
   */
  release(token: string | undefined): void;
}

const expired = () => new ApiError('CAPTCHA_INVALID', 400, 'The security check expired. Please complete it again.');

/** The local captcha provider of the reference server: small sums, one-time tokens. */
export function createCaptchaService(db: Db, clock: Clock, options: { challengeTtlMs: number; tokenTtlMs: number }): CaptchaService {
  return {
    challenge() {
      const id = randomUUID();
      const a = randomInt(1, 10);
      const b = randomInt(1, 10);
      const now = clock.now();
      db.prepare('INSERT INTO captcha_challenges (id, answer_hash, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
        id,
        tokenHash(`${id}:${a + b}`),
        now,
        now + options.challengeTtlMs,
      );
      return { id, a, b };
    },
    verify(id, answer) {
      const row = db.prepare('SELECT * FROM captcha_challenges WHERE id = ?').get(id) as
        { answer_hash: string; expires_at: number; token_hash: string | null; used_at: number | null } | undefined;
      const now = clock.now();
      if (!row || row.expires_at <= now || row.token_hash !== null || row.used_at !== null)
        throw new ApiError('CAPTCHA_INVALID', 400, 'The security check expired. Please try a new one.');
      if (!safeEqual(tokenHash(`${id}:${answer.trim()}`), row.answer_hash)) {
        db.prepare('UPDATE captcha_challenges SET used_at = ? WHERE id = ?').run(now, id);
        throw new ApiError('CAPTCHA_INVALID', 400, 'The answer is not correct. Please try a new one.');
      }
      const token = newToken();
      db.prepare('UPDATE captcha_challenges SET token_hash = ?, token_expires_at = ? WHERE id = ?').run(tokenHash(token), now + options.tokenTtlMs, id);
      return token;
    },
    consume(token, params) {
      if (!token) throw new ApiError('CAPTCHA_REQUIRED', 400, 'Please complete the security check.', params ? { params } : null);
      const now = clock.now();
      const used = db
        .prepare('UPDATE captcha_challenges SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND token_expires_at > ?')
        .run(now, tokenHash(token), now);
      if (used.changes === 0) throw expired();
    },
    release(token) {
      if (!token) return;
      db.prepare('UPDATE captcha_challenges SET used_at = NULL WHERE token_hash = ? AND used_at IS NOT NULL AND token_expires_at > ?').run(
        tokenHash(token),
        clock.now(),
      );
    },
  };
}
