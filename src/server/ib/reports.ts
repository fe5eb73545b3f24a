import { hiddenClientFields } from '../../../engine/ib';
import type { Db } from '../db/openDatabase';
import { answerOffThread, readOffThread } from '../db/readPool';
import type { BodyEncoding, EncodedBody } from '../http/sendEncoded';
import { dateRange, dateRangeError, dayMs, tableQueryError, type TableQuery } from '../http/tableQuery';
import type { IbScope } from './ibScope';
import type { ReportPage, ReportRequest } from './readReport';

export type { ReportPage, ReportRow } from './readReport';

export interface ReportQuery extends TableQuery {
  groupBy: string;
  /** Only this product group (rebate report). */
  product?: string;
}

/** The longest range one report covers (chosen). */
export const maxReportDays = 366;

/** The report's day range [startDay, endDay): the query's, or the last 30 days up to now. */
export function reportDays(query: TableQuery, now: number): { startDay: number; endDay: number } {
  const today = Math.floor(now / dayMs) + 1;
  const { start, end } = dateRange(query, { from: (today - 30) * dayMs, to: today * dayMs });
  const startDay = Math.floor(start! / dayMs);
  const endDay = Math.floor(end! / dayMs);
  if (endDay - startDay > maxReportDays) throw dateRangeError('tooLong', `at most ${maxReportDays} days`, { days: maxReportDays });
  return { startDay, endDay };
}

/** Sortable fields of each report's breakdowns; the first is the default (descending). Rows tie-break on their key. */
const breakdowns = {
  rebate: {
    account: ['rebate', 'lots', 'accountNumber'],
    product: ['rebate', 'lots', 'accounts', 'product', 'ownRebate', 'overrideRebate'],
    day: ['day', 'rebate', 'lots', 'ownRebate', 'overrideRebate'],
  },
  funds: {
    account: ['deposits', 'withdrawals', 'net', 'accountNumber'],
    day: ['day', 'deposits', 'withdrawals', 'net'],
  },
} as const satisfies Record<ReportName, Record<string, readonly string[]>>;

export type ReportName = ReportRequest['report'];

/**
 * The page of a report a query asks for, checked (a known breakdown, sort field and product; at most a year) and
 * with what the IB's scope decides of its rows, in plain data for the read worker.
 */
function reportRequest(report: ReportName, scope: IbScope, query: ReportQuery, now: number, limit?: number): ReportRequest {
  const sorts: readonly string[] | undefined = (breakdowns[report] as Record<string, readonly string[]>)[query.groupBy];
  if (!sorts) throw tableQueryError(`"${query.groupBy}" is not a breakdown of this report (known: ${Object.keys(breakdowns[report]).join(', ')})`);
  const days = reportDays(query, now);
  const { ibProgram, regulator } = scope.config;
  const product = report === 'rebate' ? query.product : undefined;
  if (product !== undefined && !ibProgram.products.some((p) => p.id === product))
    throw tableQueryError(`"${product}" is not a product (known: ${ibProgram.products.map((p) => p.id).join(', ')})`);
  const sort = query.sort ?? sorts[0]!;
  if (!sorts.includes(sort)) throw tableQueryError(`the report cannot be sorted by "${sort}" (sortable: ${sorts.join(', ')})`);
  return {
    report,
    ibId: scope.owner.id,
    ...days,
    groupBy: query.groupBy,
    sort,
    descending: query.order !== 'asc',
    page: query.page ?? 1,
    pageSize: limit ?? query.pageSize ?? 25,
    ...(product !== undefined ? { product } : {}),
    rebateCurrency: ibProgram.rebateCurrency,
    hidden: [...hiddenClientFields(ibProgram, scope.switches)],
    accountTypeNames: regulator.accountTypeNames as Record<string, string>,
  };
}

/**
 * A page of the rebate report (per account, product or day; own and override rebates apart) or the funds report
 * (per account or day), with totals, read and finished off the event loop (readReport.ts). limit: the page size of an
 * export or statement, instead of the query's.
 */
export function reportPage(report: ReportName, db: Db, scope: IbScope, query: ReportQuery, now: number, limit?: number): Promise<ReportPage> {
  return readOffThread(db, 'report', reportRequest(report, scope, query, now, limit));
}

/** A report page as the API's answer to a request accepting an encoding: read, finished, serialised and compressed off the event loop. */
export function reportAnswer(report: ReportName, db: Db, scope: IbScope, query: ReportQuery, now: number, accepted: BodyEncoding): Promise<EncodedBody> {
  const { apiThresholdBytes, brotliQuality } = scope.config.http.transfer;
  return answerOffThread(db, 'report', reportRequest(report, scope, query, now), accepted, { apiThresholdBytes, brotliQuality });
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
