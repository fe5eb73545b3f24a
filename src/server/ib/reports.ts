import { hiddenClientFields } from '../../../engine/ib';
import type { Db } from '../db/openDatabase';
import { readOffThread } from '../db/readPool';
import { dateRange, dateRangeError, dayMs, tableQueryError, type TableQuery } from '../http/tableQuery';
import type { IbScope } from './ibScope';
import { cachedPerVersion } from './versionedCache';

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

/** Sorted copies of the (cached) account rows, per order: paging through a sorted report sorts once. */
const sortedCopies = new WeakMap<readonly ReportRow[], Map<string, ReportRow[]>>();

/** The query's page of rows sorted by a known field, then by key, in the query's direction. */
function sortedPage(rows: readonly ReportRow[], sorts: readonly string[], query: ReportQuery, page: number, pageSize: number): ReportRow[] {
  const field = query.sort ?? sorts[0]!;
  if (!sorts.includes(field)) throw tableQueryError(`the report cannot be sorted by "${field}" (sortable: ${sorts.join(', ')})`);
  const sign = query.order === 'asc' ? 1 : -1;
  let copies = sortedCopies.get(rows);
  if (!copies) sortedCopies.set(rows, (copies = new Map()));
  let sorted = copies.get(`${field}:${sign}`);
  if (!sorted) copies.set(`${field}:${sign}`, (sorted = [...rows].sort((a, b) => sign * (compareValues(a[field], b[field]) || compareValues(a.key, b.key)))));
  return sorted.slice((page - 1) * pageSize, page * pageSize);
}

/** Blanks what the privacy switches hide (names, lots) and turns stored units into API units. */
function finish(scope: IbScope, row: ReportRow): ReportRow {
  const hidden = hiddenClientFields(scope.config.ibProgram, scope.switches);
  const names = scope.config.regulator.accountTypeNames as Record<string, string>;
  const out: ReportRow = { ...row };
  if ('lots' in out) out.lots = hidden.has('lots') ? null : Number(out.lots ?? 0) / 100;
  if ('name' in out && hidden.has('name')) out.name = null;
  if ('accountType' in out && out.accountType !== null) out.accountType = names[String(out.accountType)] ?? String(out.accountType);
  if ('day' in out && typeof out.day === 'number') out.day = isoDay(out.day);
  if ('key' in out) out.key = String(out.key);
  return out;
}

/** The account rows of a range, and how many distinct accounts each product (or currency) has. */
interface AccountSums {
  rows: ReportRow[];
  accountsPer: Map<string, number>;
}

