import { randomInt, randomUUID } from 'node:crypto';
import type { ConstantsFile } from '../../../engine/config';
import { tokenHash, safeEqual } from '../auth/tokens';
import type { Clock } from '../clock';
import type { Db } from '../db/openDatabase';
import { ApiError } from '../http/apiError';

export type OtpChannel = 'email' | 'sms';

export interface SentCode {
  transactionId: string;
  /** Seconds until another code may be sent. */
  resendSeconds: number;
  expiresAt: number;
}

export interface OtpService {
  /** Sends a new code to the outbox; refused inside the resend wait with the seconds left. */
  send(input: { channel: OtpChannel; address: string; purpose: string; userId?: number; subject: string; body: (code: string) => string }): SentCode;
  /** Seconds left before a new code may be sent to this address for this purpose (0: now). */
  secondsLeft(address: string, purpose: string): number;
  /**
   * Checks a code once: unknown, expired, used, dead (too many wrong tries) and wrong codes are each
   * refused with their own error code; too many failures lock the purpose for a while.
   */
  verify(input: { transactionId: string; code: string; purpose: string; userKey: string }): { address: string; channel: OtpChannel };
  /** Throws OTP_LOCKED when the purpose is locked for this user. */
  assertNotLocked(userKey: string, purpose: string): void;
  recordFailure(userKey: string, purpose: string): void;
}

interface CodeRow {
  id: number;
  transaction_id: string;
  channel: OtpChannel;
  address: string;
  purpose: string;
  code_hash: string;
  created_at: number;
  expires_at: number;
  attempts: number;
  used_at: number | null;
}

/** E-mail and SMS one-time codes with the rules of config/constants.yaml (otp), delivered to the outbox. */
export function createOtpService(db: Db, clock: Clock, otp: ConstantsFile['otp']): OtpService {
  const lastSent = db.prepare('SELECT created_at FROM otp_codes WHERE address = ? AND purpose = ? ORDER BY created_at DESC LIMIT 1');
  const insert = db.prepare(
    'INSERT INTO otp_codes (transaction_id, user_id, channel, address, purpose, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const outbox = db.prepare('INSERT INTO outbox (user_id, channel, address, subject, body, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const byTx = db.prepare('SELECT * FROM otp_codes WHERE transaction_id = ?');
  const stillUsable = db.prepare(
    'SELECT transaction_id FROM otp_codes WHERE address = ? AND purpose = ? AND user_id = ? AND used_at IS NULL AND expires_at > ? AND attempts < ? ORDER BY created_at DESC LIMIT 1',
  );
  const bumpAttempts = db.prepare('UPDATE otp_codes SET attempts = attempts + 1 WHERE id = ?');
  const markUsed = db.prepare('UPDATE otp_codes SET used_at = ? WHERE id = ? AND used_at IS NULL');
  const failures = db.prepare('SELECT at FROM otp_failures WHERE user_key = ? AND purpose = ? AND at > ? ORDER BY at');
  const addFailure = db.prepare('INSERT INTO otp_failures (user_key, purpose, at) VALUES (?, ?, ?)');
  const lockMs = otp.lockMinutes * 60_000;

  const secondsLeft = (address: string, purpose: string) => {
    const row = lastSent.get(address, purpose) as { created_at: number } | undefined;
    if (!row) return 0;
    return Math.max(0, Math.ceil((row.created_at + otp.resendSeconds * 1000 - clock.now()) / 1000));
  };

  const lockedUntil = (userKey: string, purpose: string): number | undefined => {
    const now = clock.now();
    const recent = failures.all(userKey, purpose, now - lockMs) as { at: number }[];
    if (recent.length < otp.lockAfterFailures) return undefined;
    const until = (recent[recent.length - otp.lockAfterFailures]?.at ?? now) + lockMs;
    return until > now ? until : undefined;
  };

  const service: OtpService = {
    send({ channel, address, purpose, userId, subject, body }) {
      const wait = secondsLeft(address, purpose);
      if (wait > 0) {
        // After a reload the page lost the code's transaction: give it back (to its own user only) so the
        // code already received can be entered instead of waiting out the resend time.
        const pending =
          userId === undefined
            ? undefined
            : (stillUsable.get(address, purpose, userId, clock.now(), otp.maxAttempts) as { transaction_id: string } | undefined);
        throw new ApiError('OTP_RESEND_TOO_SOON', 429, `Please wait ${wait} seconds before asking for another code.`, {
          secondsLeft: wait,
          ...(pending ? { transactionId: pending.transaction_id } : {}),
        });
      }
      const code = String(randomInt(0, 10 ** otp.digits)).padStart(otp.digits, '0');
      const transactionId = randomUUID();
      const now = clock.now();
      const expiresAt = now + otp.expirySeconds * 1000;
      db.transaction(() => {
        insert.run(transactionId, userId ?? null, channel, address, purpose, tokenHash(`${transactionId}:${code}`), now, expiresAt);
        outbox.run(userId ?? null, channel, address, subject, body(code), now);
      })();
      return { transactionId, resendSeconds: otp.resendSeconds, expiresAt };
    },
    secondsLeft,
    assertNotLocked(userKey, purpose) {
      const until = lockedUntil(userKey, purpose);
      if (until)
        throw new ApiError('OTP_LOCKED', 429, `Too many failed attempts. Try again after ${new Date(until).toISOString()}.`, {
          lockedUntil: new Date(until).toISOString(),
        });
    },
    recordFailure(userKey, purpose) {
      addFailure.run(userKey, purpose, clock.now());
    },
    verify({ transactionId, code, purpose, userKey }) {
      service.assertNotLocked(userKey, purpose);
      const row = byTx.get(transactionId) as CodeRow | undefined;
      const fail = (codeName: 'OTP_INVALID' | 'OTP_EXPIRED' | 'OTP_USED' | 'OTP_DEAD', message: string): never => {
        service.recordFailure(userKey, purpose);
        throw new ApiError(codeName, 400, message);
      };
      if (!row || row.purpose !== purpose) return fail('OTP_INVALID', 'The code is not valid.');
      if (row.used_at !== null) return fail('OTP_USED', 'This code was already used. Ask for a new one.');
      if (row.attempts >= otp.maxAttempts) return fail('OTP_DEAD', 'Too many wrong tries for this code. Ask for a new one.');
      if (row.expires_at <= clock.now()) return fail('OTP_EXPIRED', 'The code has expired. Ask for a new one.');
      if (!safeEqual(tokenHash(`${transactionId}:${code}`), row.code_hash)) {
        bumpAttempts.run(row.id);
        return fail(
          row.attempts + 1 >= otp.maxAttempts ? 'OTP_DEAD' : 'OTP_INVALID',
          row.attempts + 1 >= otp.maxAttempts ? 'Too many wrong tries for this code. Ask for a new one.' : 'The code is not correct.',
        );
      }
      if (markUsed.run(clock.now(), row.id).changes === 0) return fail('OTP_USED', 'This code was already used. Ask for a new one.');
      return { address: row.address, channel: row.channel };
    },
  };
  return service;
}
