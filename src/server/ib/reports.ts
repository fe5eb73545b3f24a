import { hiddenClientFields } from '../../../engine/ib';
import type { Db } from '../db/openDatabase';
import { readOffThread } from '../db/readPool';
import { dateRange, dateRangeError, dayMs, tableQueryError, type TableQuery } from '../http/tableQuery';
import type { IbScope } from './ibScope';
import type { AccountReport } from './accountSums';

export type ReportRow = Record<string, string | number | null>;

export interface ReportPage {
  rows: ReportRow[];
  /** One row per currency (the rebate report has one). */
  totals: ReportRow[];
  total: number;
  page: number;
  pageSize: number;
  from: string;
  to: string;
}

export interface ReportQuery extends TableQuery {
  groupBy: string;
  /** Only this product group (rebate report). */
  product?: string;
}

/** The longest range one report covers (chosen). */
export const maxReportDays = 366;

const isoDay = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);

/** The report's day range [startDay, endDay): the query's, or the last 30 days up to now. */
export function reportDays(query: TableQuery, now: number): { startDay: number; endDay: number } {
  const today = Math.floor(now / dayMs) + 1;
  const { start, end } = dateRange(query, { from: (today - 30) * dayMs, to: today * dayMs });
  const startDay = Math.floor(start! / dayMs);
  const endDay = Math.floor(end! / dayMs);
  if (endDay - startDay > maxReportDays) throw dateRangeError('tooLong', `at most ${maxReportDays} days`, { days: maxReportDays });
  return { startDay, endDay };
}

/** Sortable fields of each breakdown; the first is the default (descending). Rows tie-break on their key. */
const rebateSorts: Record<string, readonly string[]> = {
  account: ['rebate', 'lots', 'accountNumber'],
  product: ['rebate', 'lots', 'accounts', 'product', 'ownRebate', 'overrideRebate'],
  day: ['day', 'rebate', 'lots', 'ownRebate', 'overrideRebate'],
};
const fundsSorts: Record<string, readonly string[]> = {
  account: ['deposits', 'withdrawals', 'net', 'accountNumber'],
  day: ['day', 'deposits', 'withdrawals', 'net'],
};

function sortsOf(breakdowns: Record<string, readonly string[]>, query: ReportQuery): readonly string[] {
  const sorts = breakdowns[query.groupBy];
  if (!sorts) throw tableQueryError(`"${query.groupBy}" is not a breakdown of this report (known: ${Object.keys(breakdowns).join(', ')})`);
  return sorts;
}

/** SQLite's order: NULL first, numbers before text, text by code unit. */
function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a !== typeof b) return typeof a === 'number' ? -1 : 1;
  return (a as number | string) < (b as number | string) ? -1 : 1;
}

/** The query's sort field (a known one; the first by default) and direction (descending by default). */
function orderOf(sorts: readonly string[], query: ReportQuery): { sort: string; descending: boolean } {
  const sort = query.sort ?? sorts[0]!;
  if (!sorts.includes(sort)) throw tableQueryError(`the report cannot be sorted by "${sort}" (sortable: ${sorts.join(', ')})`);
  return { sort, descending: query.order !== 'asc' };
}

/** The query's page of (a few: per product or day) rows sorted by a known field, then by key. */
function sortedPage(rows: readonly ReportRow[], sorts: readonly string[], query: ReportQuery, page: number, pageSize: number): ReportRow[] {
  const { sort, descending } = orderOf(sorts, query);
  const sign = descending ? -1 : 1;
  const sorted = [...rows].sort((a, b) => sign * (compareValues(a[sort], b[sort]) || compareValues(a.key, b.key)));
  return sorted.slice((page - 1) * pageSize, page * pageSize);
}

/**
 * What blanks what the privacy switches hide (names, lots) and turns stored units into API units, for
 * every row of one report: the switches are read once, not once a row.
 */
function finisher(scope: IbScope): (row: ReportRow) => ReportRow {
  const hidden = hiddenClientFields(scope.config.ibProgram, scope.switches);
  const hideLots = hidden.has('lots');
  const hideName = hidden.has('name');
  const names = scope.config.regulator.accountTypeNames as Record<string, string>;
  return (row) => {
    const out: ReportRow = { ...row };
    if ('lots' in out) out.lots = hideLots || out.lots === null ? null : Number(out.lots) / 100;
    if ('name' in out && hideName) out.name = null;
    if ('accountType' in out && out.accountType !== null) out.accountType = names[String(out.accountType)] ?? String(out.accountType);
    if ('day' in out && typeof out.day === 'number') out.day = isoDay(out.day);
    if ('key' in out) out.key = String(out.key);
    return out;
  };
}

