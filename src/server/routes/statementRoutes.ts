import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerApi } from '../http/api';
import { accountField } from '../funds/apiSchemas';
import { moneyText } from '../funds/fundsSupport';
import { monthlyStatement, movementGroup, movementGroups, movements, statementMonths, statementPdf, type MovementRow } from '../funds/statements';
import { exportFormats, sendTable, type ExportColumn } from '../export/tableExport';
import { dateRange, exportColumns, tableQuerySchema, type TableQuery } from '../http/tableQuery';
import { serverText } from '../i18n/serverText';
import { languageField } from '../i18n/requestLanguage';

const tags = ['statements'];
const movementSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    date: { type: 'string', format: 'date-time' },
    account: { type: 'string' },
    accountKind: { type: 'string' },
    group: { type: 'string' },
    amount: { type: 'string' },
    currency: { type: 'string' },
    balanceAfter: { type: 'string' },
  },
} as const;
type HistoryQuery = TableQuery & { account?: string; accountKind?: 'trading' | 'wallet'; group?: string };

/** Transaction and wallet history (filters, CSV/XLSX) and monthly statements (JSON summary or PDF). */
export function statementRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerApi<unknown, HistoryQuery>(app, ctx, {
    method: 'GET',
    bases: ['cp'],
    path: 'account/history',
    summary:
      "The user's ledger movements, newest first, with the balance after each; filters: account, accountKind (trading|wallet: the wallet history), group, dates; format=csv|xlsx exports them",
    tags,
    auth: 'required',
    downloads: exportFormats,
    query: tableQuerySchema({
      account: accountField,
      accountKind: { type: 'string', enum: ['trading', 'wallet'] },
      group: { type: 'string', enum: [...movementGroups] },
    }),
    data: {
      type: 'object',
      properties: { rows: { type: 'array', items: movementSchema }, total: { type: 'integer' }, page: { type: 'integer' }, pageSize: { type: 'integer' } },
    },
    handler: async ({ auth, query, reply }) => {
      const config = ctx.config(auth.user.regulator);
      const { start, end } = dateRange(query);
      const rows = movements(ctx, auth.user, {
        ...(query.account ? { account: query.account } : {}),
        ...(query.accountKind ? { accountKind: query.accountKind } : {}),
        ...(query.group ? { group: query.group } : {}),
        ...(start !== undefined ? { start } : {}),
        ...(end !== undefined ? { end } : {}),
      });
      const money = (r: MovementRow, minor: number) => moneyText(config, minor, r.currency);
      if (!query.format) {
        const page = query.page ?? 1;
        const pageSize = query.pageSize ?? 25;
        const slice = rows.slice((page - 1) * pageSize, page * pageSize);
        return {
          rows: slice.map((r) => ({
            id: r.id,
            date: new Date(r.at).toISOString(),
            account: r.account,
            accountKind: r.accountKind,
            group: movementGroup(r.kind),
            amount: money(r, r.amount),
            currency: r.currency,
            balanceAfter: money(r, r.balanceAfter),
          })),
          total: rows.length,
          page,
          pageSize,
        };
      }
      const decimals = (r: MovementRow) => config.currencies.find((c) => c.code === r.currency)?.minorUnits ?? 2;
      const columns = exportColumns(query, new Set(['date', 'account', 'group', 'amount', 'currency', 'balanceAfter'])).map(
        ({ field, label }): ExportColumn<MovementRow> => {
          if (field === 'date') return { header: label, type: 'date', value: (r) => new Date(r.at) };
          if (field === 'amount') return { header: label, type: 'number', decimals: 2, value: (r) => r.amount / 10 ** decimals(r) };
          if (field === 'balanceAfter') return { header: label, type: 'number', decimals: 2, value: (r) => r.balanceAfter / 10 ** decimals(r) };
          if (field === 'group')
            return { header: label, type: 'text', value: (r) => serverText(ctx.load, `funds.movement.${movementGroup(r.kind)}`, {}, auth.language) };
          return { header: label, type: 'text', value: (r) => (field === 'account' ? r.account : r.currency) };
        },
      );
      return sendTable(reply, query.format, query.accountKind === 'wallet' ? 'wallet-history' : 'transaction-history', columns, rows);
    },
  });

  registerApi<unknown, { account: string }>(app, ctx, {
    method: 'GET',
    bases: ['cp'],
    path: 'account/statementMonths',
    summary: 'The months a statement of the account can be had for (from its opening to now, newest first)',
    tags,
    auth: 'required',
    query: { type: 'object', additionalProperties: false, required: ['account'], properties: { account: accountField } },
    data: { type: 'array', items: { type: 'string' } },
    handler: ({ auth, query }) => statementMonths(ctx, auth.user, query.account),
  });

  registerApi<unknown, { account: string; month: string; format?: 'pdf'; lang?: string }>(app, ctx, {
    method: 'GET',
    bases: ['cp'],
    path: 'account/statement',
    summary:
      "A monthly statement of an account: opening balance, credits, debits and closing balance (the ledger's sum at the month's end); format=pdf answers it as a PDF with every movement, in the language of lang (the page's: the PDF opens by a plain link, which sends no X-Lang)",
    tags,
    auth: 'required',
    downloads: ['pdf'],
    query: {
      type: 'object',
      additionalProperties: false,
      required: ['account', 'month'],
      properties: {
        account: accountField,
        month: { type: 'string', pattern: '^\\d{4}-\\d{2}$' },
        format: { type: 'string', enum: ['pdf'] },
        // Read by requestLanguage (auth.language) like an X-Lang header.
        lang: languageField,
      },
    },
    data: {
      type: 'object',
      properties: {
        account: { type: 'string' },
        currency: { type: 'string' },
        month: { type: 'string' },
        opening: { type: 'string' },
        credits: { type: 'string' },
        debits: { type: 'string' },
        closing: { type: 'string' },
        movements: { type: 'integer' },
      },
    },
    handler: async ({ auth, query, reply }) => {
      const statement = monthlyStatement(ctx, auth.user, query.account, query.month);
      if (query.format === 'pdf') {
        const pdf = await statementPdf(ctx, auth.user, statement, auth.language);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="statement-${statement.account}-${statement.month}.pdf"`)
          .header('cache-control', 'no-store')
          .send(pdf);
      }
      const config = ctx.config(auth.user.regulator);
      const money = (minor: number) => moneyText(config, minor, statement.currency);
      return {
        account: statement.account,
        currency: statement.currency,
        month: statement.month,
        opening: money(statement.opening),
        credits: money(statement.credits),
        debits: money(statement.debits),
        closing: money(statement.closing),
        movements: statement.rows.length,
      };
    },
  });
}
