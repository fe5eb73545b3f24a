import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { ApiError } from '../http/apiError';
import type { UserRecord } from '../users/userRecord';
import type { Session } from './sessionService';
import { safeEqual } from './tokens';

export interface RequestAuth {
  session: Session;
  user: UserRecord;
  token: string;
  /** How the request carried its token: the xtoken header (API clients, the app) or the HttpOnly cookie (the browser). */
  via: 'header' | 'cookie';
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: RequestAuth;
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The session token of a request: the spec's xtoken header first, then the HttpOnly cookie. */
export function sessionToken(request: FastifyRequest, ctx: ServerContext): { token: string; via: RequestAuth['via'] } | undefined {
  const header = ctx.config().http.headers.xtoken.toLowerCase();
  const fromHeader = request.headers[header];
  if (typeof fromHeader === 'string' && fromHeader.length > 0) return { token: fromHeader, via: 'header' };
  const fromCookie = request.cookies?.[ctx.config().security.session.cookieName];
  return fromCookie ? { token: fromCookie, via: 'cookie' } : undefined;
}

/**
 * Whether a state-changing request comes from a page of this server: its Origin (or, without one,
 * the browser's Sec-Fetch-Site) names this host or a trusted origin. Calls without either come from
 * programs, not from a page another site controls.
 */
function fromOwnSite(request: FastifyRequest, trustedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    if (trustedOrigins.includes(origin)) return true;
    try {
      const from = new URL(origin);
      return from.host === new URL(`${from.protocol}//${request.headers.host ?? ''}`).host;
    } catch {
      return false; // "null" (sandboxed frames, data: pages) and garbage
    }
  }
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

const crossSite = () => new ApiError('CROSS_SITE_REQUEST', 403, 'This request did not come from the portal page. Reload the page and try again.');

/**
 * Resolves the session of every request once; routes decide whether they need one. Against
 * cross-site request forgery, a state-changing request from another site's page is refused here;
 * a call that uses a session signed in by the cookie also checks its token (assertCsrfToken).
 */
export function installAuth(app: FastifyInstance, ctx: ServerContext): void {
  app.decorateRequest('auth', undefined);
  app.addHook('onRequest', async (request) => {
    const changesState = !safeMethods.has(request.method);
    if (changesState && !fromOwnSite(request, ctx.config().security.session.trustedOrigins ?? [])) throw crossSite();
    const found = sessionToken(request, ctx);
    const resolved = found && ctx.sessions.resolve(found.token);
    if (found && resolved) request.auth = { ...resolved, ...found };
  });
}

/**
 * A state-changing call made with the session cookie must carry the session's anti-forgery token in
 * a header: only script of this origin can read it (from the csrf cookie), so a forged form cannot.
 */
export function assertCsrfToken(ctx: ServerContext, request: FastifyRequest): void {
  const auth = request.auth;
  if (!auth || auth.via !== 'cookie' || safeMethods.has(request.method)) return;
  const sent = request.headers[ctx.config().http.headers.csrfToken.toLowerCase()];
  if (typeof sent !== 'string' || !safeEqual(sent, ctx.sessions.csrfToken(auth.token))) throw crossSite();
}