/** The rows of a query on a report's rollup, read off the event loop like the account sums (a year is a few thousand rows to add up). */
const rollupRows = (db: Db, sql: string, params: unknown[]) => readOffThread(db, 'rows', { sql, params }) as Promise<ReportRow[]>;

/**
 * A page of day rows read by SQL from a rollup (a year is a few hundred rows a product or currency): sorted
 * by a known field, then by the row's key columns, counted, and only the page turned into objects.
 */
async function dayPage(
  db: Db,
  rows: { select: string; where: string; params: unknown[]; keys: readonly string[] },
  sorts: readonly string[],
  query: ReportQuery,
  page: number,
  pageSize: number,
): Promise<{ rows: ReportRow[]; total: number }> {
  const { sort, descending } = orderOf(sorts, query);
  const direction = descending ? 'DESC' : 'ASC';
  const order = [sort, ...rows.keys.filter((key) => key !== sort)].map((column) => `${column} ${direction}`).join(', ');
  const all = `SELECT ${rows.select} WHERE ${rows.where}`;
  const [pageRows, [counted]] = await Promise.all([
    rollupRows(db, `${all} ORDER BY ${order} LIMIT ? OFFSET ?`, [...rows.params, pageSize, (page - 1) * pageSize]),
    rollupRows(db, `SELECT COUNT(*) AS total FROM (${all})`, rows.params),
  ]);
  return { rows: pageRows, total: Number(counted?.total ?? 0) };
}

/**
 * A page of the report's account rows over the range (none unless the report is by account), how
 * many accounts there are and how many per product or currency: summed off the event loop from the
 * IB's daily rows (accountSums.ts).
 */
async function accountRows(
  db: Db,
  report: AccountReport,
  ibId: number,
  days: { startDay: number; endDay: number },
  query: ReportQuery,
  sorts: readonly string[],
  page: number,
  pageSize: number,
) {
  const byAccount = query.groupBy === 'account';
  const answer = await readOffThread(db, 'accountPage', {
    report,
    ibId,
    ...days,
    ...(query.product !== undefined ? { product: query.product } : {}),
    ...(byAccount ? { page: { ...orderOf(sorts, query), offset: (page - 1) * pageSize, limit: pageSize } } : {}),
    // Read by the rebate report's product rows and the funds report's totals per currency.
    accountsPer: report === 'funds' || query.groupBy === 'product',
  });
  return { ...answer, accountsPer: new Map(answer.accountsPer) };
}

/**
 * The rebate report of an IB over a date range: per account or per product, with totals. Rebates
 * are in minor units of the programme's currency; lots in standard lots. Sums per product and in
 * total come from the rollup's running sums (rollupTotals.ts), day rows from the rollup itself
 * (ib_rebate_rollup); account rows and distinct account counts from the accounts' sums (accountSums.ts).
 */
