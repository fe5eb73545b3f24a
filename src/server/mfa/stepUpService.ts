import type { FastifyRequest } from 'fastify';
import { requiredFactors, type Factor, type UserFactors } from '../../../engine/mfa';
import type { Session } from '../auth/sessionService';
import type { Clock } from '../clock';
import type { ServerContext } from '../context';
import { ApiError } from '../http/apiError';
import type { OtpService } from '../otp/otpService';
import { userPredicateContext } from '../users/userContext';
import { maskEmail, maskPhone, type UserRecord } from '../users/userRecord';
import type { TotpService } from './totpService';

export interface StepUpService {
  /** The factors an action needs from this user right now. */
  factorsFor(user: UserRecord, action: string, session?: Session): Factor[];
  userFactors(user: UserRecord): UserFactors;
  /**
   * Refuses the request unless it carries every factor the action needs (multi-auth headers), each
   * checked once; FACTORS_REQUIRED says which, so the client can prompt for exactly those.
   */
  enforce(request: FastifyRequest, user: UserRecord, action: string, session?: Session): void;
}

export const phoneOf = (user: Pick<UserRecord, 'phone' | 'phone_code'>) => (user.phone ? `${user.phone_code ?? ''}${user.phone}` : undefined);

export function createStepUpService(ctx: Pick<ServerContext, 'db' | 'config'>, clock: Clock, otp: OtpService, totp: TotpService): StepUpService {
  const lockFailures = () => ctx.config().constants.otp;

  const assertNotLocked = (user: UserRecord, action: string) => {
    const { lockAfterFailures, lockMinutes } = lockFailures();
    const now = clock.now();
    const recent = ctx.db
      .prepare('SELECT at FROM step_up_failures WHERE user_id = ? AND action = ? AND at > ? ORDER BY at')
      .pluck()
      .all(user.id, action, now - lockMinutes * 60_000) as number[];
    if (recent.length >= lockAfterFailures) {
      const until = (recent[recent.length - lockAfterFailures] ?? now) + lockMinutes * 60_000;
      throw new ApiError('STEP_UP_LOCKED', 429, `Too many failed attempts. Try again after ${new Date(until).toISOString()}.`, {
        action,
        lockedUntil: new Date(until).toISOString(),
      });
    }
  };

  const service: StepUpService = {
    userFactors: (user) => ({ email: true, sms: Boolean(phoneOf(user)), totp: totp.isEnabled(user.id) }),
    factorsFor(user, action, session) {
      const config = ctx.config(user.regulator);
      return requiredFactors(config.security.stepUp, action, userPredicateContext(config, user, session), service.userFactors(user), config.policies);
    },
    enforce(request, user, action, session) {
      const factors = service.factorsFor(user, action, session);
      if (factors.length === 0) return;
      assertNotLocked(user, action);
      const h = ctx.config(user.regulator).http.headers;
      const header = (name: string) => {
        const value = request.headers[name.toLowerCase()];
        return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
      };
      const given = {
        email: header(h.emailTransactionId) && header(h.emailCode) ? { tx: header(h.emailTransactionId)!, code: header(h.emailCode)! } : undefined,
        sms: header(h.phoneTransactionId) && header(h.phoneCode) ? { tx: header(h.phoneTransactionId)!, code: header(h.phoneCode)! } : undefined,
        totp: header(h.totpCode),
      };
      const missing = factors.filter((f) => !given[f]);
      const asked = { action, factors, missing, email: maskEmail(user.email), ...(phoneOf(user) ? { phone: maskPhone(phoneOf(user) ?? null) } : {}) };
      if (missing.length > 0) throw new ApiError('FACTORS_REQUIRED', 403, 'Please confirm it is you to continue.', asked);
      const userKey = `user:${user.id}`;
      let checking: Factor = 'totp';
      try {
        // The authenticator first: its next code comes every 30 s, an e-mail code costs a new message.
        if (factors.includes('totp')) totp.verify(user.id, given.totp!);
        checking = 'email';
        if (factors.includes('email')) {
          const { address } = otp.verify({ transactionId: given.email!.tx, code: given.email!.code, purpose: `stepUpEmail:${action}`, userKey });
          if (address.toLowerCase() !== user.email.toLowerCase()) throw new ApiError('OTP_INVALID', 400, 'The code is not valid.');
        }
        checking = 'sms';
        if (factors.includes('sms')) {
          const { address } = otp.verify({ transactionId: given.sms!.tx, code: given.sms!.code, purpose: `stepUpSms:${action}`, userKey });
          if (address !== phoneOf(user)) throw new ApiError('OTP_INVALID', 400, 'The code is not valid.');
        }
      } catch (error) {
        ctx.db.prepare('INSERT INTO step_up_failures (user_id, action, at) VALUES (?, ?, ?)').run(user.id, action, clock.now());
        if (!(error instanceof ApiError)) throw error;
        // A wrong code keeps the dialog open: the refusal says which factor failed and how many tries are left.
        const { lockAfterFailures, lockMinutes } = lockFailures();
        const recent = ctx.db
          .prepare('SELECT COUNT(*) FROM step_up_failures WHERE user_id = ? AND action = ? AND at > ?')
          .pluck()
          .get(user.id, action, clock.now() - lockMinutes * 60_000) as number;
        throw new ApiError(error.codeName, error.status, error.message, {
          ...(error.data ?? {}),
          stepUp: { ...asked, wrong: checking, triesLeft: Math.max(0, lockAfterFailures - recent) },
        });
      }
    },
  };
  return service;
}
