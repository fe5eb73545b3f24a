import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { ApiError } from '../http/apiError';
import type { UserRecord } from '../users/userRecord';
import { decoyHash, verifyPassword } from './passwords';

/**
 * E-mail and password sign-in. A wrong password and an unknown e-mail get the same answer in the
 * same time; after a few failures a captcha is required; too many failures lock the e-mail for a
 * while and say until when. With the authenticator on, the code is the second step (step-up "login").
 */
export async function checkCredentials(
  ctx: ServerContext,
  request: FastifyRequest,
  email: string,
  password: string,
  captchaToken?: string,
): Promise<UserRecord> {
  const { signIn } = ctx.config().security;
  ctx.guessLock.assertOpen(email);
  const captchaAsked = ctx.guessLock.failures(email) >= signIn.captchaAfterFailures;
  if (captchaAsked) {
    if (!captchaToken) throw new ApiError('CAPTCHA_REQUIRED', 400, 'Please complete the security check.', { provider: ctx.config().security.captcha.provider });
    // Spent before the password is checked: one solved captcha, one guess, however many requests carry it at once.
    ctx.captcha.consume(captchaToken);
  }
  const user = ctx.db.prepare('SELECT * FROM users WHERE email = ?').get(email) as UserRecord | undefined;
  const valid = await verifyPassword(password, user?.password_hash ?? decoyHash);
  if (!user || !valid) {
    ctx.guessLock.fail(email);
    throw new ApiError('SIGN_IN_FAILED', 400, 'The e-mail address or password is incorrect.');
  }
  refuseDisabledSubUser(user);
  try {
    ctx.stepUp.enforce(request, user, 'login');
  } catch (error) {
    // The right password waiting for its authenticator code (again after a wrong one): the portal sends the same
    // request with the code, token included, which stays good for it. A wrong code counts among the step-up's own
    // tries (the dialog says how many are left; the step-up locks the sign-in after them), not the password's.
    if (captchaAsked) ctx.captcha.release(captchaToken);
    throw error;
  }
  ctx.guessLock.clear(email);
  return user;
}

/** A sub-user its IB has disabled cannot sign in (checked after the password, so a guesser learns nothing). */
export function refuseDisabledSubUser(user: Pick<UserRecord, 'is_sub_user' | 'disabled_at'>): void {
  if (user.is_sub_user === 1 && user.disabled_at !== null && user.disabled_at !== undefined)
    throw new ApiError('SUB_USER_DISABLED', 403, 'This sub-user has been disabled by its introducing broker. Ask them to enable it again.');
}
