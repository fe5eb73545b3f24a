import type { FastifyInstance } from 'fastify';
import { channelViewSchema, depositInstructionsSchema, depositViewSchema } from '../../../engine/api';
import type { ServerContext } from '../context';
import { registerApi } from '../http/api';
import { accountField, amountField, channelField, emptyBody, idQuery, listOf, tokenField } from '../funds/apiSchemas';
import { depositInstructions } from '../funds/depositInstructions';
import { ownAccount } from '../funds/accountRows';
import { depositChannels } from '../funds/depositChannels';
import { applyDeposit, depositHistory, type DepositRequest } from '../funds/deposits';
import { channelView } from '../funds/depositViews';
import { ApiError } from '../http/apiError';

const tags = ['deposit'];
const depositBody = {
  type: 'object',
  additionalProperties: false,
  required: ['token', 'account', 'channel', 'amount'],
  properties: { token: tokenField, account: accountField, channel: channelField, amount: amountField, cardId: { type: 'integer', minimum: 1 } },
} as const;

/** Deposits: channels for an account, the application (then the provider's page), the history with statuses 1-11. */
export function depositRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerApi<unknown, { account: string }>(app, ctx, {
    method: 'GET',
    bases: ['payment'],
    path: 'deposit/channels',
    summary: "Deposit channels for an account: its currency and the user's country decide; limits in the account currency",
    tags,
    auth: 'required',
    query: { type: 'object', additionalProperties: false, required: ['account'], properties: { account: accountField } },
    data: listOf(channelViewSchema),
    handler: ({ auth, query }) => {
      const config = ctx.config(auth.user.regulator);
      return depositChannels(ctx, auth.user, ownAccount(ctx, auth.user.id, query.account), auth.session).map((o) => channelView(config, o));
    },
  });

  registerApi<DepositRequest, unknown>(app, ctx, {
    method: 'POST',
    bases: ['payment'],
    path: 'deposit/apply',
    summary:
      'Apply for a deposit into a trading account or wallet (needs the deposit or wallet-deposit permission and stays within its limit); answers the provider page to pay on',
    tags,
    auth: 'required',
    body: depositBody,
    data: depositViewSchema,
    handler: ({ auth, body }) => applyDeposit(ctx, auth.user, body, auth.session),
  });

  registerApi<DepositRequest, unknown>(app, ctx, {
    method: 'POST',
    bases: ['payment'],
    path: 'wallet/deposit',
    summary: 'Apply for a deposit into the wallet (needs the wallet-deposit permission)',
    tags: ['wallet'],
    auth: 'required',
    body: depositBody,
    data: depositViewSchema,
    handler: ({ auth, body }) => {
      const account = ownAccount(ctx, auth.user.id, body.account);
      if (account.kind !== 'wallet') throw new ApiError('ACCOUNT_NOT_FOUND', 404, `You have no wallet account ${body.account}.`, { account: body.account });
      return applyDeposit(ctx, auth.user, body, auth.session);
    },
  });

  registerApi<unknown, { depositId: number }>(app, ctx, {
    method: 'POST',
    bases: ['payment'],
    path: 'deposit/instructions',
    reads: true,
    summary: 'How to pay a deposit: the reference to quote, the bank details (bank transfer) or the crypto address of each network (crypto)',
    tags,
    auth: 'required',
    query: idQuery('depositId'),
    data: depositInstructionsSchema,
    handler: ({ auth, query }) => depositInstructions(ctx, auth.user, query.depositId),
  });

  registerApi(app, ctx, {
    method: 'POST',
    bases: ['payment'],
    path: 'deposit/history',
    reads: true,
    summary: 'The deposits of the user, newest first, with their status (1 Unpaid ... 11 Dispute)',
    tags,
    auth: 'required',
    body: emptyBody,
    data: listOf(depositViewSchema),
    handler: ({ auth }) => depositHistory(ctx, auth.user),
  });
}
