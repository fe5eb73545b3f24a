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
    ctx.captcha.check(captchaToken);
  }
  // The token is spent by a wrong password and by a sign-in, not while the right password waits for its authenticator
  // code: the portal asks for the code (again after a wrong one) and sends the same request, token included, again.
  const spendCaptcha = () => {
    if (captchaAsked) ctx.captcha.consume(captchaToken);
  };
  const user = ctx.db.prepare('SELECT * FROM users WHERE email = ?').get(email) as UserRecord | undefined;
  const valid = await verifyPassword(password, user?.password_hash ?? decoyHash);
  if (!user || !valid) {
    spendCaptcha();
    ctx.guessLock.fail(email);
    throw new ApiError('SIGN_IN_FAILED', 400, 'The e-mail address or password is incorrect.');
  }
  refuseDisabledSubUser(user);
  // A wrong code counts among the step-up's own failures (the code dialog says how many tries are left, and the
  // step-up locks the sign-in after them), not among the password's: those would close the dialog for a captcha.
  ctx.stepUp.enforce(request, user, 'login');
  spendCaptcha();
  ctx.guessLock.clear(email);
  return user;
}

/** A sub-user its IB has disabled cannot sign in (checked after the password, so a guesser learns nothing). */
export function refuseDisabledSubUser(user: Pick<UserRecord, 'is_sub_user' | 'disabled_at'>): void {
  if (user.is_sub_user === 1 && user.disabled_at !== null && user.disabled_at !== undefined)
    throw new ApiError('SUB_USER_DISABLED', 403, 'This sub-user has been disabled by its introducing broker. Ask them to enable it again.');
}
