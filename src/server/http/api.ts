import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { evaluate } from '../../../engine/predicates';
import { assertCsrfToken, type RequestAuth } from '../auth/authPlugin';
import type { ServerContext } from '../context';
import { requireFunctionPermission } from '../kyc/kycState';
import { isIb } from '../users/profile';
import { userPredicateContext } from '../users/userContext';
import { ApiError, forbidden, unauthenticated, type ServerCodeName } from './apiError';
import { safeEqual } from '../auth/tokens';
import { serverText } from '../i18n/serverText';
import type { ExportFormat } from '../export/tableExport';
import { answeringBases, operationIdUnder } from './answeringBases';
import { addEnvelopeSchema, addErrorSchema, liftNamedSchemas } from './apiSchemas';
import { ok } from './envelope';

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
  /** The OpenAPI operationId; default: the method and the path in camel case (getProfileInfo), plus the base name when the route answers under several bases. */
  operationId?: string;
  body?: JsonSchema;
  query?: JsonSchema;
  params?: JsonSchema;
  /**
   * Schema of the envelope's data; responses are serialised through it, so nothing else leaks. A
   * view shared by several calls is a named constant (with `$id`, see http/viewSchema.ts): it and
   * every named schema nested in it become OpenAPI components.
   */
  data: JsonSchema;
  /** Formats the call also answers as a file download (query format=csv|xlsx|pdf), documented with their media types. */
  downloads?: readonly DownloadFormat[];
  /** Extra route options (rate limits, body limits). */
  config?: Record<string, unknown>;
  /** A POST that only reads (lists, statuses, checks): the studio's read-only preview of the portal may make it. */
  reads?: boolean;
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
      /** Checks that need no step-up code (destination, amount, account): run before the factors are asked, so nobody spends codes on a request that will be refused. */
      precheck?: (req: SignedInRequest<B, Q>) => unknown;
      /** For introducing brokers and their sub-users only: anyone else is refused (403) before the request is even read. */
      ibOnly?: boolean;
      handler: (req: SignedInRequest<B, Q>) => unknown;
    })
  | (RouteBase & {
      /** optional: a session is read when present; none: anonymous; staff: the back office's staff token (X-Staff-Token). */
      auth: 'optional' | 'none' | 'staff';
      handler: (req: ApiRequest<B, Q>) => unknown;
    });

type Security = Record<string, string[]>[];
const sessionSecurity: Security = [{ xtoken: [] }, { sessionCookie: [] }];
/** OpenAPI security of each kind of route ({} = anonymous allowed). */
const securityOf: Record<ApiRoute<unknown, unknown>['auth'], Security> = {
  required: sessionSecurity,
  optional: [...sessionSecurity, {}],
  none: [],
  staff: [{ staffToken: [] }],
};

/** Files a call may answer instead of JSON: the table exports and documents (statements). */
export type DownloadFormat = ExportFormat | 'pdf';
const mediaTypes: Record<DownloadFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

const words = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** getProfileInfo, postMultiFactorAuthTotpSetup, getMultiFactorAuthByMethodGetMultiAuthMethod ... */
export function defaultOperationId(method: string, path: string): string {
  const segments = path.split('/').map((segment) => (segment.startsWith(':') ? `by${capitalised(segment.slice(1))}` : segment));
  return method.toLowerCase() + segments.flatMap(words).map(capitalised).join('');
}

/** Staff calls are authorised by the staff token (PORTAL_STAFF_TOKEN) in the header config/http.yaml names. */
function requireStaff(ctx: ServerContext, request: FastifyRequest): void {
  const header = ctx.config().http.headers.staffToken?.toLowerCase();
  const given = header ? request.headers[header] : undefined;
  if (typeof given !== 'string' || !safeEqual(given, ctx.staffToken)) throw new ApiError('STAFF_TOKEN_INVALID', 401, 'The staff token is missing or wrong.');
}

