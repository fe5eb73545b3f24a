import { hiddenClientFields } from '../../../engine/ib';
import type { Db } from '../db/openDatabase';
import { ApiError } from '../http/apiError';
import { dateRange, dayMs, tableQueryError, type TableQuery } from '../http/tableQuery';
import type { IbScope } from './ibScope';

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
}

/** The longest range one report covers (chosen). */
export const maxReportDays = 366;

const isoDay = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);

/** The report's day range [startDay, endDay): the query's, or the last 30 days up to now. */
function days(query: TableQuery, now: number): { startDay: number; endDay: number } {
  const today = Math.floor(now / dayMs) + 1;
  const { start, end } = dateRange(query, { from: (today - 30) * dayMs, to: today * dayMs });
  const startDay = Math.floor(start! / dayMs);
  const endDay = Math.floor(end! / dayMs);
  if (endDay - startDay > maxReportDays) throw new ApiError('INVALID_DATE_RANGE', 400, `The date range is not valid: at most ${maxReportDays} days.`, { detail: `at most ${maxReportDays} days` });
  return { startDay, endDay };
}

interface Breakdown {
  /** SELECT list (grouped) and GROUP BY of the rows. */
  select: string;
  groupBy: string;
  /** Sortable fields and their SQL expressions; the first is the default (descending). */
  sorts: Record<string, string>;
}

const rebateBreakdowns: Record<string, Breakdown> = {
  account: {
    select: 't.client_id AS key, c.account_number AS accountNumber, c.name AS name, c.platform AS platform, c.account_type AS accountType, SUM(t.lots) AS lots, SUM(t.rebate) AS rebate',
    groupBy: 't.client_id',
    sorts: { rebate: 'rebate', lots: 'lots', accountNumber: 'accountNumber' },
  },
  product: {
    select: 't.product AS key, t.product AS product, COUNT(DISTINCT t.client_id) AS accounts, SUM(t.lots) AS lots, SUM(t.rebate) AS rebate',
    groupBy: 't.product',
    sorts: { rebate: 'rebate', lots: 'lots', accounts: 'accounts', product: 'product' },
  },
};

const fundsBreakdowns: Record<string, Breakdown> = {
  account: {
    select: 'f.client_id AS key, c.account_number AS accountNumber, c.name AS name, c.currency AS currency, SUM(f.deposits) AS deposits, SUM(f.withdrawals) AS withdrawals, SUM(f.deposits) - SUM(f.withdrawals) AS net',
    groupBy: 'f.client_id',
    sorts: { deposits: 'deposits', withdrawals: 'withdrawals', net: 'net', accountNumber: 'accountNumber' },
  },
  day: {
    select: "f.day || ':' || c.currency AS key, f.day AS day, c.currency AS currency, COUNT(DISTINCT f.client_id) AS accounts, SUM(f.deposits) AS deposits, SUM(f.withdrawals) AS withdrawals, SUM(f.deposits) - SUM(f.withdrawals) AS net",
    groupBy: 'f.day, c.currency',
    sorts: { day: 'day', deposits: 'deposits', withdrawals: 'withdrawals', net: 'net' },
  },
};

function breakdownOf(breakdowns: Record<string, Breakdown>, query: ReportQuery): Breakdown {
  const breakdown = breakdowns[query.groupBy];
  if (!breakdown) throw tableQueryError(`"${query.groupBy}" is not a breakdown of this report (known: ${Object.keys(breakdowns).join(', ')})`);
  return breakdown;
}

