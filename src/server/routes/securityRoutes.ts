import type { FastifyInstance } from 'fastify';
import { securityFactorsViewSchema } from '../../../engine/api';
import type { ServerContext } from '../context';
import { badRequest } from '../http/apiError';
import { registerApi } from '../http/api';
import { guessRateLimitOf } from '../http/rateLimits';
import { phoneOf } from '../mfa/stepUpService';
import {
  assertEmailFree,
  assertPhoneBindable,
  bindPhone,
  changeEmail,
  changePassword,
  checkPasswordChange,
  checkOwnPassword,
  confirmAuthenticator,
  emailInUse,
  factorSummary,
  otherSessionCount,
  phoneInUse,
  verifyOwnEmail,
  type PhoneBinding,
} from '../security/securityCentre';
import { maskEmail, maskPhone } from '../users/userRecord';
import { phoneCodePattern, phoneNumberPattern } from '../../../engine/text';

const tags = ['security'];
const code6 = { type: 'string', pattern: '^[0-9]{6,8}$' };
const txId = { type: 'string', format: 'uuid' };
const phoneBody = { phoneCode: { type: 'string', pattern: phoneCodePattern }, phone: { type: 'string', pattern: phoneNumberPattern } };
const changedSchema = { type: 'object', properties: { otherSessions: { type: 'integer' } } };

