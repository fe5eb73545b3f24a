import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerApi } from '../http/api';
import { rateLimitOf } from '../http/rateLimits';
import { listErrorReports, storeErrorReport, type ErrorReportInput } from '../errors/errorReports';

const tags = ['error-reporting'];

/** Browser error reports (spec sections 8-9): stored when reporting is on for the environment, rate-limited and size-capped. */
export function errorReportRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerApi<ErrorReportInput, unknown>(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'error-report',
    summary: 'An uncaught error or unhandled rejection of the portal (ignored messages and repeats are not stored)',
    tags,
    auth: 'optional',
    bodyLimit: ctx.config().constants.errorReporting.maxReportBytes,
    config: rateLimitOf(ctx, 'errorReport'),
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'message'],
      properties: {
        kind: { type: 'string', enum: ['error', 'unhandledrejection'] },
        message: { type: 'string', minLength: 1, maxLength: 2000 },
        source: { type: 'string', maxLength: 500 },
        line: { type: 'integer', minimum: 0 },
        column: { type: 'integer', minimum: 0 },
        stack: { type: 'string', maxLength: 4000 },
        page: { type: 'string', maxLength: 500 },
        loadId: { type: 'string', maxLength: 64 },
      },
    },
    data: { type: 'object', properties: { stored: { type: 'boolean' } } },
    handler: ({ body, auth, raw }) =>
      storeErrorReport(ctx, body, {
        ...(auth ? { userId: auth.user.id } : {}),
        ...(raw.headers['user-agent'] ? { userAgent: raw.headers['user-agent'] } : {}),
      }),
  });

  registerApi<unknown, { last?: number }>(app, ctx, {
    method: 'GET',
    bases: ['backOffice'],
    path: 'error-reports',
    summary: 'Stored browser error reports, newest first',
    tags: ['back-office'],
    auth: 'staff',
    query: { type: 'object', additionalProperties: false, properties: { last: { type: 'integer', minimum: 1, maximum: 500 } } },
    data: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          kind: { type: 'string' },
          message: { type: 'string' },
          source: { type: ['string', 'null'] },
          stack: { type: ['string', 'null'] },
          page: { type: ['string', 'null'] },
          environment: { type: 'string' },
          userId: { type: ['integer', 'null'] },
          userAgent: { type: ['string', 'null'] },
          at: { type: 'string' },
        },
      },
    },
    handler: ({ query }) => listErrorReports(ctx, query.last ?? 50),
  });
}
