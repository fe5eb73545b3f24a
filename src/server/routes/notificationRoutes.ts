import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerApi } from '../http/api';
import { requestLanguage } from '../i18n/requestLanguage';
import { inbox, markRead, unreadCount } from '../notifications/inbox';

const tags = ['notifications'];

/** The in-portal inbox of notices (deposits, withdrawals, accounts, KYC decisions, promotions, IB events). */
export function notificationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerApi<unknown, { limit?: number; lang?: string }>(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'notification/list',
    summary: "The user's notices, newest first, in the request's language, with the unread count",
    tags,
    auth: 'required',
    // lang only keys the browser's cache per language; the texts follow the X-Lang header.
    query: {
      type: 'object',
      additionalProperties: false,
      properties: { limit: { type: 'integer', minimum: 1, maximum: 100 }, lang: { type: 'string', maxLength: 10 } },
    },
    data: {
      type: 'object',
      properties: {
        unread: { type: 'integer' },
        items: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              event: { type: 'string' },
              title: { type: 'string' },
              body: { type: 'string' },
              at: { type: 'string' },
              read: { type: 'boolean' },
            },
          },
        },
      },
    },
    handler: ({ auth, raw, query }) => inbox(ctx, auth.user.id, requestLanguage(ctx, raw, auth.user.language), query.limit ?? 30),
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'notification/unread-count',
    summary: 'How many notices the user has not read',
    tags,
    auth: 'required',
    data: { type: 'object', properties: { unread: { type: 'integer' } } },
    handler: ({ auth }) => ({ unread: unreadCount(ctx, auth.user.id) }),
  });

  registerApi<{ ids?: number[] }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'notification/read',
    summary: 'Marks notices read (the given ids, or all)',
    tags,
    auth: 'required',
    body: { type: 'object', additionalProperties: false, properties: { ids: { type: 'array', maxItems: 100, items: { type: 'integer', minimum: 1 } } } },
    data: { type: 'object', properties: { unread: { type: 'integer' } } },
    handler: ({ auth, body }) => ({ unread: markRead(ctx, auth.user.id, body?.ids) }),
  });
}
