import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerApi } from '../http/api';
import { reviewModule, reviewQueue, type ReviewDecision } from '../kyc/review';

const tags = ['back-office'];

/** The back office of the reference server: the KYC review queue and decisions. */
export function backOfficeRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerApi<{ email: string; module: number; decision: ReviewDecision; reason?: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['backOffice'],
    path: 'kyc/review',
    summary: 'Staff decision on a submitted KYC module: approve (verified) or reject (rejected, with the reason the user sees)',
    tags,
    auth: 'staff',
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
    data: {
      type: 'object',
      properties: {
        email: { type: 'string' },
        module: { type: 'integer' },
        from: { type: 'integer' },
        to: { type: 'integer' },
        statusName: { type: 'string' },
      },
    },
    handler: ({ body }) => reviewModule(ctx, { ...body, staff: 'api' }),
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['backOffice'],
    path: 'kyc/queue',
    summary: 'KYC modules waiting for staff (under review or referred), oldest first',
    tags,
    auth: 'staff',
    data: {
      type: 'array',
      items: { type: 'object', properties: { email: { type: 'string' }, module: { type: 'integer' }, status: { type: 'integer' }, since: { type: 'string' } } },
    },
    handler: () => reviewQueue(ctx),
  });
}
