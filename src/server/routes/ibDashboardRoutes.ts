import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { registerApi } from '../http/api';
import type { EncodedAnswer } from '../http/encodedAnswers';
import { sendEncoded } from '../http/sendEncoded';
import { dashboardSummary, fundSeries, ibLevel, rebateSeries } from '../ib/dashboard';
import { ibScope, type IbScope } from '../ib/ibScope';

const tags = ['ib'];
const daysQuery = { type: 'object', additionalProperties: false, properties: { days: { type: 'integer', minimum: 7, maximum: 366, default: 30 } } };

/** The dashboard's key figures and charts, and the IB level (service: ib/dashboard.ts). */
export function ibDashboardRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // A chart's answer is kept encoded (dashboard.ts keptSeries): sent in the encoding the request accepts.
  const sendSeries = (request: FastifyRequest, reply: FastifyReply, scope: IbScope, answer: EncodedAnswer) => {
    reply.type('application/json; charset=utf-8');
    return sendEncoded(request, reply, scope.config.http.transfer.encodings, answer);
  };

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'ibaccount/dashboard/summary',
    summary: "The dashboard's key figures: rebate balance and last 30 days' rebates, clients, new clients, lots and net deposits",
    tags,
    auth: 'required',
    ibOnly: true,
    data: {
      type: 'object',
      properties: Object.fromEntries(
        [
          ['rebateBalance', 'integer'],
          ['rebate30', 'integer'],
          ['currency', 'string'],
          ['clients', 'integer'],
          ['fundedClients', 'integer'],
          ['newClients30', 'integer'],
          ['lots30', ['number', 'null']],
          ['netDeposits30', 'integer'],
        ].map(([k, t]) => [k, { type: t }]),
      ),
    },
    handler: ({ auth }) => dashboardSummary(ctx, ibScope(ctx, auth)),
  });

  registerApi<unknown, { days: number }>(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'ibaccount/dashboard/rebates',
    summary: 'Rebates per day and product over the last days (decimal amounts of the rebate currency), for the dashboard chart',
    tags,
    auth: 'required',
    ibOnly: true,
    query: daysQuery,
    data: {
      type: 'object',
      properties: { currency: { type: 'string' }, points: { type: 'array', items: { type: 'object', additionalProperties: { type: ['string', 'number'] } } } },
    },
    handler: ({ auth, query, raw, reply }) => {
      const scope = ibScope(ctx, auth);
      return sendSeries(raw, reply, scope, rebateSeries(ctx, scope, query.days));
    },
  });

  registerApi<unknown, { days: number }>(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'ibaccount/dashboard/funds',
    summary: "Clients' deposits and withdrawals per day over the last days (accounts in the rebate currency; decimal amounts), for the dashboard chart",
    tags,
    auth: 'required',
    ibOnly: true,
    query: daysQuery,
    data: {
      type: 'object',
      properties: {
        currency: { type: 'string' },
        points: {
          type: 'array',
          items: { type: 'object', properties: { day: { type: 'string' }, deposits: { type: 'number' }, withdrawals: { type: 'number' } } },
        },
      },
    },
    handler: ({ auth, query, raw, reply }) => {
      const scope = ibScope(ctx, auth);
      return sendSeries(raw, reply, scope, fundSeries(ctx, scope, query.days));
    },
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'ibaccount/level',
    summary: "The IB's level: current and next level, client lots in the level window, and the progress to the next level",
    tags,
    auth: 'required',
    ibOnly: true,
    data: {
      type: 'object',
      properties: {
        level: { type: 'integer' },
        levelNameKey: { type: 'string' },
        nextLevel: { type: ['integer', 'null'] },
        nextLevelNameKey: { type: ['string', 'null'] },
        lots: { type: ['number', 'null'] },
        nextLevelLots: { type: ['number', 'null'] },
        lotsToNext: { type: ['number', 'null'] },
        progress: { type: 'number' },
        windowDays: { type: 'integer' },
      },
    },
    handler: ({ auth }) => ibLevel(ctx, ibScope(ctx, auth)),
  });
}
