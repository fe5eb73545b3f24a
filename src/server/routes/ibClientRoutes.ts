import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerApi } from '../http/api';
import { exportFormats, sendTable } from '../export/tableExport';
import { tableRateLimitOf } from '../http/rateLimits';
import { exportColumns, tableQuerySchema } from '../http/tableQuery';
import { clientExportRows, clientPage, ownClient, type ClientListQuery } from '../ib/clientList';
import { clientExportColumn, clientFields, clientRowSchema } from '../ib/clientRows';
import { ibScope } from '../ib/ibScope';

const tags = ['ib'];

/** The IB's client-account lists (one endpoint, six lists) and a client's details; an IB reads only its own clients. */
export function ibClientRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerApi<unknown, ClientListQuery>(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'ibaccount/clients',
    summary:
      "A page of the IB's clients in one of the lists (accounts, unfunded, opened, pending, leads, archived): server-side paging, sorting, search and date range; privacy switches blank hidden fields; format=csv|xlsx exports the whole list",
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
      if (!query.format) return clientPage(ctx.db, scope, query);
      const columns = exportColumns(query, clientFields).map(({ field, label }) =>
        clientExportColumn(scope.config, ctx.load, scope.user.language, field, label),
      );
      return sendTable(reply, query.format, `clients-${query.list}`, columns, clientExportRows(ctx.db, scope, query));
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
}
