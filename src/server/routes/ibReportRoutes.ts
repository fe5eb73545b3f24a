import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerApi } from '../http/api';
import { exportFormats, sendTable, type ExportColumn } from '../export/tableExport';
import { tableRateLimitOf } from '../http/rateLimits';
import { exportColumns, tableQuerySchema } from '../http/tableQuery';
import { serverText } from '../i18n/serverText';
import { ibScope } from '../ib/ibScope';
import { commissionStatementViewSchema } from '../../../engine/api';
import { commissionStatement, commissionStatementPdf } from '../ib/commissionStatement';
import { rateLimitOf } from '../http/rateLimits';
import { answerEncoding, sendEncodedBody } from '../http/sendEncoded';
import { reportAnswer, reportFields, reportPage, type ReportName, type ReportPage, type ReportQuery, type ReportRow } from '../ib/reports';

const tags = ['ib'];
// Every field a report row can have, named from reportFields: the API view (OpenAPI) says what a row holds. The answer
// itself is serialised by the read worker that reads the page (reports.ts reportAnswer).
const rowSchema = {
  type: 'object',
  properties: Object.fromEntries([
    ['key', { type: 'string' }],
    ...Object.values(reportFields).flatMap((fields) => [...fields.text, ...fields.date].map((name) => [name, { type: ['string', 'null'] }])),
    ...Object.values(reportFields).flatMap((fields) => [...fields.money, ...fields.number].map((name) => [name, { type: ['number', 'null'] }])),
  ]),
  additionalProperties: { type: ['string', 'number', 'null'] },
};
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
  for (const name of ['rebate', 'funds'] as const satisfies readonly ReportName[]) {
    const fields = reportFields[name];
    registerApi<unknown, ReportQuery>(app, ctx, {
      method: 'GET',
      bases: ['web'],
      path: `ibaccount/report/${name}`,
      summary: `The ${name} report over a date range (default: the last 30 days) by one breakdown (the rebate report: account, product or day, own and override rebates apart; product filters it), with totals; format=csv|xlsx exports it`,
      tags,
      auth: 'required',
      downloads: exportFormats,
      ibOnly: true,
      config: tableRateLimitOf(ctx, 'report'),
      query: tableQuerySchema(
        { groupBy: { type: 'string', pattern: '^[a-zA-Z]+$', maxLength: 20 }, product: { type: 'string', pattern: '^[a-zA-Z0-9_]+$', maxLength: 40 } },
        ['groupBy'],
      ),
      data: pageSchema,
      handler: async ({ auth, query, raw, reply }) => {
        const scope = ibScope(ctx, auth);
        if (!query.format) {
          const accepted = answerEncoding(raw, scope.config.http.transfer.encodings);
          return sendEncodedBody(reply, await reportAnswer(name, ctx.db, scope, query, ctx.clock.now(), accepted));
        }
        const page: ReportPage = await reportPage(name, ctx.db, scope, { ...query, page: 1 }, ctx.clock.now(), 100_000);
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
            return { header: label, type: 'text', value: (r) => serverText(ctx.load, `ib.product.${String(r.product)}`, {}, scope.language) };
          return { header: label, type: 'text', value: (r) => (r[field] === null || r[field] === undefined ? null : String(r[field])) };
        });
        const totalLabel = serverText(ctx.load, 'widget.report.total', {}, scope.language);
        // Totals rows follow the rows, labelled in the first column.
        const first = columns[0]!;
        const isTotal = (r: ReportRow) => String(r.key).startsWith('total');
        columns[0] = { ...first, value: (r) => (isTotal(r) ? totalLabel : first.value(r)) };
        return sendTable(reply, query.format, `${name}-report-${page.from}-${page.to}`, columns, [...page.rows, ...page.totals]);
      },
    });
  }

  registerApi<unknown, { month: string; format?: 'pdf' }>(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'ibaccount/report/commissionStatement',
    summary:
      "The IB's commission statement for a calendar month: own and override rebates per product, the total equal to the rebate report's for that month; format=pdf answers it as a PDF",
    tags,
    auth: 'required',
    ibOnly: true,
    downloads: ['pdf'],
    config: rateLimitOf(ctx, 'export'),
    query: {
      type: 'object',
      additionalProperties: false,
      required: ['month'],
      properties: { month: { type: 'string', pattern: '^\\d{4}-\\d{2}$' }, format: { type: 'string', enum: ['pdf'] } },
    },
    data: commissionStatementViewSchema,
    handler: async ({ auth, query, reply }) => {
      const scope = ibScope(ctx, auth);
      const statement = await commissionStatement(ctx, scope, query.month);
      if (query.format !== 'pdf') return statement;
      const pdf = await commissionStatementPdf(ctx, scope, statement);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="commission-statement-${statement.month}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  });
}
