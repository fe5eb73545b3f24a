import { hiddenClientFields, levelProgress } from '../../../engine/ib';
import type { ServerContext } from '../context';
import type { Db } from '../db/openDatabase';
import { prepared } from '../db/prepared';
import { keptEncodings, type EncodedAnswer } from '../http/encodedAnswers';
import { ok } from '../http/envelope';
import { encodeNow } from '../http/sendEncoded';
import { dayMs } from '../http/tableQuery';
import { versioned, type VersionedCache } from './ibDataVersion';
import type { IbScope } from './ibScope';
import { rebateAccountOf } from './rebateAccount';

/* The IB dashboard's figures and chart series, and the IB level: sums from the rollups (055_ib_rollups.sql), counts inside the indexes. */

type DashboardDeps = Pick<ServerContext, 'db' | 'clock' | 'ledger'>;

const todayOf = (deps: DashboardDeps) => Math.floor(deps.clock.now() / dayMs) + 1;
const isoDay = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);
const minorScale = (scope: IbScope, code: string) => 10 ** (scope.config.currencies.find((c) => c.code === code)?.minorUnits ?? 2);

function lotsSince(deps: DashboardDeps, scope: IbScope, days: number): number {
  return (
    (prepared(deps.db, 'SELECT COALESCE(SUM(lots), 0) FROM ib_rebate_rollup WHERE ib_id = ? AND day >= ?')
      .pluck()
      .get(scope.owner.id, todayOf(deps) - days) as number) / 100
  );
}

/** Rebate balance and the last 30 days' rebates, clients, new clients, lots (unless hidden) and net deposits. */
export function dashboardSummary(deps: DashboardDeps, scope: IbScope) {
  const currency = scope.config.ibProgram.rebateCurrency;
  const since = todayOf(deps) - 30;
  const id = scope.owner.id;
  // Clients and funded clients from the kept counts (179_ib_client_counts.sql); new ones inside ib_clients_by_registration.
  const kept = (where: string) =>
    prepared(deps.db, `SELECT COALESCE(SUM(clients), 0) FROM ib_client_counts WHERE ib_id = ? AND ${where}`).pluck().get(id) as number;
  const counts = {
    clients: kept("status <> 'archived'"),
    funded: kept("status = 'funded'"),
    fresh: prepared(deps.db, "SELECT COUNT(*) FROM ib_clients WHERE ib_id = ? AND registered_at >= ? AND status <> 'archived'")
      .pluck()
      .get(id, since * dayMs) as number,
  };
  const funds = prepared(deps.db, 'SELECT COALESCE(SUM(deposits - withdrawals), 0) FROM ib_funds_rollup WHERE ib_id = ? AND day >= ? AND currency = ?')
    .pluck()
    .get(id, since, currency) as number;
  return {
    rebateBalance: rebateAccountOf(deps.ledger, id, currency).balance,
    rebate30: prepared(deps.db, 'SELECT COALESCE(SUM(rebate), 0) FROM ib_rebate_rollup WHERE ib_id = ? AND day >= ?').pluck().get(id, since) as number,
    currency,
    clients: counts.clients,
    fundedClients: counts.funded,
    newClients30: counts.fresh,
    lots30: hiddenClientFields(scope.config.ibProgram, scope.switches).has('lots') ? null : lotsSince(deps, scope, 30),
    netDeposits30: funds,
  };
}

/**
 * How many chart series a connection keeps (chosen: a few dozen IBs' dashboards open at once). A series is
 * kept while its IB's data version stands (every write behind the rollups moves it), for the day it was
 * read on and the configuration it was drawn with: every dashboard visit asks for a year of each. It is kept
 * as its answer, serialised once and compressed once per encoding: a year of points serialised and compressed
 * on every visit was most of the call's time on the event loop.
 */
const maxSeries = 32;
const seriesCaches = new WeakMap<Db, VersionedCache<EncodedAnswer>>();

