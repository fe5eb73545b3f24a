import type { FastifyInstance, FastifyReply } from 'fastify';
import { appDeviceUser } from '../auth/appDevices';
import type { Session } from '../auth/sessionService';
import { checkCredentials, refuseDisabledSubUser } from '../auth/signIn';
import { recordSignIn } from '../auth/signInHistory';
import type { ServerContext } from '../context';
import { ApiError } from '../http/apiError';
import { registerApi } from '../http/api';
import { guessRateLimitOf } from '../http/rateLimits';
import { authData } from '../users/profile';
import { signedInUserInfo } from '../users/signedInUserInfo';
import { authDataViewSchema, profileViewSchema } from '../../../engine/api';
import type { UserRecord } from '../users/userRecord';
import { userById } from '../users/userRows';

const tags = ['auth'];
const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max });

export function authRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const startSession = (reply: FastifyReply, user: UserRecord, kind: Session['kind'], options: { device?: string; appSource?: string } = {}) => {
    refuseDisabledSubUser(user);
    const { token, session } = ctx.sessions.create(user.id, kind, options);
    recordSignIn(ctx, reply.request, user.id, session.id);
    const config = ctx.config(user.regulator);
    const { cookieName, csrfCookieName } = config.security.session;
    // The browser keeps the session only in this HttpOnly cookie; the csrf cookie is the one value its script may read.
    reply.setCookie(cookieName, token, { httpOnly: true, sameSite: 'lax', secure: ctx.secureCookies, path: '/' });
    reply.setCookie(csrfCookieName, ctx.sessions.csrfToken(token), { httpOnly: false, sameSite: 'strict', secure: ctx.secureCookies, path: '/' });
    const { accessToken } = ctx.sessions.issueAccessToken(user.id, session.id);
    return authData(config, user, session, token, accessToken);
  };
  // Every way of signing in shares the per-address limit of config/security.yaml.
  const signInRateLimit = guessRateLimitOf(ctx);

  registerApi<{ email: string; password: string; captchaToken?: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'login',
    summary: 'Sign in with e-mail and password; returns the session (xtoken, a one-time accessToken for the other portal) and the auth data',
    tags,
    auth: 'none',
    config: signInRateLimit,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['email', 'password'],
      properties: { email: { type: 'string', format: 'email', maxLength: 254 }, password: text(200), captchaToken: text(100) },
    },
    data: authDataViewSchema,
    handler: async ({ body, reply, raw }) => {
      const user = await checkCredentials(ctx, raw, body.email.trim(), body.password, body.captchaToken);
      // A self-registered profile signs in once its e-mail is confirmed (the link can be sent again).
      if (!user.email_verified)
        throw new ApiError('EMAIL_NOT_VERIFIED', 403, 'Please confirm your e-mail address first: open the link we sent you.', { email: user.email });
      return startSession(reply, user, 'web');
    },
  });

  registerApi<{ accessToken: string; device?: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'login/accessToken',
    summary: 'Sign in with a one-time accessToken handed over by the other portal (inside the app when a device is given)',
    tags,
    auth: 'none',
    config: signInRateLimit,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['accessToken'],
      properties: { accessToken: text(200), device: text(200) },
    },
    data: authDataViewSchema,
    handler: ({ body, reply }) => {
      const userId = ctx.sessions.redeemAccessToken(body.accessToken);
      const user = userId === undefined ? undefined : userById(ctx.db, userId);
      if (!user) throw new ApiError('TOKEN_INVALID', 400, 'This link has expired or was already used.');
      return startSession(reply, user, body.device ? 'app' : 'handoff', body.device ? { device: body.device } : {});
    },
  });

  registerApi<{ device: string; userToken: string; sign: string; xtoken?: string; appSource?: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'login/app',
    summary: 'Sign in from the mobile app: device, the app user token and its signature',
    tags,
    auth: 'none',
    config: signInRateLimit,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['device', 'userToken', 'sign'],
      properties: { device: text(200), userToken: text(500), sign: { type: 'string', pattern: '^[0-9a-f]{64}$' }, xtoken: text(200), appSource: text(50) },
    },
    data: authDataViewSchema,
    handler: ({ body, reply }) => {
      const user = appDeviceUser(ctx, body.device, body.userToken, body.sign);
      if (!user) throw new ApiError('APP_LOGIN_FAILED', 401, 'Signing in through the app failed.');
      return startSession(reply, user, 'app', { device: body.device, ...(body.appSource ? { appSource: body.appSource } : {}) });
    },
  });

  registerApi(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'logout',
    summary: 'Sign out: the session token and the unused accessTokens issued to it stop working',
    tags,
    auth: 'optional',
    data: { type: 'null' },
    handler: ({ auth, reply }) => {
      if (auth) ctx.sessions.revoke(auth.token);
      const { cookieName, csrfCookieName } = ctx.config().security.session;
      reply.clearCookie(cookieName, { path: '/' });
      reply.clearCookie(csrfCookieName, { path: '/' });
      return null;
    },
  });

  registerApi(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'login/handoff',
    summary: 'A one-time accessToken to open the other portal signed in',
    tags,
    auth: 'required',
    data: {
      type: 'object',
      properties: { accessToken: { type: 'string' }, expiresAt: { type: 'string' }, ibUrl: { type: 'string' }, cpUrl: { type: 'string' } },
    },
    handler: ({ auth }) => {
      const { accessToken, expiresAt } = ctx.sessions.issueAccessToken(auth.user.id, auth.session.id);
      const brand = ctx.config().brand;
      return { accessToken, expiresAt: new Date(expiresAt).toISOString(), ibUrl: brand.ib.basePath, cpUrl: brand.cp.basePath };
    },
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'login/get_cp_url',
    summary: 'The client portal URL',
    tags,
    auth: 'optional',
    data: { type: 'object', properties: { url: { type: 'string' } } },
    handler: () => ({ url: ctx.config().brand.cp.basePath }),
  });

  registerApi(app, ctx, {
    method: 'POST',
    bases: ['userApi'],
    path: 'outer/login/getUserInfo',
    reads: true,
    summary: 'The signed-in user: profile and auth data',
    tags,
    auth: 'required',
    data: { type: 'object', properties: { profile: profileViewSchema, auth: authDataViewSchema } },
    handler: ({ auth }) => signedInUserInfo(ctx, auth),
  });
}
