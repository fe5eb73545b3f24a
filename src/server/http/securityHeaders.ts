import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { HttpFile } from '../../../engine/config';

/**
 * A strict Content-Security-Policy (no inline or eval'd script), HSTS, no-sniff and a referrer
 * policy. frame-ancestors comes from config so the mobile app's webview may embed the portal.
 * Inline styles stay allowed: MUI/emotion inserts its style elements at run time.
 */
export async function installSecurityHeaders(app: FastifyInstance, http: HttpFile): Promise<void> {
  await app.register(helmet, {
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
}
