import type { FastifyInstance } from 'fastify';
import { rateBetween } from '../../../engine/funds';
import { channelViewSchema, withdrawalViewSchema } from '../../../engine/api';
import type { ServerContext } from '../context';
import { registerApi } from '../http/api';
import { registerCurrencyRate } from './currencyRateRoute';
import { accountField, amountField, channelField, emptyBody, idQuery, listOf, rateField, tokenField } from '../funds/apiSchemas';
import { ownAccount } from '../funds/accountRows';
import { findChannel } from '../funds/depositChannels';
import { channelView } from '../funds/depositViews';
import { moneyText } from '../funds/fundsSupport';
import {
  applyWithdrawal,
  blacklistEntry,
  precheckWithdrawal,
  cancelWithdrawal,
  withdrawalChannels,
  withdrawalHistory,
  type WithdrawalRequest,
} from '../funds/withdrawals';

const tags = ['withdrawal'];
const withdrawalBody = {
  type: 'object',
  additionalProperties: false,
  required: ['token', 'account', 'channel', 'amount'],
  properties: {
    token: tokenField,
    account: accountField,
    channel: channelField,
    amount: amountField,
    rate: rateField,
    destinationId: { type: 'integer', minimum: 1 },
  },
} as const;
const accountBody = { type: 'object', additionalProperties: false, required: ['account'], properties: { account: accountField } } as const;
const blacklistSchema = { type: 'object', properties: { blacklisted: { type: 'boolean' }, reason: { type: ['string', 'null'] } } } as const;

