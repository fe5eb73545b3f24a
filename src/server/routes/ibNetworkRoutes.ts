import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerApi } from '../http/api';
import { rateLimitOf } from '../http/rateLimits';
import { tableQuerySchema, type TableQuery } from '../http/tableQuery';
import { ibScope } from '../ib/ibScope';
import { networkClients, networkOf } from '../ib/network';

const tags = ['ib'];
const nodeSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    parentId: { type: 'integer' },
    depth: { type: 'integer' },
    name: { type: 'string' },
    ibCode: { type: 'string' },
    clients: { type: 'integer' },
    fundedClients: { type: 'integer' },
    newClients: { type: 'integer' },
    lots: { type: ['number', 'null'] },
    rebate: { type: 'integer' },
    overrideRebate: { type: 'integer' },
  },
} as const;
const rowSchema = { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean', 'null'] } };

/** The sub-IB network: every sub-IB to any depth with its clients' figures, and a sub-IB's clients (its privacy switches hold). */
export function ibNetworkRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerApi<unknown, TableQuery>(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'ibaccount/network',
    summary:
      "The IB's sub-IBs at every depth (parentId links the tree) with each one's clients, funded clients, new clients, lots, rebates and the viewer's override over a period (default: the last 30 days)",
    tags,
    auth: 'required',
    ibOnly: true,
    config: rateLimitOf(ctx, 'report'),
    query: tableQuerySchema(),
    data: {
      type: 'object',
      properties: { from: { type: 'string' }, to: { type: 'string' }, currency: { type: 'string' }, nodes: { type: 'array', items: nodeSchema } },
    },
    handler: ({ auth, query }) => networkOf(ctx.db, ibScope(ctx, auth), query, ctx.clock.now()),
  });

  registerApi<unknown, TableQuery>(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'ibaccount/network/:subIbId/clients',
    summary:
      "A page of one sub-IB's clients with their lots, rebates and the viewer's override over a period, and their totals (equal to the sub-IB's node); the sub-IB's privacy switches blank what it hides",
    tags,
    auth: 'required',
    ibOnly: true,
    config: rateLimitOf(ctx, 'report'),
    params: { type: 'object', required: ['subIbId'], properties: { subIbId: { type: 'integer', minimum: 1 } } },
    query: tableQuerySchema(),
    data: {
      type: 'object',
      properties: {
        rows: { type: 'array', items: rowSchema },
        totals: { type: 'array', items: rowSchema },
        total: { type: 'integer' },
        page: { type: 'integer' },
        pageSize: { type: 'integer' },
        from: { type: 'string' },
        to: { type: 'string' },
      },
    },
    handler: ({ auth, params, query }) => networkClients(ctx.db, ibScope(ctx, auth), Number(params.subIbId), query, ctx.clock.now()),
  });
}
