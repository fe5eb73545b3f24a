import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerApi } from '../http/api';
import { ApiError } from '../http/apiError';
import { requestLanguage } from '../i18n/requestLanguage';
import { fissionAction, fissionActions, handleDocumentInfo, subAccounts, type FissionAction } from '../ib/secondaryFission';
import { deleteDraftFile } from '../kyc/deleteDraftFile';
import { isIb } from '../users/profile';

const tags = ['spec-calls'];

function thirdPartyOf(ctx: ServerContext) {
  const thirdParty = ctx.config().brand.thirdParty;
  if (!thirdParty) throw new ApiError('NOT_FOUND', 404, `Brand ${ctx.brand} configures no third-party services (brand thirdParty).`);
  return thirdParty;
}

/** Section-7 calls of smaller areas: Telegram bot id, Trading Central URL, Apollo membership, the IB open-account entry, draft file deletion, IB secondary fission. */
export function specCallRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'third/tg-bot/getBotId',
    summary: "The brand's Telegram bot id (brand thirdParty.telegramBotId)",
    tags,
    auth: 'optional',
    data: { type: 'object', properties: { botId: { type: 'string' } } },
    handler: () => ({ botId: thirdPartyOf(ctx).telegramBotId }),
  });

  registerApi(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'tcmkt/getUrl',
    summary: "The Trading Central market page for the user: the brand's address with the language and a signature of the user id",
    tags,
    auth: 'required',
    data: { type: 'object', properties: { url: { type: 'string' } } },
    handler: ({ auth, raw }) => {
      const base = new URL(thirdPartyOf(ctx).tcmktUrl);
      const user = String(auth.user.id);
      base.searchParams.set('lang', requestLanguage(ctx, raw, auth.user.language));
      base.searchParams.set('user', user);
      base.searchParams.set('sig', createHmac('sha256', ctx.appSecret).update(`tcmkt:${user}`).digest('hex'));
      return { url: base.toString() };
    },
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['cp'],
    path: 'account/judgeBelongToApolloUserId',
    summary: "Whether the user is one of the brand's Apollo users (brand thirdParty.apolloUserIds)",
    tags,
    auth: 'required',
    data: { type: 'boolean' },
    handler: ({ auth }) => (ctx.config(auth.user.regulator).brand.thirdParty?.apolloUserIds ?? []).includes(auth.user.id),
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['cp'],
    path: 'account/ibOpenAccountShow',
    summary: 'Whether the account-opening entry is shown to an IB (IBs open same-name accounts; spec section 6)',
    tags,
    auth: 'required',
    data: { type: 'object', properties: { show: { type: 'boolean' } } },
    handler: ({ auth }) => ({ show: isIb(ctx.config(auth.user.regulator), auth.user) && auth.user.is_sub_user !== 1 }),
  });

  registerApi<{ fileName: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'file/delete',
    summary: 'Deletes an uploaded KYC document while its module is undecided (a draft for staff)',
    tags,
    auth: 'required',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['fileName'],
      properties: { fileName: { type: 'string', pattern: '^[A-Za-z0-9._-]{1,200}$' } },
    },
    data: { type: 'object', properties: { deleted: { type: 'string' } } },
    handler: ({ auth, body }) => deleteDraftFile(ctx, ctx.uploadDir, auth.user, body.fileName),
  });

  const agentAccount = { type: 'string', minLength: 1, maxLength: 40 };
  registerApi<unknown, { agentAccount?: string }>(app, ctx, {
    method: 'GET',
    bases: ['cp'],
    path: 'ib-portal/secondary-fission/getHandleDocumentInfo',
    summary: 'The secondary-fission info flags (showHandleDocumentFlag, showLevelFlag, showLevel, showUpgradeIbFlag) and the documents the IB must handle',
    tags: ['ib'],
    auth: 'required',
    query: { type: 'object', additionalProperties: false, properties: { agentAccount } },
    data: {
      $id: 'SecondaryFissionInfo',
      type: 'object',
      properties: {
        showHandleDocumentFlag: { type: 'boolean' },
        showLevelFlag: { type: 'boolean' },
        showLevel: { type: ['integer', 'null'] },
        showUpgradeIbFlag: { type: 'boolean' },
        upgradeRequested: { type: 'boolean' },
        documents: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              title: { type: 'string' },
              kind: { type: 'string' },
              status: { type: 'string' },
              createdAt: { type: 'string' },
            },
          },
        },
      },
    },
    handler: ({ auth, query }) => handleDocumentInfo(ctx, auth, query.agentAccount),
  });

  registerApi<{ agentAccount?: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'ib-portal/secondary-fission/getSubAccounts',
    reads: true,
    summary: 'The IB accounts directly below an agent account (default: your own), with their client counts',
    tags: ['ib'],
    auth: 'required',
    ibOnly: true,
    body: { type: 'object', additionalProperties: false, properties: { agentAccount } },
    data: {
      type: 'array',
      items: {
        type: 'object',
        properties: { userId: { type: 'integer' }, name: { type: 'string' }, agentAccount: { type: 'string' }, clients: { type: 'integer' } },
      },
    },
    handler: ({ auth, body }) => subAccounts(ctx, auth, body?.agentAccount),
  });

  registerApi<{ documentId?: number }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'ib-portal/secondary-fission/:action',
    operationId: 'postIbPortalSecondaryFissionAction',
    summary: `A secondary-fission action: ${fissionActions.join(', ')} (upgradeIb: a client asks to become an IB)`,
    tags: ['ib'],
    auth: 'required',
    params: { type: 'object', required: ['action'], properties: { action: { type: 'string', enum: [...fissionActions] } } },
    body: { type: 'object', additionalProperties: false, properties: { documentId: { type: 'integer', minimum: 1 } } },
    data: { type: 'object', properties: { action: { type: 'string' }, done: { type: 'boolean' } } },
    handler: ({ auth, params, body }) => fissionAction(ctx, auth, params.action as FissionAction, body ?? {}),
  });
}
