import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { safeEqual } from '../auth/tokens';
import { ApiError } from '../http/apiError';
import { registerApi } from '../http/api';
import { reviewModule, type ReviewDecision } from '../kyc/review';

const tags = ['back-office'];

/** Staff calls are authorised by the staff token (PORTAL_STAFF_TOKEN) in the header config/http.yaml names. */
function requireStaff(ctx: ServerContext, request: FastifyRequest): string {
  const header = ctx.config().http.headers.staffToken?.toLowerCase();
  const given = header ? request.headers[header] : undefined;
  if (typeof given !== 'string' || !safeEqual(given, ctx.staffToken)) throw new ApiError('STAFF_TOKEN_INVALID', 401, 'The staff token is missing or wrong.');
  return 'api';
}

/** The back office of the reference server: the KYC review queue and decisions. */
export function backOfficeRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerApi<{ email: string; module: number; decision: ReviewDecision; reason?: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['backOffice'],
    path: 'kyc/review',
    summary: 'Staff decision on a submitted KYC module: approve (verified) or reject (rejected, with the reason the user sees)',
    tags,
    auth: 'none',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['email', 'module', 'decision'],
      properties: {
        email: { type: 'string', format: 'email', maxLength: 254 },
        module: { type: 'integer', minimum: 1, maximum: 99 },
        decision: { type: 'string', enum: ['approve', 'reject'] },
        reason: { type: 'string', minLength: 1, maxLength: 500 },
      },
    },
    data: { type: 'object', properties: { email: { type: 'string' }, module: { type: 'integer' }, from: { type: 'integer' }, to: { type: 'integer' }, statusName: { type: 'string' } } },
    handler: ({ raw, body }) => reviewModule(ctx, { ...body, staff: requireStaff(ctx, raw) }),
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['backOffice'],
    path: 'kyc/queue',
    summary: 'KYC modules waiting for staff (under review or referred), oldest first',
    tags,
    auth: 'none',
    data: { type: 'array', items: { type: 'object', properties: { email: { type: 'string' }, module: { type: 'integer' }, status: { type: 'integer' }, since: { type: 'string' } } } },
    handler: ({ raw }) => {
      requireStaff(ctx, raw);
      const rows = ctx.db
        .prepare('SELECT u.email, m.module_code AS module, m.status, m.updated_at FROM kyc_modules m JOIN users u ON u.id = m.user_id WHERE m.status IN (?, ?) ORDER BY m.updated_at, m.user_id')
        .all(...['underReview', 'pending'].map((name) => Number(ctx.config().enumerations.kycModuleStatus?.values.find((v) => v.name === name)?.code))) as { email: string; module: number; status: number; updated_at: number }[];
      return rows.map((r) => ({ email: r.email, module: r.module, status: r.status, since: new Date(r.updated_at).toISOString() }));
    },
  });
}
