import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerApi, type ApiRequest } from '../http/api';
import { badRequest } from '../http/apiError';
import { rateLimitOf } from '../http/rateLimits';
import { conversations, messagesOf, sendVisitorMessage, staffReply, tagConversation, type ChatParty } from '../chat/chatService';
import { supportChannelFor } from '../chat/supportChannel';

const tags = ['support-chat'];
const visitorId = { type: 'string', pattern: '^[A-Za-z0-9-]{8,64}$' };
const messageSchema = {
  $id: 'SupportChatMessage',
  type: 'object',
  properties: {
    id: { type: 'integer' },
    author: { type: 'string', enum: ['visitor', 'staff'] },
    staffName: { type: ['string', 'null'] },
    text: { type: 'string' },
    at: { type: 'string' },
  },
};

/** A signed-in user chats as themselves; a guest by the visitor id their browser keeps. */
function partyOf(req: ApiRequest<unknown, unknown>, given: string | undefined): ChatParty {
  if (req.auth) return { userId: req.auth.user.id };
  if (!given) throw badRequest('visitorId is required when not signed in');
  return { visitorId: given };
}

/**
 * The reference server's support-chat provider (spec section 4): the widget tags the conversation on
 * open, sends messages and polls for staff replies; staff read and answer in the back office.
 */
export function supportChatRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerApi<{ tags: string[]; visitorId?: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'support-chat/tags',
    summary: 'Sets the conversation tags on open (language, plus country when signed in)',
    tags,
    auth: 'optional',
    config: rateLimitOf(ctx, 'chatMessage'),
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['tags'],
      properties: { tags: { type: 'array', maxItems: 10, items: { type: 'string', minLength: 1, maxLength: 60 } }, visitorId },
    },
    data: { type: 'object', properties: { tags: { type: 'array', items: { type: 'string' } } } },
    handler: (req) => tagConversation(ctx, partyOf(req, req.body.visitorId), supportChannelFor(ctx, req.auth?.user).channelKey, req.body.tags),
  });

  registerApi<{ text: string; visitorId?: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'support-chat/messages',
    summary: 'A message from the visitor to support',
    tags,
    auth: 'optional',
    config: rateLimitOf(ctx, 'chatMessage'),
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['text'],
      properties: { text: { type: 'string', minLength: 1, maxLength: 2000, pattern: '\\S' }, visitorId },
    },
    data: messageSchema,
    handler: (req) => sendVisitorMessage(ctx, partyOf(req, req.body.visitorId), supportChannelFor(ctx, req.auth?.user).channelKey, req.body.text.trim()),
  });

  registerApi<unknown, { visitorId?: string; after?: number }>(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'support-chat/messages',
    summary: "The conversation's messages after a message id (the widget polls for staff replies)",
    tags,
    auth: 'optional',
    query: { type: 'object', additionalProperties: false, properties: { visitorId, after: { type: 'integer', minimum: 0 } } },
    data: { type: 'object', properties: { tags: { type: 'array', items: { type: 'string' } }, messages: { type: 'array', items: messageSchema } } },
    handler: (req) => messagesOf(ctx, partyOf(req, req.query.visitorId), req.query.after ?? 0),
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['backOffice'],
    path: 'chat/conversations',
    summary: 'Support conversations, most recently active first, with their tags and messages',
    tags: ['back-office'],
    auth: 'staff',
    data: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          email: { type: ['string', 'null'] },
          visitorId: { type: ['string', 'null'] },
          channelKey: { type: 'string' },
          tags: { type: 'array', items: { type: 'string' } },
          updatedAt: { type: 'string' },
          messages: { type: 'array', items: messageSchema },
        },
      },
    },
    handler: () => conversations(ctx),
  });

  registerApi<{ email?: string; conversationId?: number; text: string; staff?: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['backOffice'],
    path: 'chat/reply',
    summary: "A staff answer in a user's conversation (by e-mail) or a conversation (by id)",
    tags: ['back-office'],
    auth: 'staff',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['text'],
      properties: {
        email: { type: 'string', format: 'email' },
        conversationId: { type: 'integer', minimum: 1 },
        text: { type: 'string', minLength: 1, maxLength: 2000 },
        staff: { type: 'string', maxLength: 60 },
      },
    },
    data: { type: 'object', properties: { ...messageSchema.properties, conversationId: { type: 'integer' } } },
    handler: ({ body }) => {
      if (!body.email && !body.conversationId) throw badRequest('give email or conversationId');
      return staffReply(ctx, { ...body, staff: body.staff ?? 'support' });
    },
  });
}
