import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { evaluate } from '../../../engine/predicates';
import { assertCsrfToken, type RequestAuth } from '../auth/authPlugin';
import type { ServerContext } from '../context';
import { requireFunctionPermission } from '../kyc/kycState';
import { isIb } from '../users/profile';
import { userPredicateContext } from '../users/userContext';
import { ApiError, forbidden, unauthenticated, type ServerCodeName } from './apiError';
import { envelopeSchema, errorEnvelopeSchema, ok } from './envelope';

type JsonSchema = Record<string, unknown>;

export interface ApiRequest<B, Q> {
  body: B;
  query: Q;
  params: Record<string, string>;
  auth: RequestAuth | undefined;
  raw: FastifyRequest;
  reply: FastifyReply;
}

export interface SignedInRequest<B, Q> extends ApiRequest<B, Q> {
  auth: RequestAuth;
}

interface RouteBase {
  method: 'GET' | 'POST' | 'DELETE';
  /** Names of base paths in config/http.yaml; the route answers under each. */
  bases: readonly string[];
  /** Path after the base path ("profile/info"); ":name" marks a path parameter. */
  path: string;
  summary: string;
  tags: readonly string[];
  body?: JsonSchema;
  query?: JsonSchema;
  params?: JsonSchema;
  /** Schema of the envelope's data; responses are serialised through it, so nothing else leaks. */
  data: JsonSchema;
  /** Extra route options (rate limits, body limits). */
  config?: Record<string, unknown>;
  bodyLimit?: number;
}

export type ApiRoute<B, Q> =
  | (RouteBase & {
      auth: 'required';
      /** A named condition of config/policies.yaml the user must meet, and the code a refusal carries. */
      policy?: { name: string; refuseWith: ServerCodeName };
      /** A KYC function permission the user's level must grant; checked before the step-up, so nobody is asked for codes for an action they may not take. */
      requiresFunction?: string;
      /** A step-up action of config/security.yaml: the request must carry its factors (multi-auth headers). */
      stepUp?: string;
      /** For introducing brokers and their sub-users only: anyone else is refused (403) before the request is even read. */
      ibOnly?: boolean;
      handler: (req: SignedInRequest<B, Q>) => unknown;
    })
  | (RouteBase & { auth: 'optional' | 'none'; handler: (req: ApiRequest<B, Q>) => unknown });

/**
 * Registers one call of the API: under its base paths, with request and response schemas (which
 * also feed the OpenAPI document), the session requirement, an optional named policy from
 * config/policies.yaml, and the { code, data, msg } envelope around whatever the handler returns.
 */
export function registerApi<B = unknown, Q = unknown>(app: FastifyInstance, ctx: ServerContext, route: ApiRoute<B, Q>): void {
  const basePaths = ctx.config().http.basePaths;
  for (const base of route.bases) {
    const prefix = basePaths[base];
    if (!prefix) throw new Error(`unknown base path "${base}" for ${route.path} (config/http.yaml)`);
    app.route({
      method: route.method,
      url: prefix + route.path,
      ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
      ...(route.config ? { config: route.config } : {}),
      ...(route.auth === 'required' && route.ibOnly ? { onRequest: async (request: FastifyRequest) => refuseUnlessIb(ctx, request.auth) } : {}),
      schema: {
        summary: route.summary,
        tags: [...route.tags],
        ...(route.body ? { body: route.body } : {}),
        ...(route.query ? { querystring: route.query } : {}),
        ...(route.params ? { params: route.params } : {}),
        ...(route.auth === 'required' ? { security: [{ xtoken: [] }, { sessionCookie: [] }] } : {}),
        response: { 200: envelopeSchema(route.data), '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema },
      },
      handler: async (request, reply) => {
        const auth = request.auth;
        if (route.auth !== 'none') assertCsrfToken(ctx, request);
        if (route.auth === 'required') {
          if (!auth) throw unauthenticated();
          if (route.policy) {
            const { name, refuseWith } = route.policy;
            const config = ctx.config(auth.user.regulator);
            if (!evaluate({ policy: name }, userPredicateContext(config, auth.user, auth.session), config.policies)) {
              throw new ApiError(refuseWith, 403, `Not allowed: ${config.policies[name]?.description ?? name}`);
            }
          }
          if (route.requiresFunction) requireFunctionPermission(ctx, auth.user, route.requiresFunction, auth.session);
          // A retry with the anti-reuse token of a movement already made moves nothing: it gets the stored answer
          // (or IDEMPOTENCY_MISMATCH), so it is not asked again for factors whose one-time codes were used up.
          if (route.stepUp && !ctx.ledger.isUsedBy(antiReuseTokenOf(request.body), auth.user.id)) ctx.stepUp.enforce(request, auth.user, route.stepUp, auth.session);
        }
        const req = { body: request.body as B, query: request.query as Q, params: request.params as Record<string, string>, auth, raw: request, reply };
        const data = await route.handler(req as SignedInRequest<B, Q>);
        if (reply.sent) return reply;
        return ok(data ?? null);
      },
    });
  }
}

/** The role check of IB-only calls, run as soon as the session is known. */
function refuseUnlessIb(ctx: ServerContext, auth: RequestAuth | undefined): void {
  if (!auth) throw unauthenticated();
  if (!isIb(ctx.config(auth.user.regulator), auth.user)) throw forbidden('This is for introducing brokers only.');
}

const antiReuseTokenOf = (body: unknown): string => {
  const token = (body as { token?: unknown } | null | undefined)?.token;
  return typeof token === 'string' ? token : '';
};