/** The security centre: e-mail, phone, authenticator, password, and the step-up factor rules (services: security/securityCentre.ts). */
export function securityRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // Guessable checks share the sign-in limits: the per-address rate and the account's lock.
  const guessRateLimit = guessRateLimitOf(ctx);
  const otherSessions = (userId: number, sessionId: number) => otherSessionCount(ctx, userId, sessionId);

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['cp', 'web'],
    path: 'multiFactorAuth/info',
    summary: "The user's factors: e-mail (masked, verified), phone (bound, masked), authenticator (on, must be re-bound)",
    tags,
    auth: 'required',
    data: securityFactorsViewSchema,
    handler: ({ auth }) => factorSummary(ctx, auth.user),
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['cp', 'web'],
    path: 'multiFactorAuth/hintInfo',
    summary: 'Hints for the security centre: re-bind the authenticator (opens /profile/securityManagement), turn it on',
    tags,
    auth: 'required',
    data: {
      type: 'object',
      properties: { mustRebindAuthenticator: { type: 'boolean' }, recommendAuthenticator: { type: 'boolean' }, securityManagementPath: { type: 'string' } },
    },
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
    data: {
      type: 'object',
      properties: { action: { type: 'string' }, factors: { type: 'array', items: { type: 'string' } }, email: { type: 'string' }, phone: { type: 'string' } },
    },
    handler: ({ auth, params }) => {
      const action = params.method ?? '';
      if (!ctx.config(auth.user.regulator).security.stepUp[action]) throw badRequest(`"${action}" is not a step-up action`);
      return {
        action,
        factors: ctx.stepUp.factorsFor(auth.user, action, auth.session),
        email: maskEmail(auth.user.email),
        phone: maskPhone(phoneOf(auth.user) ?? null),
      };
    },
  });

  registerApi(app, ctx, {
    method: 'POST',
    bases: ['cp', 'web'],
    path: 'multiFactorAuth/totp/setup',
    summary:
      'A new authenticator key (shown once: manual key and otpauth URI for the QR code); needs the factors of enableAuthenticator or modifyAuthenticator',
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
      confirmAuthenticator(ctx, auth.user, body.code);
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
      verifyOwnEmail(ctx, auth.user, body.transactionId, body.code);
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
    precheck: ({ auth, body }) => assertEmailFree(ctx, body.email.trim(), auth.user.id),
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['email', 'transactionId', 'code'],
      properties: { email: { type: 'string', format: 'email', maxLength: 254 }, transactionId: txId, code: code6 },
    },
    data: { type: 'object', properties: { email: { type: 'string' }, otherSessions: { type: 'integer' } } },
    handler: ({ auth, body }) => {
      const email = body.email.trim();
      changeEmail(ctx, auth.user, email, body.transactionId, body.code);
      return { email: maskEmail(email), otherSessions: otherSessions(auth.user.id, auth.session.id) };
    },
  });

  const phoneRoute = (path: string, summary: string, replacing: boolean) =>
    registerApi<PhoneBinding, unknown>(app, ctx, {
      method: 'POST',
      bases: ['cp', 'web'],
      path,
      summary,
      tags,
      auth: 'required',
      stepUp: replacing ? 'modifyPhone' : 'bindPhone',
      precheck: ({ auth, body }) => assertPhoneBindable(ctx, auth.user, body, replacing),
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['phoneCode', 'phone', 'transactionId', 'code'],
        properties: { ...phoneBody, transactionId: txId, code: code6 },
      },
      data: { type: 'object', properties: { phone: { type: 'string' }, otherSessions: { type: 'integer' } } },
      handler: ({ auth, body }) => {
        bindPhone(ctx, auth.user, body, replacing);
        return { phone: maskPhone(`${body.phoneCode}${body.phone}`), otherSessions: otherSessions(auth.user.id, auth.session.id) };
      },
    });
  phoneRoute('multiFactorAuth/mobile/bind', 'Binds a phone number (none yet): the factors of bindPhone plus a code sent to it (purpose bindPhone)', false);
  phoneRoute('multiFactorAuth/update/mobile', 'Changes the phone number: the factors of modifyPhone plus a code sent to the new one (purpose bindPhone)', true);

  registerApi<{ password: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'profile/checkPassword',
    summary: "Checks the user's password (failures count towards the sign-in lock of the account)",
    tags,
    auth: 'required',
    config: guessRateLimit,
    body: { type: 'object', additionalProperties: false, required: ['password'], properties: { password: { type: 'string', minLength: 1, maxLength: 200 } } },
    data: { type: 'object', properties: { valid: { type: 'boolean' } } },
    handler: async ({ auth, body }) => ({ valid: await checkOwnPassword(ctx, auth.user, body.password) }),
  });

  registerApi<{ email: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'profile/checkIsExistEmail',
    reads: true,
    summary: 'Whether an e-mail address is already used by another account (before binding it)',
    tags,
    auth: 'required',
    config: guessRateLimit,
    body: { type: 'object', additionalProperties: false, required: ['email'], properties: { email: { type: 'string', format: 'email', maxLength: 254 } } },
    data: { type: 'object', properties: { exists: { type: 'boolean' } } },
    handler: ({ auth, body }) => ({ exists: emailInUse(ctx, body.email.trim(), auth.user.id) }),
  });

  registerApi<{ phoneCode: string; phone: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'profile/checkIsExistPhone',
    reads: true,
    summary: 'Whether a phone number is already used by another account (before binding it)',
    tags,
    auth: 'required',
    config: guessRateLimit,
    body: { type: 'object', additionalProperties: false, required: ['phoneCode', 'phone'], properties: phoneBody },
    data: { type: 'object', properties: { exists: { type: 'boolean' } } },
    handler: ({ auth, body }) => ({ exists: phoneInUse(ctx, body.phoneCode, body.phone, auth.user.id) }),
  });

  registerApi<{ oldPassword: string; newPassword: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['cp', 'web'],
    path: 'profile/changePassword',
    summary: 'Changes the password: the current one, a new one meeting the rule of config/forms/changePassword.json, and the factors of modifyPassword',
    tags,
    auth: 'required',
    stepUp: 'modifyPassword',
    precheck: ({ auth, body }) => checkPasswordChange(ctx, auth.user, body.oldPassword, body.newPassword, auth.language),
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['oldPassword', 'newPassword'],
      // Transport bounds only: the password rule itself is config/forms/changePassword.json (security/passwordRule.ts).
      properties: { oldPassword: { type: 'string', minLength: 1, maxLength: 200 }, newPassword: { type: 'string', minLength: 1, maxLength: 200 } },
    },
    data: changedSchema,
    handler: async ({ auth, body }) => {
      await changePassword(ctx, auth.user, body.oldPassword, body.newPassword, auth.language);
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
}
