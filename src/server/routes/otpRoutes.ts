import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { badRequest } from '../http/apiError';
import { registerApi } from '../http/api';
import { serverText } from '../i18n/serverText';
import { assertEmailFree, assertPhoneBindable } from '../security/securityCentre';
import { maskEmail, maskPhone, type UserRecord } from '../users/userRecord';
import { phoneCodePattern, phoneNumberPattern } from '../../../engine/text';

const tags = ['mfa'];
/** The purposes whose codes confirm a step-up action (config/security.yaml otpPurposes). */
export const stepUpPurposes = new Set(['stepUpEmail', 'stepUpSms']);
const sentSchema = {
  type: 'object',
  properties: { transactionId: { type: 'string' }, resendSeconds: { type: 'integer' }, expiresAt: { type: 'string' }, sentTo: { type: 'string' } },
};

/** Where a code for a purpose goes: the account's own address, or a new one given in the request. */
function recipient(ctx: ServerContext, user: UserRecord, purpose: string, channel: 'email' | 'sms', given: string | undefined): string {
  const rule = ctx.config(user.regulator).security.otpPurposes[purpose];
  if (!rule || rule.channel !== channel) throw badRequest(`"${purpose}" is not a ${channel} code purpose`);
  if (rule.to === 'new') {
    if (!given) throw badRequest(`a ${channel === 'email' ? 'new e-mail address' : 'new phone number'} is required for ${purpose}`);
    // No code goes to an e-mail address another customer uses (phones: checked by the SMS route).
    if (channel === 'email') assertEmailFree(ctx, given.trim(), user.id);
    return given;
  }
  const own = channel === 'email' ? user.email : user.phone ? `${user.phone_code ?? ''}${user.phone}` : undefined;
  if (!own) throw badRequest('there is no phone number on this account');
  return own;
}

/** Step-up purposes need the action the code is for (config/security.yaml stepUp); others take none. */
function stepUpActionOf(ctx: ServerContext, user: UserRecord, purpose: string, action: string | undefined): string | undefined {
  if (!stepUpPurposes.has(purpose)) {
    if (action) throw badRequest(`"${purpose}" codes are not for an action`);
    return undefined;
  }
  if (!action || !ctx.config(user.regulator).security.stepUp[action])
    throw badRequest(`a step-up code needs the action it confirms (one of ${Object.keys(ctx.config(user.regulator).security.stepUp).join(', ')})`);
  return action;
}

export function otpRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const send = (user: UserRecord, purpose: string, channel: 'email' | 'sms', given?: string, action?: string) => {
    const address = recipient(ctx, user, purpose, channel, given);
    const stepUpAction = stepUpActionOf(ctx, user, purpose, action);
    const config = ctx.config(user.regulator);
    const minutes = Math.round(config.constants.otp.expirySeconds / 60);
    const sent = ctx.otp.send({
      channel,
      address,
      // A step-up code belongs to one action: it cannot confirm another, and each action has its own resend wait.
      purpose: stepUpAction ? `${purpose}:${stepUpAction}` : purpose,
      userId: user.id,
      subject: serverText(ctx.load, config.security.otpPurposes[purpose]!.subjectKey, {}, user.language),
      body: (code) => serverText(ctx.load, 'otp.body', { code, count: minutes }, user.language),
    });
    return {
      transactionId: sent.transactionId,
      resendSeconds: sent.resendSeconds,
      expiresAt: new Date(sent.expiresAt).toISOString(),
      sentTo: channel === 'email' ? maskEmail(address) : maskPhone(address),
    };
  };
  const purpose = { type: 'string', minLength: 1, maxLength: 40, pattern: '^[a-zA-Z]+$' };
  const action = { type: 'string', minLength: 1, maxLength: 40, pattern: '^[a-zA-Z]+$' };

  registerApi<{ purpose: string; email?: string; action?: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'mfa/sendEmailVerificationCode',
    summary: "Send a 6-digit code by e-mail (to the account's address, or to a new one for binding); not again within 60 s",
    tags,
    auth: 'required',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['purpose'],
      properties: { purpose, action, email: { type: 'string', format: 'email', maxLength: 254 } },
    },
    data: sentSchema,
    handler: ({ auth, body }) => send(auth.user, body.purpose, 'email', body.email, body.action),
  });

  registerApi<{ purpose: string; phone?: string; phoneCode?: string; captchaToken?: string; action?: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'mfa/sendSmsVerificationCode',
    summary: "Send a 6-digit code by SMS (to the account's phone, or to a new one for binding); not again within 60 s",
    tags,
    auth: 'required',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['purpose'],
      properties: {
        purpose,
        action,
        phone: { type: 'string', pattern: phoneNumberPattern },
        phoneCode: { type: 'string', pattern: phoneCodePattern },
        captchaToken: { type: 'string', minLength: 1, maxLength: 100 },
      },
    },
    data: sentSchema,
    handler: ({ auth, body }) => {
      // No code goes to a phone another customer uses: refused before the captcha is spent.
      if (body.phone && ctx.config(auth.user.regulator).security.otpPurposes[body.purpose]?.to === 'new')
        assertPhoneBindable(ctx, auth.user, { phoneCode: body.phoneCode ?? '', phone: body.phone });
      // Captcha before any SMS (config/security.yaml captcha.beforeSms): SMS costs money and can be abused.
      if (ctx.config(auth.user.regulator).security.captcha.beforeSms) {
        const country = ctx.config(auth.user.regulator).countries.find((c) => c.id === auth.user.country_id);
        ctx.captcha.consume(body.captchaToken, {
          userId: String(auth.user.id),
          phone: body.phone ?? auth.user.phone ?? '',
          countryCode: body.phoneCode ?? auth.user.phone_code ?? country?.code ?? '',
        });
      }
      return send(auth.user, body.purpose, 'sms', body.phone ? `${body.phoneCode ?? ''}${body.phone}` : undefined, body.action);
    },
  });

  registerApi<{ purpose: string; channel: 'email' | 'sms'; address?: string; action?: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'mfa/reSendOtpSecondLeft',
    summary: 'Seconds to wait before another code may be sent for a purpose',
    tags,
    auth: 'required',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['purpose', 'channel'],
      properties: { purpose, action, channel: { type: 'string', enum: ['email', 'sms'] }, address: { type: 'string', minLength: 3, maxLength: 254 } },
    },
    data: { type: 'object', properties: { secondsLeft: { type: 'integer' } } },
    handler: ({ auth, body }) => {
      const stepUpAction = stepUpActionOf(ctx, auth.user, body.purpose, body.action);
      const address = recipient(ctx, auth.user, body.purpose, body.channel, body.address);
      return { secondsLeft: ctx.otp.secondsLeft(address, stepUpAction ? `${body.purpose}:${stepUpAction}` : body.purpose) };
    },
  });
}
