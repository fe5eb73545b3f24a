import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import type { ServerContext } from '../context';
import { recordDeviceFingerprint } from '../device/deviceFingerprints';
import { registerApi } from '../http/api';
import { guessRateLimitOf, rateLimitOf } from '../http/rateLimits';
import { serverText } from '../i18n/serverText';
import { languageField } from '../i18n/requestLanguage';

const providerScript = readFileSync(new URL('../captcha/provider.js', import.meta.url), 'utf8');
const fingerprintScript = readFileSync(new URL('../device/fingerprint.js', import.meta.url), 'utf8');
const deviceFrame = readFileSync(new URL('../device/frame.html', import.meta.url), 'utf8');

/** The local captcha provider and the device-fingerprint adapter (scripts, challenge, verify, report). */
export function captchaRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const bases = ctx.config().http.basePaths;
  app.get(`${bases.captcha}provider.js`, { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/javascript').header('cache-control', 'public, max-age=600').send(providerScript),
  );
  app.get(`${bases.device}fingerprint.js`, { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/javascript').header('cache-control', 'public, max-age=3600').send(fingerprintScript),
  );
  app.get(`${bases.device}frame.html`, { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/html').header('cache-control', 'public, max-age=3600').send(deviceFrame),
  );

  registerApi<{ lang?: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['captcha'],
    path: 'challenge',
    summary: 'A new challenge of the local captcha provider, worded in the given language',
    tags: ['captcha'],
    auth: 'none',
    config: rateLimitOf(ctx, 'anonymousWrite'),
    body: { type: 'object', additionalProperties: false, properties: { lang: languageField } },
    data: {
      type: 'object',
      properties: { id: { type: 'string' }, question: { type: 'string' }, labels: { type: 'object', additionalProperties: { type: 'string' } } },
    },
    handler: ({ body }) => {
      const { id, a, b } = ctx.captcha.challenge();
      const text = (key: string, values: Record<string, number> = {}) => serverText(ctx.load, key, values, body.lang);
      return {
        id,
        question: text('captcha.question', { a, b }),
        labels: { answer: text('captcha.answer'), verify: text('captcha.verify'), close: text('captcha.close') },
      };
    },
  });

  registerApi<{ id: string; answer: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['captcha'],
    path: 'verify',
    summary: 'Checks an answer; a right one gives a one-time captcha token',
    tags: ['captcha'],
    auth: 'none',
    config: guessRateLimitOf(ctx),
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'answer'],
      properties: { id: { type: 'string', format: 'uuid' }, answer: { type: 'string', maxLength: 10 } },
    },
    data: { type: 'object', properties: { token: { type: 'string' } } },
    handler: ({ body }) => ({ token: ctx.captcha.verify(body.id, body.answer) }),
  });

  registerApi<{ sessionId: string; fingerprint: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['device'],
    path: 'fingerprint',
    summary: 'The device fingerprint of a session (reported by the fingerprint script)',
    tags: ['device'],
    auth: 'optional',
    config: rateLimitOf(ctx, 'anonymousWrite'),
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['sessionId', 'fingerprint'],
      properties: { sessionId: { type: 'string', format: 'uuid' }, fingerprint: { type: 'string', pattern: '^[0-9a-f]{64}$' } },
    },
    data: { type: 'null' },
    handler: ({ body, auth }) => {
      recordDeviceFingerprint(ctx, body.sessionId, auth?.user.id ?? null, body.fingerprint);
      return null;
    },
  });
}
