import type { Db } from '../db/openDatabase';
import { prepared } from '../db/prepared';
import { dayMs } from '../http/tableQuery';
import { accountPage, type AccountReport } from './accountSums';
import { rollupTotals } from './rollupTotals';

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

/**
 * A report page to read, checked and in plain data (reports.ts makes it from the request and the IB's scope): what the
 * read worker needs to read the rows and finish them as the API sends them.
 */
export interface ReportRequest {
  report: AccountReport;
  ibId: number;
  /** The day range [startDay, endDay), in days since 1970. */
  startDay: number;
  endDay: number;
  groupBy: string;
  /** A sortable field of the breakdown, and its direction. */
  sort: string;
  descending: boolean;
  page: number;
  pageSize: number;
  /** Only this product group (rebate report). */
  product?: string;
  /** The programme's rebate currency (the rebate report's rows are in it). */
  rebateCurrency: string;
  /** Fields the IB's privacy switches blank (names, lots). */
  hidden: string[];
  /** The regulator's names of account types, by code. */
  accountTypeNames: Record<string, string>;
}

const isoDay = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);

/** SQLite's order: NULL first, numbers before text, text by code unit. */
function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a !== typeof b) return typeof a === 'number' ? -1 : 1;
  return (a as number | string) < (b as number | string) ? -1 : 1;
}

/** The request's page of (a few: per product) rows sorted by its field, then by key. */
function sortedPage(rows: readonly ReportRow[], request: ReportRequest): ReportRow[] {
  const { sort, page, pageSize } = request;
  const sign = request.descending ? -1 : 1;
  const sorted = [...rows].sort((a, b) => sign * (compareValues(a[sort], b[sort]) || compareValues(a.key, b.key)));
  return sorted.slice((page - 1) * pageSize, page * pageSize);
}

/** What blanks what the privacy switches hide (names, lots) and turns stored units into API units, for every row of one report. */
function finisher({ hidden, accountTypeNames }: ReportRequest): (row: ReportRow) => ReportRow {
  const hideLots = hidden.includes('lots');
  const hideName = hidden.includes('name');
  return (row) => {
    const out: ReportRow = { ...row };
    if ('lots' in out) out.lots = hideLots || out.lots === null ? null : Number(out.lots) / 100;
    if ('name' in out && hideName) out.name = null;
    if ('accountType' in out && out.accountType !== null) out.accountType = accountTypeNames[String(out.accountType)] ?? String(out.accountType);
    if ('day' in out && typeof out.day === 'number') out.day = isoDay(out.day);
    if ('key' in out) out.key = String(out.key);
    return out;
  };
}

/**
 * A page of day rows read by SQL from a rollup (a year is a few hundred rows a product or currency): sorted
 * by the request's field, then by the row's key columns, counted, and only the page turned into objects.
 */
