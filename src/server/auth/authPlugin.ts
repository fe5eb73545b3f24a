import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import type { UserRecord } from '../users/userRecord';
import type { Session } from './sessionService';

export interface RequestAuth {
  session: Session;
  user: UserRecord;
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: RequestAuth;
  }
}

/** The session token of a request: the spec's xtoken header first, then the HttpOnly cookie. */
export function sessionToken(request: FastifyRequest, ctx: ServerContext): string | undefined {
  const header = ctx.config().http.headers.xtoken.toLowerCase();
  const fromHeader = request.headers[header];
  if (typeof fromHeader === 'string' && fromHeader.length > 0) return fromHeader;
  return request.cookies?.[ctx.config().security.session.cookieName];
}

/** Resolves the session of every request once; routes decide whether they need one. */
export function installAuth(app: FastifyInstance, ctx: ServerContext): void {
  app.decorateRequest('auth', undefined);
  app.addHook('onRequest', async (request) => {
    const token = sessionToken(request, ctx);
    if (!token) return;
    const resolved = ctx.sessions.resolve(token);
    if (resolved) request.auth = { ...resolved, token };
  });
}
