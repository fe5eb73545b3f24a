import type { SecurityFile } from '../../../engine/config';
import type { Clock } from '../clock';
import type { Db } from '../db/openDatabase';
import { ApiError } from '../http/apiError';

/**
 * The one lock of everything that can be guessed about an account: its password (sign-in and
 * checkPassword) and its authenticator codes. Failures of all of them count together against the
 * sign-in limits of config/security.yaml (signIn), so no check is a side door around the sign-in lockout.
 */
export interface GuessLock {
  /** Throws SIGN_IN_LOCKED (429, with the time it opens again) while the account is locked. */
  assertOpen(email: string): void;
  /** How many failures the account has in the current window. */
  failures(email: string): number;
  fail(email: string): void;
  clear(email: string): void;
}

export function createGuessLock(db: Db, clock: Clock, signIn: SecurityFile['signIn']): GuessLock {
  const recent = db.prepare('SELECT at FROM sign_in_failures WHERE email = ? AND at > ? ORDER BY at').pluck();
  const insert = db.prepare('INSERT INTO sign_in_failures (email, at) VALUES (?, ?)');
  const remove = db.prepare('DELETE FROM sign_in_failures WHERE email = ?');
  const key = (email: string) => email.trim().toLowerCase();
  const inWindow = (email: string) => recent.all(key(email), clock.now() - signIn.windowMinutes * 60_000) as number[];
  return {
    assertOpen(email) {
      const failures = inWindow(email);
      if (failures.length < signIn.maxFailures) return;
      const now = clock.now();
      const until = (failures[failures.length - signIn.maxFailures] ?? now) + signIn.lockMinutes * 60_000;
      if (until > now) {
        throw new ApiError('SIGN_IN_LOCKED', 429, `Too many failed attempts. Try again after ${new Date(until).toISOString()}.`, {
          lockedUntil: new Date(until).toISOString(),
          retryAfterSeconds: Math.ceil((until - now) / 1000),
        });
      }
    },
    failures: (email) => inWindow(email).length,
    fail: (email) => void insert.run(key(email), clock.now()),
    clear: (email) => void remove.run(key(email)),
  };
}
