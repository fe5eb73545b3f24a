import type { FastifyInstance } from 'fastify';
import { copyProviderViewSchema, copySubscriptionViewSchema, copyTradingInfoViewSchema } from '../../../engine/api';
import type { ServerContext } from '../context';
import { accountField, emptyBody, listOf } from '../funds/apiSchemas';
import { registerApi } from '../http/api';
import {
  applyAsProvider,
  changeSubscription,
  copyTradingInfo,
  mySubscriptions,
  nextSimulatedTrade,
  providerList,
  providerProfile,
  settleFees,
  startCopying,
  type StartCopy,
} from '../copyTrading';
import { runTradeJob } from '../promotions';

const tags = ['copy-trading'];
const idField = { type: 'integer', minimum: 1, maximum: 99_999_999 } as const;
const lotField = { type: 'string', pattern: '^\\d{1,3}(\\.\\d{1,2})?$' } as const;

/** Copy trading: providers (apply, list, profile), copies (start, pause, resume, stop, list), and the staff's simulation and fee settlement. */
export function copyTradingRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerApi(app, ctx, {
    method: 'GET',
    bases: ['cp'],
    path: 'copyTrading/info',
    summary: 'What the user may do in copy trading: accounts to apply or copy from, allocation modes and limits',
    tags,
    auth: 'required',
    data: copyTradingInfoViewSchema,
    handler: ({ auth }) => copyTradingInfo(ctx, auth.user),
  });

  registerApi<unknown, { maxRisk?: number; maxFee?: number; sort?: 'return' | 'drawdown' | 'followers' }>(app, ctx, {
    method: 'GET',
    bases: ['cp'],
    path: 'copyTrading/providers',
    summary: 'Signal providers with their performance, filtered by risk score and fee, sorted by return, drawdown or followers',
    tags,
    auth: 'required',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        maxRisk: { type: 'integer', minimum: 1, maximum: 10 },
        maxFee: { type: 'number', minimum: 0, maximum: 100 },
        sort: { type: 'string', enum: ['return', 'drawdown', 'followers'] },
      },
    },
    data: listOf(copyProviderViewSchema),
    handler: ({ auth, query }) => providerList(ctx, auth.user, query),
  });

  registerApi<unknown, { id: number }>(app, ctx, {
    method: 'GET',
    bases: ['cp'],
    path: 'copyTrading/provider',
    summary: "A signal provider's public profile and performance",
    tags,
    auth: 'required',
    query: { type: 'object', additionalProperties: false, required: ['id'], properties: { id: idField } },
    data: copyProviderViewSchema,
    handler: ({ auth, query }) => providerProfile(ctx, auth.user, query.id),
  });

  registerApi<{ account: string; name: string; strategy: string; riskScore: number; feePercent: number }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'copyTrading/provider/apply',
    summary: 'Become a signal provider from a live account (KYC level, account types and largest fee of config)',
    tags,
    auth: 'required',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['account', 'name', 'strategy', 'riskScore', 'feePercent'],
      properties: {
        account: accountField,
        name: { type: 'string', minLength: 2, maxLength: 40 },
        strategy: { type: 'string', minLength: 1, maxLength: 2000 },
        riskScore: { type: 'integer', minimum: 1, maximum: 10 },
        feePercent: { type: 'number', minimum: 0, maximum: 100 },
      },
    },
    data: copyProviderViewSchema,
    handler: ({ auth, body }) => applyAsProvider(ctx, auth.user, body),
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['cp'],
    path: 'copyTrading/copies',
    summary: "The user's copies with status, P&L, fees and copied trades",
    tags,
    auth: 'required',
    data: listOf(copySubscriptionViewSchema),
    handler: ({ auth }) => mySubscriptions(ctx, auth.user),
  });

  registerApi<StartCopy, unknown>(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'copyTrading/copy/start',
    summary: 'Start copying a provider from a copy-trading account with an allocation mode and risk limits',
    tags,
    auth: 'required',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['provider', 'account', 'mode', 'stopLossPercent', 'maxLot'],
      properties: {
        provider: idField,
        account: accountField,
        mode: { type: 'string', enum: ['equityRatio', 'fixedRatio', 'fixedLot'] },
        value: { type: 'string', maxLength: 12, pattern: '^\\d{1,3}(\\.\\d{1,4})?$' },
        stopLossPercent: { type: 'number', minimum: 0, maximum: 100 },
        maxLot: lotField,
      },
    },
    data: copySubscriptionViewSchema,
    handler: ({ auth, body }) => startCopying(ctx, auth.user, body),
  });

  registerApi<{ id: number; action: 'pause' | 'resume' | 'stop' }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'copyTrading/copy/change',
    summary: 'Pause, resume or stop a copy',
    tags,
    auth: 'required',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'action'],
      properties: { id: idField, action: { type: 'string', enum: ['pause', 'resume', 'stop'] } },
    },
    data: copySubscriptionViewSchema,
    handler: ({ auth, body }) => changeSubscription(ctx, auth.user, body.id, body.action),
  });

  registerApi(app, ctx, {
    method: 'POST',
    bases: ['backOffice'],
    path: 'copyTrading/next-trade',
    summary: "Staff: the simulation's next trade of every provider, copied to the active copies (then the promotions' trade job)",
    tags,
    auth: 'staff',
    body: emptyBody,
    data: {
      type: 'object',
      properties: {
        step: { type: 'integer' },
        trades: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              provider: { type: 'integer' },
              trade: { type: 'integer' },
              symbol: { type: 'string' },
              side: { type: 'string' },
              lots: { type: 'string' },
              profit: { type: 'string' },
              copies: { type: 'integer' },
            },
          },
        },
        promotionCredits: { type: 'integer' },
      },
    },
    handler: () => ({ ...nextSimulatedTrade(ctx), promotionCredits: runTradeJob(ctx) }),
  });

  registerApi(app, ctx, {
    method: 'POST',
    bases: ['backOffice'],
    path: 'copyTrading/settle-fees',
    summary: 'Staff: settle the performance fees of copies whose period ended (high-water mark; once per period)',
    tags,
    auth: 'staff',
    body: emptyBody,
    data: { type: 'object', properties: { settled: { type: 'integer' } } },
    handler: () => settleFees(ctx),
  });
}
