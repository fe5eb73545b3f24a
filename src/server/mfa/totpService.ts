import { randomInt } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { tokenHash } from '../auth/tokens';
import type { SecurityFile } from '../../../engine/config';
import type { SecretBox } from '../auth/secretBox';
import type { Clock } from '../clock';
import type { Db } from '../db/openDatabase';
import { ApiError } from '../http/apiError';

interface TotpRow {
  user_id: number;
  secret_enc: string | null;
  pending_secret_enc: string | null;
  enabled_at: number | null;
  last_step: number;
  must_rebind: number;
}

export interface TotpService {
  isEnabled(userId: number): boolean;
  mustRebind(userId: number): boolean;
  /** A new pending secret (not active until confirmed); returned once, with its otpauth:// URI. */
  beginSetup(userId: number, label: string): { secret: string; otpauthUri: string };
  /** Confirms the pending secret with a code from the app: it becomes the active one. */
  confirmSetup(userId: number, code: string): void;
  /** Checks a code of the active secret once (RFC 6238, 30 s steps): a replayed code is refused. */
  verify(userId: number, code: string): void;
  disable(userId: number): void;
  /** New recovery codes (shown once, stored hashed); earlier ones stop working. */
  issueRecoveryCodes(userId: number, count: number): string[];
  recoveryCodesLeft(userId: number): number;
}

const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
/** "abcde-fghjk": what the user types instead of an authenticator code (lower case, dash optional). */
const recoveryPattern = /^[a-z2-9]{5}-?[a-z2-9]{5}$/;
const normaliseRecovery = (code: string) => code.trim().toLowerCase().replace('-', '');

/** The authenticator app factor, with the well-kept otpauth library (RFC 6238), never hand-written. */
export function createTotpService(db: Db, clock: Clock, box: SecretBox, settings: SecurityFile['totp']): TotpService {
  const row = (userId: number) => db.prepare('SELECT * FROM user_totp WHERE user_id = ?').get(userId) as TotpRow | undefined;
  const totpFor = (secret: string, label = 'user') =>
    new OTPAuth.TOTP({
      issuer: settings.issuer,
      label,
      algorithm: 'SHA1',
      digits: settings.digits,
      period: settings.periodSeconds,
      secret: OTPAuth.Secret.fromBase32(secret),
    });
  const stepOf = (delta: number) => Math.floor(clock.now() / 1000 / settings.periodSeconds) + delta;
  const check = (secret: string, code: string, lastStep: number): number => {
    if (!/^\d+$/.test(code) || code.length !== settings.digits) throw new ApiError('TOTP_INVALID', 400, 'The authenticator code is not correct.');
    const delta = totpFor(secret).validate({ token: code, timestamp: clock.now(), window: settings.window });
    if (delta === null) throw new ApiError('TOTP_INVALID', 400, 'The authenticator code is not correct.');
    const step = stepOf(delta);
    if (step <= lastStep) throw new ApiError('TOTP_REPLAYED', 400, 'This authenticator code was already used. Wait for the next one.');
    return step;
  };

  return {
    isEnabled: (userId) => Boolean(row(userId)?.secret_enc),
    mustRebind: (userId) => row(userId)?.must_rebind === 1,
    beginSetup(userId, label) {
      const secret = new OTPAuth.Secret({ size: 20 }).base32;
      db.prepare(
        'INSERT INTO user_totp (user_id, pending_secret_enc) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET pending_secret_enc = excluded.pending_secret_enc',
      ).run(userId, box.seal(secret));
      return { secret, otpauthUri: totpFor(secret, label).toString() };
    },
    confirmSetup(userId, code) {
      const current = row(userId);
      if (!current?.pending_secret_enc) throw new ApiError('TOTP_NOT_SET_UP', 400, 'Start the authenticator set-up first.');
      const step = check(box.open(current.pending_secret_enc), code, 0);
      db.prepare(
        'UPDATE user_totp SET secret_enc = pending_secret_enc, pending_secret_enc = NULL, enabled_at = ?, last_step = ?, must_rebind = 0 WHERE user_id = ?',
      ).run(clock.now(), step, userId);
    },
    verify(userId, code) {
      const current = row(userId);
      if (!current?.secret_enc) throw new ApiError('TOTP_NOT_SET_UP', 400, 'The authenticator is not turned on.');
      if (recoveryPattern.test(code.trim().toLowerCase())) {
        // A recovery code stands in for the authenticator once.
        const used = db
          .prepare('UPDATE recovery_codes SET used_at = ? WHERE user_id = ? AND code_hash = ? AND used_at IS NULL')
          .run(clock.now(), userId, tokenHash(normaliseRecovery(code)));
        if (used.changes === 0) throw new ApiError('TOTP_INVALID', 400, 'The recovery code is not valid or was already used.');
        return;
      }
      const step = check(box.open(current.secret_enc), code, current.last_step);
      // The step only moves forward: two requests racing with one code cannot both pass.
      const updated = db.prepare('UPDATE user_totp SET last_step = ? WHERE user_id = ? AND last_step < ?').run(step, userId, step);
      if (updated.changes === 0) throw new ApiError('TOTP_REPLAYED', 400, 'This authenticator code was already used. Wait for the next one.');
    },
    issueRecoveryCodes(userId, count) {
      const codes = Array.from({ length: count }, () => {
        const raw = Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]).join('');
        return `${raw.slice(0, 5)}-${raw.slice(5)}`;
      });
      const now = clock.now();
      db.transaction(() => {
        db.prepare('DELETE FROM recovery_codes WHERE user_id = ?').run(userId);
        const insert = db.prepare('INSERT INTO recovery_codes (user_id, code_hash, created_at) VALUES (?, ?, ?)');
        for (const code of codes) insert.run(userId, tokenHash(normaliseRecovery(code)), now);
      })();
      return codes;
    },
    recoveryCodesLeft: (userId) => db.prepare('SELECT COUNT(*) FROM recovery_codes WHERE user_id = ? AND used_at IS NULL').pluck().get(userId) as number,
    disable(userId) {
      db.prepare('UPDATE user_totp SET secret_enc = NULL, pending_secret_enc = NULL, enabled_at = NULL WHERE user_id = ?').run(userId);
    },
  };
}
