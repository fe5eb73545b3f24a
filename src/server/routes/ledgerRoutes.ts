import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerApi } from '../http/api';
import { rateLimitOf } from '../http/rateLimits';

/** The anti-reuse token: fetched by a money form before it submits, sent back as the movement's key. */
export function ledgerRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerApi(app, ctx, {
    method: 'GET',
    bases: ['payment'],
    path: 'token/anti-reuse',
    summary: 'A one-time key for the next money movement: submitting twice with it moves money once',
    tags: ['payment'],
    auth: 'required',
    config: rateLimitOf(ctx, 'antiReuseToken'),
    data: { type: 'object', properties: { token: { type: 'string' }, expiresAt: { type: 'string' } } },
    handler: ({ auth }) => {
      const { token, expiresAt } = ctx.ledger.issueAntiReuseToken(auth.user.id);
      return { token, expiresAt: new Date(expiresAt).toISOString() };
    },
  });
}
