import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerApi } from '../http/api';
import { rateLimitOf } from '../http/rateLimits';
import { requestLanguage } from '../i18n/requestLanguage';
import { createEmailLinks } from '../signUp/emailLinks';
import { referralCodePattern } from '../../../engine/ib';
import { createRegistrationService } from '../signUp/registrationService';

const tags = ['signUp'];
const email = { type: 'string', format: 'email', maxLength: 254 };
const password = { type: 'string', minLength: 1, maxLength: 200 };
const token = { type: 'string', minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' };
const sent = { type: 'object', properties: { sent: { type: 'boolean' } } };

/** Anonymous sign-up and recovery; each endpoint limited per network address (config/security.yaml rateLimits.registration). */
export function signUpRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const service = createRegistrationService(ctx, createEmailLinks(ctx.db, ctx.clock));
  const limit = rateLimitOf(ctx, 'registration');

  registerApi<{ countryId: number }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'register/entity',
    summary: 'The regulator entity a resident of a country signs up with, or SIGN_UP_REFUSED with the reason (restricted countries)',
    tags,
    auth: 'none',
    config: limit,
    body: { type: 'object', additionalProperties: false, required: ['countryId'], properties: { countryId: { type: 'integer', minimum: 1 } } },
    data: { type: 'object', properties: { regulator: { type: 'string' } } },
    handler: ({ body }) => service.entityFor(body.countryId),
  });

  registerApi<{ email: string; password: string; name: string; countryId: number; ibCode?: string; campaign?: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'register',
    summary:
      "Open a client profile under the regulator entity of the country; a verification link goes to the outbox. With the code of an IB's referral or campaign link (the sign-up page reads both from the link) the client joins that IB's leads, the campaign counts the registration, and the IB is notified",
    tags,
    auth: 'none',
    config: limit,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['email', 'password', 'name', 'countryId'],
      properties: {
        email,
        password,
        name: { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S' },
        countryId: { type: 'integer', minimum: 1 },
        ibCode: { type: 'string', pattern: referralCodePattern },
        campaign: { type: 'string', pattern: referralCodePattern },
      },
    },
    data: { type: 'object', properties: { email: { type: 'string' }, regulator: { type: 'string' } } },
    handler: ({ body, raw }) => service.register({ ...body, language: requestLanguage(ctx, raw) }),
  });

  registerApi<{ token: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'register/verifyEmail',
    summary: 'Confirm the e-mail address with the link from the outbox (once, before it expires)',
    tags,
    auth: 'none',
    config: limit,
    body: { type: 'object', additionalProperties: false, required: ['token'], properties: { token } },
    data: { type: 'object', properties: { email: { type: 'string' } } },
    handler: ({ body }) => service.verifyEmail(body.token),
  });

  registerApi<{ email: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'register/resendVerification',
    summary: 'Send a new verification link (the same answer whether or not the address has an unverified profile)',
    tags,
    auth: 'none',
    config: limit,
    body: { type: 'object', additionalProperties: false, required: ['email'], properties: { email } },
    data: sent,
    handler: ({ body }) => (service.resendVerification(body.email), { sent: true }),
  });

  registerApi<{ email: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'password/forgot',
    summary: 'Send a single-use, expiring password reset link to the outbox (the same answer whether or not the address has a profile)',
    tags,
    auth: 'none',
    config: limit,
    body: { type: 'object', additionalProperties: false, required: ['email'], properties: { email } },
    data: sent,
    handler: ({ body }) => (service.forgotPassword(body.email), { sent: true }),
  });

  registerApi<{ token: string; password: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'password/reset',
    summary: 'Set a new password with the reset link (once, before it expires); every session of the user ends',
    tags,
    auth: 'none',
    config: limit,
    body: { type: 'object', additionalProperties: false, required: ['token', 'password'], properties: { token, password } },
    // portal: where the user signs in next, the IB portal for an IB's sub-user (its invitation's link opens this page too).
    data: { type: 'object', properties: { email: { type: 'string' }, portal: { type: 'string', enum: ['cp', 'ib'] } } },
    handler: ({ body, raw }) => service.resetPassword(body.token, body.password, requestLanguage(ctx, raw)),
  });
}