function keptSeries(deps: DashboardDeps, scope: IbScope, key: string, read: (today: number) => unknown): EncodedAnswer {
  let cache = seriesCaches.get(deps.db);
  if (!cache) seriesCaches.set(deps.db, (cache = new Map()));
  const today = todayOf(deps);
  // At the fast quality of per-request answers: a series lasts until the IB's next write, which may come soon.
  return versioned(cache, deps.db, scope.owner.id, `${scope.owner.id}:${today}:${key}`, maxSeries, () =>
    keptEncodings(ok(read(today)), (encoding, json) => encodeNow(scope.config.http.transfer, encoding, json)),
  );
}

/** Rebates per day and product over the last days, in decimal amounts of the rebate currency: the answer to send. */
export function rebateSeries(deps: DashboardDeps, scope: IbScope, days: number): EncodedAnswer {
  const products = scope.config.ibProgram.products.map((p) => p.id);
  const currency = scope.config.ibProgram.rebateCurrency;
  const scale = minorScale(scope, currency);
  return keptSeries(deps, scope, `rebates:${days}:${currency}:${scale}:${products.join(',')}`, (today) =>
    readRebateSeries(deps.db, scope.owner.id, today, days, products, scale, currency),
  );
}

function readRebateSeries(db: Db, ibId: number, today: number, days: number, products: readonly string[], scale: number, currency: string) {
  const start = today - days;
  const points = Array.from({ length: days }, (_, at) => {
    const point: Record<string, number | string> = { day: isoDay(start + at) };
    for (const product of products) point[product] = 0;
    return point;
  });
  // As arrays, not an object per row: a year is ~1,500 rows (a day and product each) on every dashboard visit.
  // A product the programme no longer has (config) is not charted.
  const rows = prepared(db, 'SELECT day, product, rebate FROM ib_rebate_rollup WHERE ib_id = ? AND day >= ? AND day < ?').raw().all(ibId, start, today) as [
    number,
    string,
    number,
  ][];
  for (const [day, product, rebate] of rows) {
    const point = points[day - start]!;
    if (product in point) point[product] = rebate / scale;
  }
  return { currency, points };
}

/** Clients' deposits and withdrawals per day over the last days (accounts in the rebate currency; decimal amounts): the answer to send. */
export function fundSeries(deps: DashboardDeps, scope: IbScope, days: number): EncodedAnswer {
  const currency = scope.config.ibProgram.rebateCurrency;
  const scale = minorScale(scope, currency);
  return keptSeries(deps, scope, `funds:${days}:${currency}:${scale}`, (today) => readFundSeries(deps.db, scope.owner.id, today, days, currency, scale));
}

function readFundSeries(db: Db, ibId: number, today: number, days: number, currency: string, scale: number) {
  const start = today - days;
  const rows = prepared(db, 'SELECT day, deposits, withdrawals FROM ib_funds_rollup WHERE ib_id = ? AND day >= ? AND currency = ?').all(
    ibId,
    start,
    currency,
  ) as { day: number; deposits: number; withdrawals: number }[];
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const points = [];
  for (let day = start; day < today; day++) {
    const r = byDay.get(day);
    points.push({ day: isoDay(day), deposits: (r?.deposits ?? 0) / scale, withdrawals: (r?.withdrawals ?? 0) / scale });
  }
  return { currency, points };
}

/** The IB's level: current and next, client lots in the level window (unless hidden), the progress to the next. */
export function ibLevel(deps: DashboardDeps, scope: IbScope) {
  const program = scope.config.ibProgram;
  const standing = levelProgress(program.levels, lotsSince(deps, scope, program.levelWindowDays));
  const lotsHidden = hiddenClientFields(program, scope.switches).has('lots');
  return {
    level: standing.current.level,
    levelNameKey: standing.current.nameKey,
    nextLevel: standing.next?.level ?? null,
    nextLevelNameKey: standing.next?.nameKey ?? null,
    lots: lotsHidden ? null : standing.lots,
    nextLevelLots: standing.next?.minLots ?? null,
    lotsToNext: lotsHidden ? null : standing.lotsToNext,
    progress: standing.progress,
    windowDays: program.levelWindowDays,
  };
}