function dayPage(db: Db, rows: { select: string; where: string; params: unknown[]; keys: readonly string[] }, request: ReportRequest) {
  const { sort, page, pageSize } = request;
  const direction = request.descending ? 'DESC' : 'ASC';
  const order = [sort, ...rows.keys.filter((key) => key !== sort)].map((column) => `${column} ${direction}`).join(', ');
  const all = `SELECT ${rows.select} WHERE ${rows.where}`;
  return {
    rows: prepared(db, `${all} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...rows.params, pageSize, (page - 1) * pageSize) as ReportRow[],
    total: Number(
      prepared(db, `SELECT COUNT(*) AS total FROM (${all})`)
        .pluck()
        .get(...rows.params) ?? 0,
    ),
  };
}

/**
 * A page of the report's account rows over the range (none unless the report is by account), how many accounts
 * there are and how many per product or currency, from the IB's daily rows (accountSums.ts).
 */
function accountRows(db: Db, request: ReportRequest) {
  const { report, ibId, startDay, endDay, product, groupBy, sort, descending, page, pageSize } = request;
  const answer = accountPage(db, {
    report,
    ibId,
    startDay,
    endDay,
    ...(product !== undefined ? { product } : {}),
    ...(groupBy === 'account' ? { page: { sort, descending, offset: (page - 1) * pageSize, limit: pageSize } } : {}),
    // Read by the rebate report's product rows and the funds report's totals per currency.
    accountsPer: report === 'funds' || groupBy === 'product',
  });
  return { ...answer, accountsPer: new Map(answer.accountsPer) };
}

/**
 * The rebate report of an IB over a date range: per account, product or day, with totals. Rebates are in minor
 * units of the programme's currency; lots in standard lots. Sums per product and in total come from the rollup's
 * running sums (rollupTotals.ts), day rows from the rollup itself (ib_rebate_rollup); account rows and distinct
 * account counts from the accounts' sums (accountSums.ts).
 */
function rebatePage(db: Db, request: ReportRequest): ReportPage {
  const { ibId, startDay, endDay, product, groupBy } = request;
  // The rollup's rebate holds own and override rebates (170_ib_network.sql): own = rebate - override_rebate.
  const sums = 'SUM(lots) AS lots, SUM(rebate) AS rebate, SUM(rebate - override_rebate) AS ownRebate, SUM(override_rebate) AS overrideRebate';
  const where = `ib_id = ? AND day >= ? AND day < ?${product !== undefined ? ' AND product = ?' : ''}`;
  const params = [ibId, startDay, endDay, ...(product !== undefined ? [product] : [])];
  const accounts = accountRows(db, request);
  const products = rollupTotals(db, { report: 'rebate', ibId, startDay, endDay, ...(product !== undefined ? { product } : {}) });
  const grouped =
    groupBy === 'account'
      ? // Its own client's account earns the IB its own rebate; a sub-IB's client's account the override, beside lots that
        // are the sub-IB's (none here, as in the totals): the rows add up to the totals under them.
        // Only an own client opens its detail (clientId).
        {
          total: accounts.total,
          rows: accounts.rows.map(({ ownerIb, ...r }) =>
            ownerIb === ibId
              ? { ...r, clientId: r.key ?? null, ownRebate: r.rebate ?? 0, overrideRebate: 0 }
              : { ...r, clientId: null, lots: null, ownRebate: 0, overrideRebate: r.rebate ?? 0 },
          ),
        }
      : groupBy === 'day'
        ? dayPage(db, { select: `day AS key, day, ${sums} FROM ib_rebate_rollup`, where: `${where} GROUP BY day`, params, keys: ['day'] }, request)
        : {
            rows: sortedPage(
              products.map((p) => ({ ...p, accounts: accounts.accountsPer.get(String(p.product)) ?? 0 })),
              request,
            ),
            total: products.length,
          };
  const sum = (field: 'lots' | 'rebate' | 'ownRebate' | 'overrideRebate') => products.reduce((total, p) => total + Number(p[field]), 0);
  const currency = request.rebateCurrency;
  const finish = finisher(request);
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
    ...pageFacts(grouped.total, request),
  };
}

/**
 * The funds report of an IB's clients over a date range: deposits, withdrawals and net per account or per day,
 * totals per currency (minor units). Day rows come from the rollup (ib_funds_rollup), totals from its running sums
 * (rollupTotals.ts); account rows and distinct account counts from the accounts' sums (accountSums.ts).
 */
function fundsPage(db: Db, request: ReportRequest): ReportPage {
  const { ibId, startDay, endDay } = request;
  const accounts = accountRows(db, request);
  const totals = rollupTotals(db, { report: 'funds', ibId, startDay, endDay });
  const grouped =
    request.groupBy === 'account'
      ? accounts
      : dayPage(
          db,
          {
            select: "day || ':' || currency AS key, day, currency, accounts, deposits, withdrawals, deposits - withdrawals AS net FROM ib_funds_rollup",
            where: 'ib_id = ? AND day >= ? AND day < ?',
            params: [ibId, startDay, endDay],
            keys: ['day', 'currency'],
          },
          request,
        );
  const finish = finisher(request);
  return {
    rows: grouped.rows.map((r) => finish(r)),
    totals: totals.map((total) => finish({ ...total, accounts: accounts.accountsPer.get(String(total.currency)) ?? 0 })),
    ...pageFacts(grouped.total, request),
  };
}

const pageFacts = (total: number, { page, pageSize, startDay, endDay }: ReportRequest) => ({
  total,
  page,
  pageSize,
  from: isoDay(startDay),
  to: isoDay(endDay - 1),
});

/**
 * A page of a report, its rows finished as the API sends them: run by a read worker (readPool.ts), so the sums, the
 * sorting and the finishing of the rows all happen off the event loop.
 */
export function readReport(db: Db, request: ReportRequest): ReportPage {
  return request.report === 'rebate' ? rebatePage(db, request) : fundsPage(db, request);
}
