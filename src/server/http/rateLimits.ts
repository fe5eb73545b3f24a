import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';

export type RateLimitName = keyof ReturnType<ServerContext['config']>['security']['rateLimits'];

/**
 * Route options of a named limit of config/security.yaml (rateLimits), counted per signed-in user,
 * otherwise per network address. `pick` may choose the limit per request (exports of a list);
 * `appliesTo` leaves the other requests of the route uncounted.
 */
export function rateLimitOf(
  ctx: ServerContext,
  pick: RateLimitName | ((request: FastifyRequest) => RateLimitName),
  appliesTo?: (request: FastifyRequest) => boolean,
) {
  const nameOf = (request: FastifyRequest) => (typeof pick === 'string' ? pick : pick(request));
  const limit = (request: FastifyRequest) => ctx.config().security.rateLimits[nameOf(request)];
  return {
    rateLimit: {
      max: (request: FastifyRequest) => limit(request).max,
      timeWindow: (request: FastifyRequest) => limit(request).windowSeconds * 1000,
      keyGenerator: (request: FastifyRequest) => `${nameOf(request)}:${request.auth ? `user:${request.auth.user.id}` : request.ip}`,
      ...(appliesTo ? { allowList: (request: FastifyRequest) => !appliesTo(request) } : {}),
    },
  };
}

const asksForFile = (request: FastifyRequest) => Boolean((request.query as { format?: string } | undefined)?.format);

/** A list or report that also exports: pages count against `list`, files (format=csv|xlsx) against the export limit. */
export const tableRateLimitOf = (ctx: ServerContext, list: RateLimitName) => rateLimitOf(ctx, (request) => (asksForFile(request) ? 'export' : list));

/** The sign-in limit per address, shared by every check that can be guessed (passwords, codes, whether an account exists). */
export const guessRateLimitOf = (ctx: ServerContext) => ({ rateLimit: { max: ctx.config().security.signIn.perIpPerMinute, timeWindow: 60_000 } });