/**
 * Registers one call of the API: under its base paths and their r / rw variants, with request and
 * response schemas (which also feed the OpenAPI document), the session requirement, an optional named
 * policy from config/policies.yaml, and the { code, data, msg } envelope around whatever the handler returns.
 */
export function registerApi<B = unknown, Q = unknown>(app: FastifyInstance, ctx: ServerContext, route: ApiRoute<B, Q>): void {
  const basePaths = ctx.config().http.basePaths;
  const baseOperationId = route.operationId ?? defaultOperationId(route.method, route.path);
  const answer = addEnvelopeSchema(app, capitalised(baseOperationId), liftNamedSchemas(app, route.data), route.summary);
  const error = addErrorSchema(app);
  const success = route.downloads
    ? {
        description: route.summary,
        content: {
          'application/json': { schema: answer },
          ...Object.fromEntries(route.downloads.map((f) => [mediaTypes[f], { schema: { type: 'string', format: 'binary' } }])),
        },
      }
    : answer;
  // One rate-limit counter for every base path the call answers under: its r / rw variants (and a second
  // base) are no second allowance. The plugin's own per-route hook would count each path apart.
  const { rateLimit, ...routeConfig } = (route.config ?? {}) as { rateLimit?: RateLimitOptions } & Record<string, unknown>;
  const limit = rateLimit ? app.rateLimit(rateLimit) : undefined;
  const onRequest = [
    ...(route.auth === 'required' && route.ibOnly ? [async (request: FastifyRequest) => refuseUnlessIb(ctx, request.auth)] : []),
    ...(limit ? [limit] : []),
  ];
  for (const { base, variant } of answeringBases(ctx.config().http, route.method, route.bases)) {
    const prefix = basePaths[base];
    if (!prefix) throw new Error(`unknown base path "${base}" for ${route.path} (config/http.yaml)`);
    app.route({
      method: route.method,
      url: prefix + route.path,
      ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
      ...(Object.keys(routeConfig).length > 0 || route.reads ? { config: { ...routeConfig, ...(route.reads ? { reads: true } : {}) } } : {}),
      ...(onRequest.length > 0 ? { onRequest } : {}),
      schema: {
        operationId: operationIdUnder(baseOperationId, base, route.bases.length > 1 || variant),
        summary: route.summary,
        tags: [...route.tags],
        ...(route.body ? { body: route.body } : {}),
        ...(route.query ? { querystring: route.query } : {}),
        ...(route.params ? { params: route.params } : {}),
        security: securityOf[route.auth],
        response: { 200: success, '4xx': error, '5xx': error },
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
              // The user reads the catalogue's text of the code, never the policy's description (issue 17).
              throw new ApiError(refuseWith, 403, serverText(ctx.load, `errorCode.${config.errorCodes.serverCodes[refuseWith] ?? 403}`, {}, auth.language));
            }
          }
          if (route.requiresFunction) requireFunctionPermission(ctx, auth.user, route.requiresFunction, auth.session);
        }
        if (route.auth === 'staff') requireStaff(ctx, request);
        const req = { body: request.body as B, query: request.query as Q, params: request.params as Record<string, string>, auth, raw: request, reply };
        // A retry with the anti-reuse token of a movement already made moves nothing: it gets the stored answer
        // (or IDEMPOTENCY_MISMATCH), so it is neither checked again nor asked for factors whose one-time codes were used up.
        if (route.auth === 'required' && auth && !ctx.ledger.isUsedBy(antiReuseTokenOf(request.body), auth.user.id)) {
          // Awaited only when it is asynchronous: a synchronous check keeps the request from the replay test to the
          // ledger in one turn of the event loop, so a duplicate sent at the same moment cannot slip in between.
          const checked = route.precheck?.(req as SignedInRequest<B, Q>);
          if (checked instanceof Promise) await checked;
          if (route.stepUp) ctx.stepUp.enforce(request, auth.user, route.stepUp, auth.session);
        }
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
