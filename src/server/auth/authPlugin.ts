import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PortalConfig } from '../../../engine/config';
import type { ServerContext } from '../context';
import { requestLanguage } from '../i18n/requestLanguage';
import { ApiError } from '../http/apiError';
import type { PortalPreview } from '../studio/previewSessions';
import { previewScope } from '../studio/previewScope';
import type { UserRecord } from '../users/userRecord';
import type { Session } from './sessionService';
import { safeEqual } from './tokens';

export interface RequestAuth {
  session: Session;
  user: UserRecord;
  token: string;
  /**
   * The language this request is answered in (requestLanguage: its X-Lang header or lang parameter, else the user's
   * stored language, user.language); a studio preview's is the preview's own.
   */
  language: string;
  /**
   * How the request carried its token: the xtoken header (API clients, the app), the HttpOnly cookie
   * (the browser), or the studio's preview token (the portal inside the studio's preview frame).
   */
  via: 'header' | 'cookie' | 'preview';
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: RequestAuth;
    /** Set when the portal inside the studio's preview frame makes the request. */
    preview?: PortalPreview & { composed: PortalConfig };
  }
  interface FastifyContextConfig {
    /** A state-changing method (POST) for a call that only reads: the studio's read-only preview may make it. */
    reads?: boolean;
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
      // request.host: the Host header, or HTTP/2's :authority.
      return from.host === new URL(`${from.protocol}//${request.host}`).host;
    } catch {
      return false; // "null" (sandboxed frames, data: pages) and garbage
    }
  }
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

const crossSite = () => new ApiError('CROSS_SITE_REQUEST', 403, 'This request did not come from the portal page. Reload the page and try again.');
const previewReadOnly = () =>
  new ApiError('PREVIEW_READ_ONLY', 403, 'This is a preview of the portal in the config studio: nothing can be changed, sent or moved here.');

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
    const previewHeader = ctx.config().http.headers.studioPreview?.toLowerCase();
    const previewToken = previewHeader ? request.headers[previewHeader] : undefined;
    const preview = ctx.previews.resolve(request, typeof previewToken === 'string' ? previewToken : undefined);
    if (preview !== undefined) {
      // A preview's call is the preview's only: never the portal session the same browser may hold in its cookie.
      if (preview === null) return;
      if (changesState && !request.routeOptions.config?.reads) throw previewReadOnly();
      request.auth = preview.auth;
      request.preview = { ...preview, composed: await preview.config() };
      return;
    }
    const found = sessionToken(request, ctx);
    const resolved = found && ctx.sessions.resolve(found.token);
    // Answered in the language of the page that asks (its X-Lang header, or a plain link's lang), else the one stored for
    // the user: the same user may have two pages open in two languages, and each reads its texts (rebate details, labels) in its own.
    if (found && resolved) request.auth = { ...resolved, ...found, language: requestLanguage(ctx, request, resolved.user.language) };
  });
  // The handler of a preview's call runs with the preview's config (previewScope): set after the body is read,
  // whose stream events would not carry it.
  app.addHook('preHandler', (request, _reply, done) => (request.preview ? previewScope.run(request.preview.composed, done) : done()));
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
