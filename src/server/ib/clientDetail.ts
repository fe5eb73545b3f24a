import type { IbClientDetailView } from '../../../engine/api';
import { hiddenClientFields } from '../../../engine/ib';
import type { Db } from '../db/openDatabase';
import { dayMs, type TableQuery } from '../http/tableQuery';
import { ownClient } from './clientList';
import { clientRowMapper, type ClientRecord } from './clientRows';
import type { IbScope } from './ibScope';
import { reportDays } from './reports';

const isoDay = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);

/**
 * One of the IB's clients in detail over a period (default: the last 30 days, as the reports): the
 * client as its lists show it, every account the same person holds under the IB (same e-mail), and per
 * account and per product the volume (lots) and rebates of the period, with deposits and withdrawals.
 * The owner's privacy switches hold: what they hide is null. Another IB's client is NOT_YOUR_CLIENT.
 */
export function clientDetail(db: Db, scope: IbScope, clientId: number, query: Pick<TableQuery, 'from' | 'to'>, now: number): IbClientDetailView {
  const client = ownClient(db, scope, clientId);
  const record = db.prepare('SELECT email FROM ib_clients WHERE id = ?').get(clientId) as Pick<ClientRecord, 'email'>;
  const { startDay, endDay } = reportDays(query, now);
  const hidden = hiddenClientFields(scope.config.ibProgram, scope.switches);
  const lots = (hundredths: number) => (hidden.has('lots') ? null : hundredths / 100);
  const toRow = clientRowMapper(scope.config, scope.switches);
  const accounts = (
    db
      .prepare('SELECT * FROM ib_clients WHERE ib_id = ? AND email = ? ORDER BY account_number IS NULL, account_number, id')
      .all(scope.owner.id, record.email) as ClientRecord[]
  ).map(toRow);
  const ids = accounts.map((a) => a.id);
  const marks = ids.map(() => '?').join(', ');
  const trades = db
    .prepare(
      `SELECT client_id AS clientId, product, SUM(lots) AS lots, SUM(rebate) AS rebate FROM ib_trade_days
       WHERE ib_id = ? AND day >= ? AND day < ? AND client_id IN (${marks}) GROUP BY client_id, product`,
    )
    .all(scope.owner.id, startDay, endDay, ...ids) as { clientId: number; product: string; lots: number; rebate: number }[];
  const funds = db
    .prepare(
      `SELECT client_id AS clientId, SUM(deposits) AS deposits, SUM(withdrawals) AS withdrawals FROM ib_fund_days
       WHERE ib_id = ? AND day >= ? AND day < ? AND client_id IN (${marks}) GROUP BY client_id`,
    )
    .all(scope.owner.id, startDay, endDay, ...ids) as { clientId: number; deposits: number; withdrawals: number }[];
  const fundsOf = new Map(funds.map((f) => [f.clientId, f]));
  const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const order = new Map(scope.config.ibProgram.products.map((p, i) => [p.id, i]));
  const products = [...new Set(trades.map((t) => t.product))]
    .sort((a, b) => (order.get(a) ?? 99) - (order.get(b) ?? 99))
    .map((product) => {
      const rows = trades.filter((t) => t.product === product);
      return { product, lots: lots(sum(rows, (r) => r.lots)), rebate: sum(rows, (r) => r.rebate) };
    });
  return {
    id: client.id,
    name: client.name,
    email: client.email,
    phone: client.phone,
    country: client.country,
    status: client.status,
    registeredAt: client.registeredAt,
    from: isoDay(startDay),
    to: isoDay(endDay - 1),
    rebateCurrency: scope.config.ibProgram.rebateCurrency,
    accounts: accounts.map((a) => {
      const own = trades.filter((t) => t.clientId === a.id);
      return {
        id: a.id,
        accountNumber: a.accountNumber,
        platform: a.platform,
        accountType: a.accountType,
        currency: a.currency,
        status: a.status,
        balance: a.balance,
        equity: a.equity,
        lots: lots(sum(own, (r) => r.lots)),
        rebate: sum(own, (r) => r.rebate),
        deposits: fundsOf.get(a.id)?.deposits ?? 0,
        withdrawals: fundsOf.get(a.id)?.withdrawals ?? 0,
      };
    }),
    products,
    totals: { lots: lots(sum(trades, (r) => r.lots)), rebate: sum(trades, (r) => r.rebate) },
  };
}
