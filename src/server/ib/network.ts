import { hiddenClientFields } from '../../../engine/ib';
import type { Network } from '../../../engine/ib';
import type { Db } from '../db/openDatabase';
import { ApiError } from '../http/apiError';
import { storedSwitches } from '../users/privacySwitches';
import type { TableQuery } from '../http/tableQuery';
import { subIbsOf, type IbScope } from './ibScope';
import { reportDays } from './reports';

const isoDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** A client of a sub-IB as the network drill-down shows it: its figures over the period. */
export interface NetworkClientRow {
  id: number;
  accountNumber: string | null;
  name: string | null;
  email: string | null;
  status: string;
  currency: string;
  /** Standard lots over the period (null: hidden by the sub-IB's lots switch). */
  lots: number | null;
  /** The sub-IB's rebate on the client over the period (minor units of the rebate currency). */
  rebate: number;
  /** Your override on the client over the period (minor units of the rebate currency). */
  overrideRebate: number;
  registeredAt: string;
  isNew: boolean;
}

interface ClientRecord {
  id: number;
  account_number: string | null;
  name: string;
  email: string;
  status: string;
  currency: string;
  registered_at: number;
  lots: number;
  rebate: number;
  override: number;
}

/** Every client of one sub-IB with its lots, its rebate and the viewer's override over [startDay, endDay), the sub-IB's privacy applied. */
function clientRows(db: Db, scope: IbScope, subIbId: number, startDay: number, endDay: number): NetworkClientRow[] {
  const hidden = hiddenClientFields(scope.config.ibProgram, storedSwitches(db, subIbId));
  const records = db
    .prepare(
      `SELECT c.id, c.account_number, c.name, c.email, c.status, c.currency, c.registered_at,
         COALESCE((SELECT SUM(lots) FROM ib_trade_days t WHERE t.ib_id = c.ib_id AND t.client_id = c.id AND t.day >= ? AND t.day < ?), 0) AS lots,
         COALESCE((SELECT SUM(rebate) FROM ib_trade_days t WHERE t.ib_id = c.ib_id AND t.client_id = c.id AND t.day >= ? AND t.day < ?), 0) AS rebate,
         COALESCE((SELECT SUM(rebate) FROM ib_override_days o WHERE o.client_id = c.id AND o.ib_id = ? AND o.day >= ? AND o.day < ?), 0) AS override
       FROM ib_clients c WHERE c.ib_id = ? ORDER BY c.registered_at DESC, c.id DESC`,
    )
    .all(startDay, endDay, startDay, endDay, scope.owner.id, startDay, endDay, subIbId) as ClientRecord[];
  const start = startDay * 86_400_000;
  const end = endDay * 86_400_000;
  return records.map((r) => ({
    id: r.id,
    accountNumber: r.account_number,
    name: hidden.has('name') ? null : r.name,
    email: hidden.has('email') ? null : r.email,
    status: r.status,
    currency: r.currency,
    lots: hidden.has('lots') ? null : r.lots / 100,
    rebate: r.rebate,
    overrideRebate: r.override,
    registeredAt: isoDay(Math.floor(r.registered_at / 86_400_000)),
    isNew: r.registered_at >= start && r.registered_at < end,
  }));
}

/** A node's figures: the sums of its client rows, so a node always equals its drill-down. */
function sumsOf(rows: readonly NetworkClientRow[]) {
  const lotsHidden = rows.some((r) => r.lots === null);
  return {
    clients: rows.length,
    fundedClients: rows.filter((r) => r.status === 'funded').length,
    newClients: rows.filter((r) => r.isNew).length,
    lots: lotsHidden ? null : Math.round(rows.reduce((s, r) => s + (r.lots ?? 0) * 100, 0)) / 100,
    rebate: rows.reduce((s, r) => s + r.rebate, 0),
    overrideRebate: rows.reduce((s, r) => s + r.overrideRebate, 0),
  };
}

/** The IB's sub-IB network to any depth, each node with its clients' figures over the query's period (default: the last 30 days). */
export function networkOf(db: Db, scope: IbScope, query: TableQuery, now: number): Network {
  const { startDay, endDay } = reportDays(query, now);
  const nodes = subIbsOf({ db }, scope.owner.id).map((sub) => ({ ...sub, ...sumsOf(clientRows(db, scope, sub.id, startDay, endDay)) }));
  return { from: isoDay(startDay), to: isoDay(endDay - 1), currency: scope.config.ibProgram.rebateCurrency, nodes };
}

/** One sub-IB's clients (a page) with their sums over the period; an IB outside the viewer's network is refused. */
export function networkClients(db: Db, scope: IbScope, subIbId: number, query: TableQuery, now: number) {
  if (!subIbsOf({ db }, scope.owner.id).some((s) => s.id === subIbId)) throw new ApiError('NOT_FOUND', 404, 'This IB is not in your network.');
  const { startDay, endDay } = reportDays(query, now);
  const rows = clientRows(db, scope, subIbId, startDay, endDay);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 25;
  return {
    rows: rows.slice((page - 1) * pageSize, page * pageSize),
    totals: [{ key: 'total', ...sumsOf(rows), currency: scope.config.ibProgram.rebateCurrency }],
    total: rows.length,
    page,
    pageSize,
    from: isoDay(startDay),
    to: isoDay(endDay - 1),
  };
}
