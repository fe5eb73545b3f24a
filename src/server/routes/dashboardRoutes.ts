import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerApi } from '../http/api';
import { accountField } from '../funds/apiSchemas';
import { equityHistory, recentActivity, tradingSummary } from '../funds/simulatedTrading';

const tags = ['dashboard'];
const text = { type: 'string' } as const;

/** The client dashboard: trading accounts with the reference server's simulated positions, the equity/balance chart, recent activity. */
export function dashboardRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerApi(app, ctx, {
    method: 'GET',
    bases: ['cp'],
    path: 'home/dashboard',
    summary:
      "Per live trading account: balance, equity, margin, free margin and floating P&L (the reference server's deterministic simulated trading); the latest movements",
    tags,
    auth: 'required',
    data: {
      type: 'object',
      properties: {
        accounts: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              account: text,
              nickname: { type: ['string', 'null'] },
              platform: { type: ['string', 'null'] },
              currency: text,
              leverage: { type: ['integer', 'null'] },
              balance: text,
              equity: text,
              margin: text,
              freeMargin: text,
              floatingPnl: text,
              positions: { type: 'integer' },
            },
          },
        },
        recent: {
          type: 'array',
          items: { type: 'object', properties: { id: { type: 'integer' }, date: text, account: text, group: text, amount: text, currency: text } },
        },
      },
    },
    handler: ({ auth }) => ({ accounts: tradingSummary(ctx, auth.user), recent: recentActivity(ctx, auth.user) }),
  });

  registerApi<unknown, { days?: number; account?: string }>(app, ctx, {
    method: 'GET',
    bases: ['cp'],
    path: 'home/equity-history',
    summary: 'Daily balance (ledger) and equity (with simulated floating P&L) of a live trading account (default: the main one) over the last days',
    tags,
    auth: 'required',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: { days: { type: 'integer', minimum: 7, maximum: 365, default: 30 }, account: accountField },
    },
    data: {
      type: 'object',
      properties: {
        currency: text,
        account: { type: ['string', 'null'] },
        points: { type: 'array', items: { type: 'object', properties: { day: text, balance: { type: 'number' }, equity: { type: 'number' } } } },
      },
    },
    handler: ({ auth, query }) => equityHistory(ctx, auth.user, query.days ?? 30, query.account),
  });
}