/** Withdrawals: channels (pcs), limits, the blacklist, the exchange rate, the request behind step-up, history and cancel. */
export function withdrawalRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerApi(app, ctx, {
    method: 'GET',
    bases: ['payment'],
    path: 'withdrawal/queryBlacklist',
    summary: 'Whether the user is barred from withdrawing, and why',
    tags,
    auth: 'required',
    data: blacklistSchema,
    handler: ({ auth }) => {
      const entry = blacklistEntry(ctx, auth.user.id, 'withdrawal');
      return { blacklisted: entry !== undefined, reason: entry?.reason ?? null };
    },
  });

  registerCurrencyRate(app, ctx, {
    path: 'withdrawal/exchangeRate',
    summary: 'The rate a withdrawal is paid out at when the channel pays in another currency',
    tags,
  });

  registerApi<{ account: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['payment'],
    path: 'pcs/channel-info',
    reads: true,
    summary: "Withdrawal channels for an account: its currency and the user's country decide; limits in the account currency",
    tags,
    auth: 'required',
    body: accountBody,
    data: listOf(channelViewSchema),
    handler: ({ auth, body }) => {
      const config = ctx.config(auth.user.regulator);
      return withdrawalChannels(ctx, auth.user, ownAccount(ctx, auth.user.id, body.account), auth.session).map((o) => channelView(config, o));
    },
  });

  registerApi<{ account: string; channel: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['payment'],
    path: 'pcs/currency-limit',
    reads: true,
    summary: "A channel's limits in the account currency; whether the minimum is checked (the regulator's checkMethodMinAmount)",
    tags,
    auth: 'required',
    body: { type: 'object', additionalProperties: false, required: ['account', 'channel'], properties: { account: accountField, channel: channelField } },
    data: {
      type: 'object',
      properties: {
        currency: { type: 'string' },
        channelCurrency: { type: 'string' },
        minimum: { type: 'string' },
        maximum: { type: 'string' },
        minimumChecked: { type: 'boolean' },
        rate: { type: 'string' },
      },
    },
    handler: ({ auth, body }) => {
      const config = ctx.config(auth.user.regulator);
      const account = ownAccount(ctx, auth.user.id, body.account);
      const offer = findChannel(withdrawalChannels(ctx, auth.user, account, auth.session), body.channel);
      return {
        currency: offer.currency,
        channelCurrency: offer.channelCurrency,
        minimum: moneyText(config, offer.minMinor, offer.currency),
        maximum: moneyText(config, offer.maxMinor, offer.currency),
        minimumChecked: config.regulator.withdrawal.checkMethodMinAmount,
        rate: rateBetween(config.funds.rates, offer.currency, offer.channelCurrency),
      };
    },
  });

  registerApi<{ account: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['payment'],
    path: 'pcs/v2/sort-info',
    reads: true,
    summary: 'Withdrawal channels in the order to show them, recommended ones marked (the client waits up to 450000 ms)',
    tags,
    auth: 'required',
    body: accountBody,
    data: listOf({
      type: 'object',
      properties: { id: { type: 'string' }, labelKey: { type: 'string' }, sortOrder: { type: 'integer' }, recommended: { type: 'boolean' } },
    }),
    handler: ({ auth, body }) =>
      withdrawalChannels(ctx, auth.user, ownAccount(ctx, auth.user.id, body.account), auth.session).map((o) => ({
        id: o.id,
        labelKey: o.labelKey,
        sortOrder: o.sortOrder,
        recommended: o.recommended,
      })),
  });

  registerApi<WithdrawalRequest, unknown>(app, ctx, {
    method: 'POST',
    bases: ['payment'],
    path: 'withdrawal/applyWithdrawal',
    summary: 'Withdraw from a trading account (step-up factors of "withdraw"; the withdraw permission and its limit; once per anti-reuse token)',
    tags,
    auth: 'required',
    requiresFunction: 'withdraw',
    stepUp: 'withdraw',
    body: withdrawalBody,
    precheck: ({ auth, body }) => precheckWithdrawal(ctx, auth.user, body, 'trading', auth.session),
    data: withdrawalViewSchema,
    handler: ({ auth, body }) => applyWithdrawal(ctx, auth.user, body, 'trading', auth.session),
  });

  registerApi<WithdrawalRequest, unknown>(app, ctx, {
    method: 'POST',
    bases: ['payment'],
    path: 'wallet/withdraw',
    summary: 'Withdraw from the wallet (step-up factors of "walletWithdraw"; the wallet-withdraw permission and its limit)',
    tags: ['wallet'],
    auth: 'required',
    requiresFunction: 'walletWithdraw',
    stepUp: 'walletWithdraw',
    body: withdrawalBody,
    precheck: ({ auth, body }) => precheckWithdrawal(ctx, auth.user, body, 'wallet', auth.session),
    data: withdrawalViewSchema,
    handler: ({ auth, body }) => applyWithdrawal(ctx, auth.user, body, 'wallet', auth.session),
  });

  registerApi(app, ctx, {
    method: 'POST',
    bases: ['payment'],
    path: 'withdrawal/getWithdrawalData',
    reads: true,
    summary: 'The withdrawals of the user with their status, and whether the regulator allows cancelling and checks minimum amounts',
    tags,
    auth: 'required',
    body: emptyBody,
    data: {
      type: 'object',
      properties: { items: listOf(withdrawalViewSchema), cancelWithdraw: { type: 'boolean' }, checkMethodMinAmount: { type: 'boolean' } },
    },
    handler: ({ auth }) => {
      const settings = ctx.config(auth.user.regulator).regulator.withdrawal;
      return { items: withdrawalHistory(ctx, auth.user), cancelWithdraw: settings.cancelWithdraw, checkMethodMinAmount: settings.checkMethodMinAmount };
    },
  });

  registerApi<unknown, { withdrawalId: number }>(app, ctx, {
    method: 'POST',
    bases: ['payment'],
    path: 'withdrawal/cancelWithdrawalOrder',
    summary: "Cancel a submitted withdrawal and pay it back (only where the regulator's cancelWithdraw is on)",
    tags,
    auth: 'required',
    query: idQuery('withdrawalId'),
    data: withdrawalViewSchema,
    handler: ({ auth, query }) => cancelWithdrawal(ctx, auth.user, query.withdrawalId),
  });
}
