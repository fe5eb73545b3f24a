import type { ServerContext } from '../context';
import { ApiError } from '../http/apiError';
import type { UserRecord } from '../users/userRecord';
import { decoyHash, verifyPassword } from './passwords';

/**
 * E-mail and password sign-in. A wrong password and an unknown e-mail get the same answer in the
 * same time; too many failures for one e-mail lock it for a while and say until when.
 */
export async function checkCredentials(ctx: ServerContext, email: string, password: string): Promise<UserRecord> {
  const { signIn } = ctx.config().security;
  const now = ctx.clock.now();
  const windowStart = now - signIn.windowMinutes * 60_000;
  const failures = ctx.db.prepare('SELECT at FROM sign_in_failures WHERE email = ? AND at > ? ORDER BY at').pluck().all(email, windowStart) as number[];
  if (failures.length >= signIn.maxFailures) {
    const until = (failures[failures.length - signIn.maxFailures] ?? now) + signIn.lockMinutes * 60_000;
    if (until > now) {
      throw new ApiError('SIGN_IN_LOCKED', 429, `Too many failed sign-ins. Try again after ${new Date(until).toISOString()}.`, { lockedUntil: new Date(until).toISOString(), retryAfterSeconds: Math.ceil((until - now) / 1000) });
    }
  }
  const user = ctx.db.prepare('SELECT * FROM users WHERE email = ?').get(email) as UserRecord | undefined;
  const valid = await verifyPassword(password, user?.password_hash ?? decoyHash);
  if (!user || !valid) {
    ctx.db.prepare('INSERT INTO sign_in_failures (email, at) VALUES (?, ?)').run(email, now);
    throw new ApiError('SIGN_IN_FAILED', 400, 'The e-mail address or password is incorrect.');
  }
  ctx.db.prepare('DELETE FROM sign_in_failures WHERE email = ?').run(email);
  return user;
}
