import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { enumCode, withCountryGroups } from '../../../engine/catalog';
import { evaluate } from '../../../engine/predicates';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { tokenHash } from '../auth/tokens';
import type { ServerContext } from '../context';
import { ApiError, badRequest } from '../http/apiError';
import { registerApi } from '../http/api';
import { guessRateLimitOf } from '../http/rateLimits';
import { phoneOf } from '../mfa/stepUpService';
import { ensureModuleVerified, moduleStatusCode } from '../kyc/moduleStatus';
import { userPredicateContext } from '../users/userContext';
import { maskEmail, maskPhone, type UserRecord } from '../users/userRecord';

const tags = ['security'];
const code6 = { type: 'string', pattern: '^[0-9]{6,8}$' };
const txId = { type: 'string', format: 'uuid' };
const phoneBody = { phoneCode: { type: 'string', pattern: '^\\+[0-9]{1,4}$' }, phone: { type: 'string', pattern: '^[0-9]{5,15}$' } };
const changedSchema = { type: 'object', properties: { otherSessions: { type: 'integer' } } };

/** The security centre: e-mail, phone, authenticator, password, API keys, and the step-up factor rules. */
export function securityRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const otherSessions = (userId: number, sessionId: number) =>
    ctx.db.prepare('SELECT COUNT(*) FROM sessions WHERE user_id = ? AND id != ? AND revoked_at IS NULL').pluck().get(userId, sessionId) as number;
  // The KYC modules the security centre verifies: the e-mail and phone one-time-code modules.
  const emailModuleOf = (user: UserRecord) => Number(enumCode(ctx.config(user.regulator).enumerations, 'kycModule', 'emailOtp'));
  const phoneModuleOf = (user: UserRecord) => Number(enumCode(ctx.config(user.regulator).enumerations, 'kycModule', 'phoneOtp'));
  const verifiedStatus = (user: UserRecord) => Number(enumCode(ctx.config(user.regulator).enumerations, 'kycModuleStatus', 'verified'));
  const moduleVerified = (user: UserRecord, code: number) => moduleStatusCode(ctx, user, code) === verifiedStatus(user);
  const emailExists = (email: string, exceptId?: number) => ctx.db.prepare('SELECT id FROM users WHERE email = ? AND id != ?').get(email, exceptId ?? -1) !== undefined;
  const phoneExists = (phoneCode: string, phone: string, exceptId?: number) =>
    ctx.db.prepare('SELECT id FROM users WHERE phone_code = ? AND phone = ? AND id != ?').get(phoneCode, phone, exceptId ?? -1) !== undefined;
  // Guessable checks share the sign-in limits: the per-address rate and the account's lock.
  const guessRateLimit = guessRateLimitOf(ctx);
  /** An authenticator check under the account's guess lock: a wrong code counts as a failed sign-in. */
  const guarded = (user: UserRecord, check: () => void) => {
    ctx.guessLock.assertOpen(user.email);
    try {
      check();
    } catch (error) {
      if ((error as ApiError).codeName === 'TOTP_INVALID') ctx.guessLock.fail(user.email);
      throw error;
    }
  };
  /** A code sent to a new address for binding, checked once against that address. */
  const verifyNewAddress = (user: UserRecord, purpose: 'bindEmail' | 'bindPhone', address: string, transactionId: string, code: string) => {
    const verified = ctx.otp.verify({ transactionId, code, purpose, userKey: `user:${user.id}` });
    if (verified.address.toLowerCase() !== address.toLowerCase()) throw new ApiError('OTP_INVALID', 400, 'The code was sent to a different address.');
  };

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['cp', 'web'],
    path: 'multiFactorAuth/info',
    summary: "The user's factors: e-mail (masked, verified), phone (bound, masked), authenticator (on, must be re-bound)",
    tags,
    auth: 'required',
    data: {
      type: 'object',
      properties: {
        email: { type: 'object', properties: { masked: { type: 'string' }, verified: { type: 'boolean' } } },
        phone: { type: 'object', properties: { bound: { type: 'boolean' }, masked: { type: 'string' }, verified: { type: 'boolean' } } },
        totp: { type: 'object', properties: { enabled: { type: 'boolean' }, mustRebind: { type: 'boolean' } } },
        apiKeys: { type: 'integer' },
      },
    },
    handler: ({ auth }) => {
      const user = auth.user;
      return {
        email: { masked: maskEmail(user.email), verified: moduleVerified(user, emailModuleOf(user)) },
        phone: { bound: Boolean(phoneOf(user)), masked: maskPhone(phoneOf(user) ?? null), verified: moduleVerified(user, phoneModuleOf(user)) },
        totp: { enabled: ctx.totp.isEnabled(user.id), mustRebind: ctx.totp.mustRebind(user.id) },
        apiKeys: ctx.db.prepare('SELECT COUNT(*) FROM api_keys WHERE user_id = ? AND revoked_at IS NULL').pluck().get(user.id) as number,
      };
    },
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['cp', 'web'],
    path: 'multiFactorAuth/hintInfo',
    summary: 'Hints for the security centre: re-bind the authenticator (opens /profile/securityManagement), turn it on',
    tags,
    auth: 'required',
    data: { type: 'object', properties: { mustRebindAuthenticator: { type: 'boolean' }, recommendAuthenticator: { type: 'boolean' }, securityManagementPath: { type: 'string' } } },
    handler: ({ auth }) => ({
      mustRebindAuthenticator: ctx.totp.mustRebind(auth.user.id),
      recommendAuthenticator: !ctx.totp.isEnabled(auth.user.id),
      securityManagementPath: '/profile/securityManagement',
    }),
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['cp', 'web'],
    path: 'multiFactorAuth/:method/getMultiAuthMethod',
    summary: 'The factors an action (withdraw, modifyEmail, ...) needs from this user, so the form can ask for them up front',
    tags,
    auth: 'required',
    params: { type: 'object', required: ['method'], properties: { method: { type: 'string', pattern: '^[a-zA-Z]{1,40}$' } } },
    data: { type: 'object', properties: { action: { type: 'string' }, factors: { type: 'array', items: { type: 'string' } }, email: { type: 'string' }, phone: { type: 'string' } } },
    handler: ({ auth, params }) => {
      const action = params.method ?? '';
      if (!ctx.config(auth.user.regulator).security.stepUp[action]) throw badRequest(`"${action}" is not a step-up action`);
      return { action, factors: ctx.stepUp.factorsFor(auth.user, action, auth.session), email: maskEmail(auth.user.email), phone: maskPhone(phoneOf(auth.user) ?? null) };
    },
  });

  registerApi(app, ctx, {
    method: 'POST',
    bases: ['cp', 'web'],
    path: 'multiFactorAuth/totp/setup',
    summary: 'A new authenticator key (shown once: manual key and otpauth URI for the QR code); needs the factors of enableAuthenticator or modifyAuthenticator',
    tags,
    auth: 'required',
    data: { type: 'object', properties: { secret: { type: 'string' }, otpauthUri: { type: 'string' } } },
    handler: ({ auth, raw }) => {
      ctx.stepUp.enforce(raw, auth.user, ctx.totp.isEnabled(auth.user.id) ? 'modifyAuthenticator' : 'enableAuthenticator', auth.session);
      return ctx.totp.beginSetup(auth.user.id, auth.user.email);
    },
  });

  registerApi<{ code: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['cp', 'web'],
    path: 'multiFactorAuth/totp/preValidate',
    summary: 'Confirms the new authenticator with a code from the app (it becomes the active one); otherwise checks a code of the active one',
    tags,
    auth: 'required',
    body: { type: 'object', additionalProperties: false, required: ['code'], properties: { code: code6 } },
    data: { type: 'object', properties: { enabled: { type: 'boolean' }, otherSessions: { type: 'integer' } } },
    config: guessRateLimit,
    handler: ({ auth, body }) => {
      const pending = ctx.db.prepare('SELECT pending_secret_enc FROM user_totp WHERE user_id = ?').pluck().get(auth.user.id);
      guarded(auth.user, () => (pending ? ctx.totp.confirmSetup(auth.user.id, body.code) : ctx.totp.verify(auth.user.id, body.code)));
      return { enabled: true, otherSessions: otherSessions(auth.user.id, auth.session.id) };
    },
  });

  registerApi(app, ctx, {
    method: 'POST',
    bases: ['cp', 'web'],
    path: 'multiFactorAuth/totp/disable',
    summary: 'Turns the authenticator off (needs the factors of modifyAuthenticator)',
    tags,
    auth: 'required',
    stepUp: 'modifyAuthenticator',
    data: changedSchema,
    handler: ({ auth }) => {
      ctx.totp.disable(auth.user.id);
      return { otherSessions: otherSessions(auth.user.id, auth.session.id) };
    },
  });

  registerApi<{ transactionId: string; code: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['cp', 'web'],
    path: 'multiFactorAuth/email/preValidate',
    summary: "Verifies the account's e-mail with a code sent to it (purpose verifyEmail)",
    tags,
    auth: 'required',
    config: guessRateLimit,
    body: { type: 'object', additionalProperties: false, required: ['transactionId', 'code'], properties: { transactionId: txId, code: code6 } },
    data: { type: 'object', properties: { verified: { type: 'boolean' } } },
    handler: ({ auth, body }) => {
      const { address } = ctx.otp.verify({ transactionId: body.transactionId, code: body.code, purpose: 'verifyEmail', userKey: `user:${auth.user.id}` });
      if (address.toLowerCase() !== auth.user.email.toLowerCase()) throw new ApiError('OTP_INVALID', 400, 'The code was sent to a different address.');
      ctx.db.transaction(() => ensureModuleVerified(ctx, auth.user, emailModuleOf(auth.user), 'user'))();
      return { verified: true };
    },
  });

  registerApi<{ email: string; transactionId: string; code: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['cp', 'web'],
    path: 'multiFactorAuth/email/bind',
    summary: 'Changes the e-mail address: the factors of modifyEmail, plus a code sent to the new address (purpose bindEmail)',
    tags,
    auth: 'required',
    stepUp: 'modifyEmail',
    body: { type: 'object', additionalProperties: false, required: ['email', 'transactionId', 'code'], properties: { email: { type: 'string', format: 'email', maxLength: 254 }, transactionId: txId, code: code6 } },
    data: { type: 'object', properties: { email: { type: 'string' }, otherSessions: { type: 'integer' } } },
    handler: ({ auth, body }) => {
      const email = body.email.trim();
      if (emailExists(email, auth.user.id)) throw new ApiError('ALREADY_IN_USE', 400, 'This e-mail address is already used by another account.');
      verifyNewAddress(auth.user, 'bindEmail', email, body.transactionId, body.code);
      ctx.db.transaction(() => {
        ctx.db.prepare('UPDATE users SET email = ? WHERE id = ?').run(email, auth.user.id);
        ensureModuleVerified(ctx, auth.user, emailModuleOf(auth.user), 'user');
      })();
      return { email: maskEmail(email), otherSessions: otherSessions(auth.user.id, auth.session.id) };
    },
  });

  const bindPhone = (path: string, summary: string, needsExisting: boolean) =>
    registerApi<{ phoneCode: string; phone: string; transactionId: string; code: string }, unknown>(app, ctx, {
      method: 'POST',
      bases: ['cp', 'web'],
      path,
      summary,
      tags,
      auth: 'required',
      stepUp: 'modifyPhone',
      body: { type: 'object', additionalProperties: false, required: ['phoneCode', 'phone', 'transactionId', 'code'], properties: { ...phoneBody, transactionId: txId, code: code6 } },
      data: { type: 'object', properties: { phone: { type: 'string' }, otherSessions: { type: 'integer' } } },
      handler: ({ auth, body }) => {
        if (needsExisting !== Boolean(phoneOf(auth.user))) throw badRequest(needsExisting ? 'there is no phone number to change: bind one' : 'a phone number is already bound: change it');
        if (phoneExists(body.phoneCode, body.phone, auth.user.id)) throw new ApiError('ALREADY_IN_USE', 400, 'This phone number is already used by another account.');
        verifyNewAddress(auth.user, 'bindPhone', `${body.phoneCode}${body.phone}`, body.transactionId, body.code);
        ctx.db.transaction(() => {
          ctx.db.prepare('UPDATE users SET phone_code = ?, phone = ? WHERE id = ?').run(body.phoneCode, body.phone, auth.user.id);
          ensureModuleVerified(ctx, auth.user, phoneModuleOf(auth.user), 'user');
        })();
        return { phone: maskPhone(`${body.phoneCode}${body.phone}`), otherSessions: otherSessions(auth.user.id, auth.session.id) };
      },
    });
  bindPhone('multiFactorAuth/mobile/bind', 'Binds a phone number (none yet): the factors of modifyPhone plus a code sent to it (purpose bindPhone)', false);
  bindPhone('multiFactorAuth/update/mobile', 'Changes the phone number: the factors of modifyPhone plus a code sent to the new one (purpose bindPhone)', true);

  registerApi<{ password: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'checkPassword',
    summary: "Checks the user's password (failures count towards the sign-in lock of the account)",
    tags,
    auth: 'required',
    config: guessRateLimit,
    body: { type: 'object', additionalProperties: false, required: ['password'], properties: { password: { type: 'string', minLength: 1, maxLength: 200 } } },
    data: { type: 'object', properties: { valid: { type: 'boolean' } } },
    handler: async ({ auth, body }) => {
      ctx.guessLock.assertOpen(auth.user.email);
      const valid = await verifyPassword(body.password, auth.user.password_hash);
      if (valid) ctx.guessLock.clear(auth.user.email);
      else ctx.guessLock.fail(auth.user.email);
      return { valid };
    },
  });

  registerApi<{ email: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'checkIsExistEmail',
    summary: 'Whether an e-mail address is already used by another account (before binding it)',
    tags,
    auth: 'required',
    config: guessRateLimit,
    body: { type: 'object', additionalProperties: false, required: ['email'], properties: { email: { type: 'string', format: 'email', maxLength: 254 } } },
    data: { type: 'object', properties: { exists: { type: 'boolean' } } },
    handler: ({ auth, body }) => ({ exists: emailExists(body.email.trim(), auth.user.id) }),
  });

  registerApi<{ phoneCode: string; phone: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'checkIsExistPhone',
    summary: 'Whether a phone number is already used by another account (before binding it)',
    tags,
    auth: 'required',
    config: guessRateLimit,
    body: { type: 'object', additionalProperties: false, required: ['phoneCode', 'phone'], properties: phoneBody },
    data: { type: 'object', properties: { exists: { type: 'boolean' } } },
    handler: ({ auth, body }) => ({ exists: phoneExists(body.phoneCode, body.phone, auth.user.id) }),
  });

  registerApi<{ oldPassword: string; newPassword: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['cp', 'web'],
    path: 'profile/changePassword',
    summary: 'Changes the password: the current one, a strong new one, and the factors of modifyPassword',
    tags,
    auth: 'required',
    stepUp: 'modifyPassword',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['oldPassword', 'newPassword'],
      properties: { oldPassword: { type: 'string', minLength: 1, maxLength: 200 }, newPassword: { type: 'string', minLength: 8, maxLength: 200 } },
    },
    data: changedSchema,
    handler: async ({ auth, body }) => {
      if (!(await verifyPassword(body.oldPassword, auth.user.password_hash))) throw new ApiError('PASSWORD_WRONG', 400, 'The current password is not correct.');
      if (!/[a-z]/.test(body.newPassword) || !/[A-Z]/.test(body.newPassword) || !/[0-9]/.test(body.newPassword)) {
        throw new ApiError('VALIDATION_FAILED', 400, 'The new password needs a lower-case letter, an upper-case letter and a digit.');
      }
      ctx.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(await hashPassword(body.newPassword), auth.user.id);
      return { otherSessions: otherSessions(auth.user.id, auth.session.id) };
    },
  });

  registerApi(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'session/endOthers',
    summary: "Signs out the user's other sessions (offered after a change of e-mail, phone, password or authenticator)",
    tags,
    auth: 'required',
    data: { type: 'object', properties: { ended: { type: 'integer' } } },
    handler: ({ auth }) => ({ ended: ctx.sessions.revokeOthers(auth.user.id, auth.session.id) }),
  });

  registerApi(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'ibSDK/generateSecret',
    summary: 'A new IB SDK API key (the secret is shown once, stored hashed); needs the factors of generateApiKey',
    tags: ['ib'],
    auth: 'required',
    ibOnly: true,
    stepUp: 'generateApiKey',
    data: { type: 'object', properties: { keyId: { type: 'string' }, secret: { type: 'string' }, createdAt: { type: 'string' } } },
    handler: ({ auth }) => {
      const keyId = `ak_${randomBytes(8).toString('hex')}`;
      const secret = randomBytes(32).toString('base64url');
      const now = ctx.clock.now();
      ctx.db.transaction(() => {
        ctx.db.prepare('UPDATE api_keys SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(now, auth.user.id);
        ctx.db.prepare('INSERT INTO api_keys (user_id, key_id, secret_hash, created_at) VALUES (?, ?, ?, ?)').run(auth.user.id, keyId, tokenHash(secret), now);
      })();
      return { keyId, secret, createdAt: new Date(now).toISOString() };
    },
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'ibSDK/queryDataAuth',
    summary: "The data an IB's API key may read",
    tags: ['ib'],
    auth: 'required',
    ibOnly: true,
    data: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, labelKey: { type: 'string' } } } },
    handler: ({ auth }) => ctx.config(auth.user.regulator).security.apiAccess.data,
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'ibSDK/queryInterfaceAuth',
    summary: "The API paths an IB's API key may call, and the active key's id",
    tags: ['ib'],
    auth: 'required',
    ibOnly: true,
    data: { type: 'object', properties: { interfaces: { type: 'array', items: { type: 'string' } }, keyId: { type: ['string', 'null'] } } },
    handler: ({ auth }) => ({
      interfaces: ctx.config(auth.user.regulator).security.apiAccess.interfaces,
      keyId: (ctx.db.prepare('SELECT key_id FROM api_keys WHERE user_id = ? AND revoked_at IS NULL').pluck().get(auth.user.id) as string | undefined) ?? null,
    }),
  });

  registerApi<unknown, { countryCode?: string }>(app, ctx, {
    method: 'GET',
    bases: ['userApi'],
    path: 'outer/otp/sms/getAvailableChannels',
    summary: 'The channels a phone code may be sent by in a country (SMS, WhatsApp, ...)',
    tags,
    auth: 'optional',
    query: { type: 'object', additionalProperties: false, properties: { countryCode: { type: 'string', pattern: '^[A-Z]{2}$' } } },
    data: { type: 'object', properties: { channels: { type: 'array', items: { type: 'string' } } } },
    handler: ({ auth, query }) => {
      const config = ctx.config(auth?.user.regulator);
      const country = query.countryCode ? config.countries.find((c) => c.code === query.countryCode) : undefined;
      const facts = auth ? userPredicateContext(config, auth.user, auth.session, country ? { countryId: country.id } : {}) : withCountryGroups(country ? { countryId: country.id } : {}, config.countryGroups);
      const sms = config.security.smsChannels;
      return { channels: sms.overrides?.find((o) => evaluate(o.when, facts, config.policies))?.channels ?? sms.channels };
    },
  });

}
