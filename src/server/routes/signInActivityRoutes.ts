import type { FastifyInstance } from 'fastify';
import { activeDevices, signInHistory } from '../auth/signInHistory';
import type { ServerContext } from '../context';
import { registerApi } from '../http/api';

const tags = ['security'];
const historyLength = 20;
const entry = {
  at: { type: 'string' },
  ip: { type: ['string', 'null'] },
  userAgent: { type: ['string', 'null'], description: 'The user-agent string as the browser sent it' },
  browser: { type: ['string', 'null'], description: 'The browser and its major version read from the user agent ("Chrome 131"); null when it names none' },
  os: { type: ['string', 'null'], description: 'The operating system read from the user agent ("Windows"); null when it names none' },
};

/** The security centre's sign-in activity: history, devices signed in, "sign out everywhere", recovery codes. */
export function signInActivityRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'security/signInHistory',
    summary: `The user's last ${historyLength} sign-ins (time, network address, browser and operating system), newest first`,
    tags,
    auth: 'required',
    data: { type: 'array', items: { type: 'object', properties: entry } },
    handler: ({ auth }) => signInHistory(ctx, auth.user.id, historyLength),
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'security/devices',
    summary: 'Sessions still signed in (this one marked current)',
    tags,
    auth: 'required',
    data: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, kind: { type: 'string' }, lastSeenAt: { type: 'string' }, current: { type: 'boolean' }, ...entry },
      },
    },
    handler: ({ auth }) => activeDevices(ctx, auth.user.id, auth.session.id),
  });

  registerApi(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'security/signOutEverywhere',
    summary: 'Signs out every session of the user, this one included',
    tags,
    auth: 'required',
    data: { type: 'object', properties: { ended: { type: 'integer' } } },
    handler: ({ auth, reply }) => {
      const ended = ctx.sessions.revokeOthers(auth.user.id, auth.session.id);
      ctx.sessions.revoke(auth.token);
      reply.clearCookie(ctx.config().security.session.cookieName, { path: '/' });
      return { ended: ended + 1 };
    },
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'security/recoveryCodes',
    summary: 'How many authenticator recovery codes are left unused',
    tags,
    auth: 'required',
    data: { type: 'object', properties: { remaining: { type: 'integer' }, authenticator: { type: 'boolean' } } },
    handler: ({ auth }) => ({ remaining: ctx.totp.recoveryCodesLeft(auth.user.id), authenticator: ctx.totp.isEnabled(auth.user.id) }),
  });

  registerApi(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'security/recoveryCodes',
    summary: 'New authenticator recovery codes, shown this once (stored hashed; each works once instead of an authenticator code); earlier codes stop working',
    tags,
    auth: 'required',
    stepUp: 'recoveryCodes',
    data: { type: 'object', properties: { codes: { type: 'array', items: { type: 'string' } } } },
    handler: ({ auth }) => ({ codes: ctx.totp.issueRecoveryCodes(auth.user.id, ctx.config(auth.user.regulator).security.registration.recoveryCodes.count) }),
  });
}