function countPer(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/**
 * Every account's rebate sums over the range with its number, name and type: the one read of the
 * daily rows a report needs (distinct accounts do not add up over days), off the event loop and once
 * per version of the IB's data. Sums first, then the account row of each sum.
 */
function rebateAccounts(db: Db, ibId: number, startDay: number, endDay: number, product?: string): Promise<AccountSums> {
  return cachedPerVersion(db, ibId, `rebate:${startDay}:${endDay}:${product ?? ''}`, async () => {
    const rows = (await readOffThread(
      db,
      `SELECT a.client_id AS key, c.account_number AS accountNumber, c.name AS name, c.platform AS platform, c.account_type AS accountType, a.lots AS lots, a.rebate AS rebate, a.products AS products
       FROM (SELECT client_id, SUM(lots) AS lots, SUM(rebate) AS rebate, group_concat(DISTINCT product) AS products FROM ib_trade_days WHERE ib_id = ? AND day >= ? AND day < ?${product !== undefined ? ' AND product = ?' : ''} GROUP BY client_id) a
       JOIN ib_clients c ON c.id = a.client_id`,
      [ibId, startDay, endDay, ...(product !== undefined ? [product] : [])],
    )) as (ReportRow & { products: string })[];
    return { rows: rows.map(({ products: _, ...row }) => row), accountsPer: countPer(rows.flatMap((r) => r.products.split(','))) };
  });
}

/** Every account's deposits and withdrawals over the range, as rebateAccounts. */
function fundsAccounts(db: Db, ibId: number, startDay: number, endDay: number): Promise<AccountSums> {
  return cachedPerVersion(db, ibId, `funds:${startDay}:${endDay}`, async () => {
    const rows = (await readOffThread(
      db,
      `SELECT a.client_id AS key, c.account_number AS accountNumber, c.name AS name, c.currency AS currency, a.deposits AS deposits, a.withdrawals AS withdrawals, a.deposits - a.withdrawals AS net
       FROM (SELECT client_id, SUM(deposits) AS deposits, SUM(withdrawals) AS withdrawals FROM ib_fund_days WHERE ib_id = ? AND day >= ? AND day < ? GROUP BY client_id) a
       JOIN ib_clients c ON c.id = a.client_id`,
      [ibId, startDay, endDay],
    )) as ReportRow[];
    return { rows, accountsPer: countPer(rows.map((r) => String(r.currency))) };
  });
}

/**
 * The rebate report of an IB over a date range: per account or per product, with totals. Rebates
 * are in minor units of the programme's currency; lots in standard lots. Sums per product and in
 * total come from the rollup (ib_rebate_rollup, a range of day rows); account rows and distinct
 * account counts from the accounts' sums (rebateAccounts).
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
  const accounts = await rebateAccounts(db, ibId, startDay, endDay, product);
  // The rollup's rebate holds own and override rebates (170_ib_network.sql): own = rebate - override_rebate.
  const sums = 'SUM(lots) AS lots, SUM(rebate) AS rebate, SUM(rebate - override_rebate) AS ownRebate, SUM(override_rebate) AS overrideRebate';
  const productFilter = product !== undefined ? ' AND product = ?' : '';
  const params = [ibId, startDay, endDay, ...(product !== undefined ? [product] : [])];
  const products = db
    .prepare(`SELECT product AS key, product, ${sums} FROM ib_rebate_rollup WHERE ib_id = ? AND day >= ? AND day < ?${productFilter} GROUP BY product`)
    .all(...params) as ReportRow[];
  const grouped =
    query.groupBy === 'account'
      ? accounts.rows
      : query.groupBy === 'day'
        ? (db
            .prepare(`SELECT day AS key, day, ${sums} FROM ib_rebate_rollup WHERE ib_id = ? AND day >= ? AND day < ?${productFilter} GROUP BY day`)
            .all(...params) as ReportRow[])
        : products.map((p) => ({ ...p, accounts: accounts.accountsPer.get(String(p.product)) ?? 0 }));
  const sum = (field: 'lots' | 'rebate' | 'ownRebate' | 'overrideRebate') => products.reduce((total, p) => total + Number(p[field]), 0);
  const currency = scope.config.ibProgram.rebateCurrency;
  return {
    rows: sortedPage(grouped, sorts, query, page, pageSize).map((r) => finish(scope, { ...r, currency })),
    totals: [
      finish(scope, {
        key: 'total',
        accounts: accounts.rows.length,
        lots: sum('lots'),
        rebate: sum('rebate'),
        ownRebate: sum('ownRebate'),
        overrideRebate: sum('overrideRebate'),
        currency,
      }),
    ],
    total: grouped.length,
    page,
    pageSize,
    from: isoDay(startDay),
    to: isoDay(endDay - 1),
  };
}

/**
 * The funds report of an IB's clients over a date range: deposits, withdrawals and net per account
 * or per day, totals per currency (minor units). Day rows and the sums come from the rollup
 * (ib_funds_rollup); account rows and distinct account counts from the accounts' sums (fundsAccounts).
 */
export async function fundsReport(db: Db, scope: IbScope, query: ReportQuery, now: number, limit?: number): Promise<ReportPage> {
  const sorts = sortsOf(fundsSorts, query);
  const { startDay, endDay } = reportDays(query, now);
  const ibId = scope.owner.id;
  const page = query.page ?? 1;
  const pageSize = limit ?? query.pageSize ?? 25;
  const accounts = await fundsAccounts(db, ibId, startDay, endDay);
  const dayRows = db
    .prepare(
      "SELECT day || ':' || currency AS key, day, currency, accounts, deposits, withdrawals, deposits - withdrawals AS net FROM ib_funds_rollup WHERE ib_id = ? AND day >= ? AND day < ? ORDER BY day, currency",
    )
    .all(ibId, startDay, endDay) as ReportRow[];
  const totals = new Map<string, ReportRow>();
  for (const r of dayRows) {
    const currency = String(r.currency);
    const total = totals.get(currency) ?? {
      key: `total:${currency}`,
      currency,
      accounts: accounts.accountsPer.get(currency) ?? 0,
      deposits: 0,
      withdrawals: 0,
      net: 0,
    };
    for (const field of ['deposits', 'withdrawals', 'net'] as const) total[field] = Number(total[field]) + Number(r[field]);
    totals.set(currency, total);
  }
  const grouped = query.groupBy === 'account' ? accounts.rows : dayRows;
  return {
    rows: sortedPage(grouped, sorts, query, page, pageSize).map((r) => finish(scope, r)),
    totals: [...totals.keys()].sort().map((currency) => finish(scope, totals.get(currency)!)),
    total: grouped.length,
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