export async function rebateReport(db: Db, scope: IbScope, query: ReportQuery, now: number, limit?: number): Promise<ReportPage> {
  const sorts = sortsOf(rebateSorts, query);
  const { startDay, endDay } = reportDays(query, now);
  const ibId = scope.owner.id;
  const page = query.page ?? 1;
  const pageSize = limit ?? query.pageSize ?? 25;
  const product = query.product;
  if (product !== undefined && !scope.config.ibProgram.products.some((p) => p.id === product))
    throw tableQueryError(`"${product}" is not a product (known: ${scope.config.ibProgram.products.map((p) => p.id).join(', ')})`);
  // The rollup's rebate holds own and override rebates (170_ib_network.sql): own = rebate - override_rebate.
  const sums = 'SUM(lots) AS lots, SUM(rebate) AS rebate, SUM(rebate - override_rebate) AS ownRebate, SUM(override_rebate) AS overrideRebate';
  const where = `ib_id = ? AND day >= ? AND day < ?${product !== undefined ? ' AND product = ?' : ''}`;
  const params = [ibId, startDay, endDay, ...(product !== undefined ? [product] : [])];
  const [accounts, products] = await Promise.all([
    accountRows(db, 'rebate', ibId, { startDay, endDay }, query, sorts, page, pageSize),
    readOffThread(db, 'rollupTotals', { report: 'rebate', ibId, startDay, endDay, ...(product !== undefined ? { product } : {}) }),
  ]);
  const grouped =
    query.groupBy === 'account'
      ? // Its own client's account earns the IB its own rebate; a sub-IB's client's account the override, beside lots that
        // are the sub-IB's (none here, as in the totals): the rows add up to the totals under them.
        // Only an own client opens its detail (clientId).
        {
          ...accounts,
          rows: accounts.rows.map(({ ownerIb, ...r }) =>
            ownerIb === ibId
              ? { ...r, clientId: r.key ?? null, ownRebate: r.rebate ?? 0, overrideRebate: 0 }
              : { ...r, clientId: null, lots: null, ownRebate: 0, overrideRebate: r.rebate ?? 0 },
          ),
        }
      : query.groupBy === 'day'
        ? await dayPage(
            db,
            { select: `day AS key, day, ${sums} FROM ib_rebate_rollup`, where: `${where} GROUP BY day`, params, keys: ['day'] },
            sorts,
            query,
            page,
            pageSize,
          )
        : {
            rows: sortedPage(
              products.map((p) => ({ ...p, accounts: accounts.accountsPer.get(String(p.product)) ?? 0 })),
              sorts,
              query,
              page,
              pageSize,
            ),
            total: products.length,
          };
  const sum = (field: 'lots' | 'rebate' | 'ownRebate' | 'overrideRebate') => products.reduce((total, p) => total + Number(p[field]), 0);
  const currency = scope.config.ibProgram.rebateCurrency;
  const finish = finisher(scope);
  return {
    rows: grouped.rows.map((r) => finish({ ...r, currency })),
    totals: [
      finish({
        key: 'total',
        accounts: accounts.total,
        lots: sum('lots'),
        rebate: sum('rebate'),
        ownRebate: sum('ownRebate'),
        overrideRebate: sum('overrideRebate'),
        currency,
      }),
    ],
    total: grouped.total,
    page,
    pageSize,
    from: isoDay(startDay),
    to: isoDay(endDay - 1),
  };
}

/**
 * The funds report of an IB's clients over a date range: deposits, withdrawals and net per account
 * or per day, totals per currency (minor units). Day rows come from the rollup (ib_funds_rollup),
 * totals from its running sums (rollupTotals.ts); account rows and distinct account counts from the
 * accounts' sums (accountSums.ts).
 */
export async function fundsReport(db: Db, scope: IbScope, query: ReportQuery, now: number, limit?: number): Promise<ReportPage> {
  const sorts = sortsOf(fundsSorts, query);
  const { startDay, endDay } = reportDays(query, now);
  const ibId = scope.owner.id;
  const page = query.page ?? 1;
  const pageSize = limit ?? query.pageSize ?? 25;
  const where = 'ib_id = ? AND day >= ? AND day < ?';
  const params = [ibId, startDay, endDay];
  const [accounts, totals] = await Promise.all([
    accountRows(db, 'funds', ibId, { startDay, endDay }, query, sorts, page, pageSize),
    readOffThread(db, 'rollupTotals', { report: 'funds', ibId, startDay, endDay }),
  ]);
  const grouped =
    query.groupBy === 'account'
      ? accounts
      : await dayPage(
          db,
          {
            select: "day || ':' || currency AS key, day, currency, accounts, deposits, withdrawals, deposits - withdrawals AS net FROM ib_funds_rollup",
            where,
            params,
            keys: ['day', 'currency'],
          },
          sorts,
          query,
          page,
          pageSize,
        );
  const finish = finisher(scope);
  return {
    rows: grouped.rows.map((r) => finish(r)),
    totals: totals.map((total) => finish({ ...total, accounts: accounts.accountsPer.get(String(total.currency)) ?? 0 })),
    total: grouped.total,
    page,
    pageSize,
    from: isoDay(startDay),
    to: isoDay(endDay - 1),
  };
}

/** Fields each report's rows can have, for exports: money fields are minor units of the row's currency. */
export const reportFields = {
  rebate: {
    money: ['rebate', 'ownRebate', 'overrideRebate'],
    number: ['lots', 'accounts'],
    text: ['accountNumber', 'name', 'platform', 'accountType', 'product', 'currency'],
    date: ['day'],
  },
  funds: { money: ['deposits', 'withdrawals', 'net'], number: ['accounts'], text: ['accountNumber', 'name', 'currency'], date: ['day'] },
} as const;