function orderBy(breakdown: Breakdown, query: ReportQuery): string {
  const field = query.sort ?? Object.keys(breakdown.sorts)[0]!;
  const expression = breakdown.sorts[field];
  if (!expression) throw tableQueryError(`the report cannot be sorted by "${field}" (sortable: ${Object.keys(breakdown.sorts).join(', ')})`);
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  return `${expression} ${direction}, key ${direction}`;
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

/**
 * The rebate report of an IB over a date range: per account or per product, with totals. Rebates
 * are in minor units of the programme's currency; lots in standard lots.
 */
export function rebateReport(db: Db, scope: IbScope, query: ReportQuery, now: number, limit?: number): ReportPage {
  const breakdown = breakdownOf(rebateBreakdowns, query);
  const { startDay, endDay } = days(query, now);
  const from = 'FROM ib_trade_days t JOIN ib_clients c ON c.id = t.client_id WHERE t.ib_id = ? AND t.day >= ? AND t.day < ?';
  const params = [scope.owner.id, startDay, endDay];
  const page = query.page ?? 1;
  const pageSize = limit ?? query.pageSize ?? 25;
  const total = db.prepare(`SELECT COUNT(DISTINCT ${breakdown.groupBy}) ${from}`).pluck().get(...params) as number;
  const rows = db.prepare(`SELECT ${breakdown.select} ${from} GROUP BY ${breakdown.groupBy} ORDER BY ${orderBy(breakdown, query)} LIMIT ? OFFSET ?`).all(...params, pageSize, (page - 1) * pageSize) as ReportRow[];
  const totals = db.prepare(`SELECT 'total' AS key, COUNT(DISTINCT t.client_id) AS accounts, COALESCE(SUM(t.lots), 0) AS lots, COALESCE(SUM(t.rebate), 0) AS rebate ${from}`).all(...params) as ReportRow[];
  const currency = scope.config.ibProgram.rebateCurrency;
  return {
    rows: rows.map((r) => finish(scope, { ...r, currency })),
    totals: totals.map((r) => finish(scope, { ...r, currency })),
    total,
    page,
    pageSize,
    from: isoDay(startDay),
    to: isoDay(endDay - 1),
  };
}

/** The funds report of an IB's clients over a date range: deposits, withdrawals and net per account or per day, totals per currency (minor units). */
export function fundsReport(db: Db, scope: IbScope, query: ReportQuery, now: number, limit?: number): ReportPage {
  const breakdown = breakdownOf(fundsBreakdowns, query);
  const { startDay, endDay } = days(query, now);
  const from = 'FROM ib_fund_days f JOIN ib_clients c ON c.id = f.client_id WHERE f.ib_id = ? AND f.day >= ? AND f.day < ?';
  const params = [scope.owner.id, startDay, endDay];
  const page = query.page ?? 1;
  const pageSize = limit ?? query.pageSize ?? 25;
  const total = db.prepare(`SELECT COUNT(*) FROM (SELECT 1 ${from} GROUP BY ${breakdown.groupBy})`).pluck().get(...params) as number;
  const rows = db.prepare(`SELECT ${breakdown.select} ${from} GROUP BY ${breakdown.groupBy} ORDER BY ${orderBy(breakdown, query)} LIMIT ? OFFSET ?`).all(...params, pageSize, (page - 1) * pageSize) as ReportRow[];
  const totals = db
    .prepare(`SELECT 'total:' || c.currency AS key, c.currency AS currency, COUNT(DISTINCT f.client_id) AS accounts, SUM(f.deposits) AS deposits, SUM(f.withdrawals) AS withdrawals, SUM(f.deposits) - SUM(f.withdrawals) AS net ${from} GROUP BY c.currency ORDER BY c.currency`)
    .all(...params) as ReportRow[];
  return { rows: rows.map((r) => finish(scope, r)), totals: totals.map((r) => finish(scope, r)), total, page, pageSize, from: isoDay(startDay), to: isoDay(endDay - 1) };
}

/** Fields each report's rows can have, for exports: money fields are minor units of the row's currency. */
export const reportFields = {
  rebate: { money: ['rebate'], number: ['lots', 'accounts'], text: ['accountNumber', 'name', 'platform', 'accountType', 'product', 'currency'], date: [] },
  funds: { money: ['deposits', 'withdrawals', 'net'], number: ['accounts'], text: ['accountNumber', 'name', 'currency'], date: ['day'] },
} as const;
