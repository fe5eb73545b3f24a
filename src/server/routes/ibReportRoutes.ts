import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerApi } from '../http/api';
import { exportFormats, sendTable, type ExportColumn } from '../export/tableExport';
import { tableRateLimitOf } from '../http/rateLimits';
import { exportColumns, tableQuerySchema } from '../http/tableQuery';
import { serverText } from '../i18n/serverText';
import { ibScope } from '../ib/ibScope';
import { fundsReport, rebateReport, reportFields, type ReportPage, type ReportQuery, type ReportRow } from '../ib/reports';

const tags = ['ib'];
const rowSchema = { type: 'object', additionalProperties: { type: ['string', 'number', 'null'] } };
const pageSchema = {
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
};

/** The IB report's two sub-pages: the rebate report and the funds report, each with breakdowns, totals and exports. */
export function ibReportRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const reports = { rebate: rebateReport, funds: fundsReport } as const;
  for (const [name, report] of Object.entries(reports) as [keyof typeof reports, typeof rebateReport][]) {
    const fields = reportFields[name];
    registerApi<unknown, ReportQuery>(app, ctx, {
      method: 'GET',
      bases: ['web'],
      path: `ibaccount/report/${name}`,
      summary: `The ${name} report over a date range (default: the last 30 days) by one breakdown, with totals; format=csv|xlsx exports it`,
      tags,
      auth: 'required',
      downloads: exportFormats,
      ibOnly: true,
      config: tableRateLimitOf(ctx, 'report'),
      query: tableQuerySchema({ groupBy: { type: 'string', pattern: '^[a-zA-Z]+$', maxLength: 20 } }, ['groupBy']),
      data: pageSchema,
      handler: async ({ auth, query, reply }) => {
        const scope = ibScope(ctx, auth);
        if (!query.format) return await report(ctx.db, scope, query, ctx.clock.now());
        const page: ReportPage = await report(ctx.db, scope, { ...query, page: 1 }, ctx.clock.now(), 100_000);
        const known = new Set<string>([...fields.money, ...fields.number, ...fields.text, ...fields.date]);
        const minor = (row: ReportRow) => 10 ** (scope.config.currencies.find((c) => c.code === row.currency)?.minorUnits ?? 2);
        const requested = exportColumns(query, known);
        const columns = requested.map(({ field, label }): ExportColumn<ReportRow> => {
          if ((fields.money as readonly string[]).includes(field))
            return {
              header: label,
              type: 'number',
              decimals: 2,
              value: (r) => (r[field] === null || r[field] === undefined ? null : Number(r[field]) / minor(r)),
            };
          if ((fields.number as readonly string[]).includes(field))
            return {
              header: label,
              type: 'number',
              decimals: field === 'lots' ? 2 : 0,
              value: (r) => (r[field] === null || r[field] === undefined ? null : Number(r[field])),
            };
          if ((fields.date as readonly string[]).includes(field))
            return { header: label, type: 'date', value: (r) => (r[field] ? new Date(`${String(r[field])}T00:00:00Z`) : null) };
          if (field === 'product')
            return { header: label, type: 'text', value: (r) => serverText(ctx.load, `ib.product.${String(r.product)}`, {}, scope.user.language) };
          return { header: label, type: 'text', value: (r) => (r[field] === null || r[field] === undefined ? null : String(r[field])) };
        });
        const totalLabel = serverText(ctx.load, 'widget.report.total', {}, scope.user.language);
        // Totals rows follow the rows, labelled in the first column.
        const first = columns[0]!;
        const isTotal = (r: ReportRow) => String(r.key).startsWith('total');
        columns[0] = { ...first, value: (r) => (isTotal(r) ? totalLabel : first.value(r)) };
        return sendTable(reply, query.format, `${name}-report-${page.from}-${page.to}`, columns, [...page.rows, ...page.totals]);
      },
    });
  }
}
