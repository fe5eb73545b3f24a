import type { FastifyInstance } from 'fastify';
import { accountDetailsViewSchema, accountViewSchema, leverageOfferViewSchema } from '../../../engine/api';
import type { ServerContext } from '../context';
import { registerApi } from '../http/api';
import { accountField } from '../funds/apiSchemas';
import { accountDetails, changeLeverage, leverageChoices, renameAccount, resetAccountPassword } from '../funds/accountManagement';

const tags = ['accounts'];
const accountQuery = { type: 'object', additionalProperties: false, required: ['account'], properties: { account: accountField } } as const;

/** Managing a trading account: leverage within the regulator's cap, a name, new master/investor passwords, login details and platform links. */
export function accountManagementRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerApi<unknown, { account: string }>(app, ctx, {
    method: 'GET',
    bases: ['cp'],
    path: 'account/leverageOptions',
    summary: "The leverages a trading account may have; those above the cap of the user's regulator and classification are not offered, with the reason",
    tags,
    auth: 'required',
    query: accountQuery,
    data: leverageOfferViewSchema,
    handler: ({ auth, query }) => leverageChoices(ctx, auth.user, query.account),
  });

  registerApi<{ account: string; leverage: number }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'account/changeLeverage',
    summary: 'Change the leverage of a trading account (LEVERAGE_NOT_ALLOWED above the regulator cap for the client classification)',
    tags,
    auth: 'required',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['account', 'leverage'],
      properties: { account: accountField, leverage: { type: 'integer', minimum: 1, maximum: 5000 } },
    },
    data: accountViewSchema,
    handler: ({ auth, body }) => changeLeverage(ctx, auth.user, body.account, body.leverage),
  });

  registerApi<{ account: string; name: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'account/rename',
    summary: 'Give a trading account a name (empty: remove it)',
    tags,
    auth: 'required',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['account', 'name'],
      properties: { account: accountField, name: { type: 'string', maxLength: 40 } },
    },
    data: accountViewSchema,
    handler: ({ auth, body }) => renameAccount(ctx, auth.user, body.account, body.name),
  });

  registerApi<{ account: string; which: 'master' | 'investor' }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'account/resetPassword',
    summary: 'A new master (trading) or investor (read-only) password for a trading account, e-mailed to the user',
    tags,
    auth: 'required',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['account', 'which'],
      properties: { account: accountField, which: { type: 'string', enum: ['master', 'investor'] } },
    },
    data: { type: 'object', properties: { account: { type: 'string' }, which: { type: 'string' }, sentTo: { type: 'string' } } },
    handler: ({ auth, body }) => resetAccountPassword(ctx, auth.user, body.account, body.which),
  });

  registerApi<unknown, { account: string }>(app, ctx, {
    method: 'GET',
    bases: ['cp'],
    path: 'account/details',
    summary: "How to log in to a trading account: platform, server and login; the brand's web trader and downloads",
    tags,
    auth: 'required',
    query: accountQuery,
    data: accountDetailsViewSchema,
    handler: ({ auth, query }) => accountDetails(ctx, auth.user, query.account),
  });
}
