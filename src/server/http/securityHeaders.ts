import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { HttpFile } from '../../../engine/config';

/**
 * A strict Content-Security-Policy (no inline or eval'd script), HSTS, no-sniff and a referrer
 * policy. frame-ancestors comes from config so the mobile app's webview may embed the portal.
 * Inline styles stay allowed: MUI/emotion inserts its style elements at run time.
 * Helmet's middleware is built once here: the Fastify plugin built it again for every request
 * (parsing the policy each time, about 7 KB of garbage a request on the event loop).
 */
export async function installSecurityHeaders(app: FastifyInstance, http: HttpFile): Promise<void> {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'", ...http.security.frameAncestors],
      },
    },
    strictTransportSecurity: { maxAge: http.security.hstsMaxAgeSeconds, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // frame-ancestors above decides who may frame the portal; X-Frame-Options cannot name the app's origin.
    frameguard: false,
    crossOriginEmbedderPolicy: false,
  });
  // Helmet 8 throws what fails instead of passing it on, so its next is only ever called without an error.
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, done as () => void));
}
