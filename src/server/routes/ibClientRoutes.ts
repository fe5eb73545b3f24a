import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerApi } from '../http/api';
import { exportBatchRows, exportFormats, sendLargeTable } from '../export/tableExport';
import { tableRateLimitOf } from '../http/rateLimits';
import { exportColumns, tableQuerySchema } from '../http/tableQuery';
import { clientExport, clientPage, ownClient, type ClientListQuery } from '../ib/clientList';
import { clientExportColumn, clientFields, moneyClientFields, clientRowSchema } from '../ib/clientRows';
import { ibScope } from '../ib/ibScope';
import { serverText } from '../i18n/serverText';
import { ibClientDetailViewSchema } from '../../../engine/api';
import { clientDetail } from '../ib/clientDetail';
import { rateLimitOf } from '../http/rateLimits';

const tags = ['ib'];

/** The IB's client-account lists (one endpoint, six lists) and a client's details; an IB reads only its own clients. */
export function ibClientRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerApi<unknown, ClientListQuery>(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'ibaccount/clients',
    summary:
      "A page of the IB's clients in one of the lists (accounts, unfunded, opened, pending, leads, archived): server-side paging, sorting, search and date range; privacy switches blank hidden fields; format=csv|xlsx exports the whole list (CSV streams; x-export-rows gives the row count; a currency column goes with amounts)",
    tags,
    auth: 'required',
    downloads: exportFormats,
    ibOnly: true,
    config: tableRateLimitOf(ctx, 'report'),
    query: tableQuerySchema({ list: { type: 'string', pattern: '^[a-zA-Z]+$', maxLength: 20 } }, ['list']),
    data: {
      type: 'object',
      properties: { rows: { type: 'array', items: clientRowSchema }, total: { type: 'integer' }, page: { type: 'integer' }, pageSize: { type: 'integer' } },
    },
    handler: async ({ auth, query, reply }) => {
      const scope = ibScope(ctx, auth);
      if (!query.format) return await clientPage(ctx.db, scope, query);
      const requested = exportColumns(query, clientFields);
      // Amounts of accounts in different currencies: a currency column always goes with them.
      const withCurrency =
        requested.some((c) => moneyClientFields.has(c.field)) && !requested.some((c) => c.field === 'currency')
          ? [...requested, { field: 'currency', label: serverText(ctx.load, 'ib.clients.currency', {}, scope.language) }]
          : requested;
      const columns = withCurrency.map(({ field, label }) => clientExportColumn(scope.config, ctx.load, scope.language, field, label));
      const rows = clientExport(ctx.db, scope, query);
      return sendLargeTable(reply, query.format, `clients-${query.list}`, columns, rows.count, (i) => rows.readBatch(i, exportBatchRows));
    },
  });

  registerApi<unknown, unknown>(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'ibaccount/clients/:clientId',
    summary: "One of the IB's clients; another IB's client is refused (NOT_YOUR_CLIENT)",
    tags,
    auth: 'required',
    ibOnly: true,
    params: { type: 'object', required: ['clientId'], properties: { clientId: { type: 'integer', minimum: 1 } } },
    data: clientRowSchema,
    handler: ({ auth, params }) => ownClient(ctx.db, ibScope(ctx, auth), Number(params.clientId)),
  });

  registerApi<unknown, { from?: string; to?: string }>(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'ibaccount/clients/:clientId/detail',
    summary:
      "One of the IB's clients in detail over a period (default: the last 30 days): its accounts under the IB, volume and rebates per account and product, deposits and withdrawals; privacy switches blank what they hide; another IB's client is refused (NOT_YOUR_CLIENT)",
    tags,
    auth: 'required',
    ibOnly: true,
    config: rateLimitOf(ctx, 'report'),
    params: { type: 'object', required: ['clientId'], properties: { clientId: { type: 'integer', minimum: 1 } } },
    query: {
      type: 'object',
      additionalProperties: false,
      properties: { from: { type: 'string', format: 'date' }, to: { type: 'string', format: 'date' } },
    },
    data: ibClientDetailViewSchema,
    handler: ({ auth, params, query }) => clientDetail(ctx.db, ibScope(ctx, auth), Number(params.clientId), query, ctx.clock.now()),
  });
}
