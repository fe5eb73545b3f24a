import type { FastifyInstance } from 'fastify';
import { hiddenClientFields, levelProgress } from '../../../engine/ib';
import type { ServerContext } from '../context';
import { registerApi } from '../http/api';
import { dayMs } from '../http/tableQuery';
import { ibScope, type IbScope } from '../ib/ibScope';
import { rebateAccountOf } from '../ib/rebateAccount';

const tags = ['ib'];
const daysQuery = { type: 'object', additionalProperties: false, properties: { days: { type: 'integer', minimum: 7, maximum: 366, default: 30 } } };

/** The dashboard's key figures and charts, and the IB level. */
export function ibDashboardRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const today = () => Math.floor(ctx.clock.now() / dayMs) + 1;
  const minorUnits = (scope: IbScope, code: string) => scope.config.currencies.find((c) => c.code === code)?.minorUnits ?? 2;
  const isoDay = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);
  const lotsSince = (scope: IbScope, days: number) =>
    (ctx.db.prepare('SELECT COALESCE(SUM(lots), 0) FROM ib_trade_days WHERE ib_id = ? AND day >= ?').pluck().get(scope.owner.id, today() - days) as number) / 100;

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'ibaccount/dashboard/summary',
    summary: "The dashboard's key figures: rebate balance and last 30 days' rebates, clients, new clients, lots and net deposits",
    tags,
    auth: 'required',
    ibOnly: true,
    data: {
      type: 'object',
      properties: Object.fromEntries(
        [['rebateBalance', 'integer'], ['rebate30', 'integer'], ['currency', 'string'], ['clients', 'integer'], ['fundedClients', 'integer'], ['newClients30', 'integer'], ['lots30', ['number', 'null']], ['netDeposits30', 'integer']].map(([k, t]) => [k, { type: t }]),
      ),
    },
    handler: ({ auth }) => {
      const scope = ibScope(ctx, auth);
      const currency = scope.config.ibProgram.rebateCurrency;
      const since = today() - 30;
      const id = scope.owner.id;
      const counts = ctx.db
        .prepare("SELECT COUNT(*) AS clients, SUM(status = 'funded') AS funded, SUM(registered_at >= ?) AS fresh FROM ib_clients WHERE ib_id = ? AND status <> 'archived'")
        .get(since * dayMs, id) as { clients: number; funded: number | null; fresh: number | null };
      const funds = ctx.db
        .prepare('SELECT COALESCE(SUM(f.deposits - f.withdrawals), 0) FROM ib_fund_days f JOIN ib_clients c ON c.id = f.client_id WHERE f.ib_id = ? AND f.day >= ? AND c.currency = ?')
        .pluck()
        .get(id, since, currency) as number;
      return {
        rebateBalance: rebateAccountOf(ctx.ledger, id, currency).balance,
        rebate30: ctx.db.prepare('SELECT COALESCE(SUM(rebate), 0) FROM ib_trade_days WHERE ib_id = ? AND day >= ?').pluck().get(id, since) as number,
        currency,
        clients: counts.clients,
        fundedClients: counts.funded ?? 0,
        newClients30: counts.fresh ?? 0,
        lots30: hiddenClientFields(scope.config.ibProgram, scope.switches).has('lots') ? null : lotsSince(scope, 30),
        netDeposits30: funds,
      };
    },
  });

  registerApi<unknown, { days: number }>(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'ibaccount/dashboard/rebates',
    summary: 'Rebates per day and product over the last days (decimal amounts of the rebate currency), for the dashboard chart',
    tags,
    auth: 'required',
    ibOnly: true,
    query: daysQuery,
    data: { type: 'object', properties: { currency: { type: 'string' }, points: { type: 'array', items: { type: 'object', additionalProperties: { type: ['string', 'number'] } } } } },
    handler: ({ auth, query }) => {
      const scope = ibScope(ctx, auth);
      const products = scope.config.ibProgram.products.map((p) => p.id);
      const scale = 10 ** minorUnits(scope, scope.config.ibProgram.rebateCurrency);
      const start = today() - query.days;
      const rows = ctx.db.prepare('SELECT day, product, SUM(rebate) AS rebate FROM ib_trade_days WHERE ib_id = ? AND day >= ? GROUP BY day, product').all(scope.owner.id, start) as { day: number; product: string; rebate: number }[];
      const byDay = new Map<number, Record<string, number | string>>();
      for (let day = start; day < today(); day++) byDay.set(day, { day: isoDay(day), ...Object.fromEntries(products.map((p) => [p, 0])) });
      for (const r of rows) {
        const point = byDay.get(r.day);
        if (point) point[r.product] = r.rebate / scale;
      }
      return { currency: scope.config.ibProgram.rebateCurrency, points: [...byDay.values()] };
    },
  });

  registerApi<unknown, { days: number }>(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'ibaccount/dashboard/funds',
    summary: "Clients' deposits and withdrawals per day over the last days (accounts in the rebate currency; decimal amounts), for the dashboard chart",
    tags,
    auth: 'required',
    ibOnly: true,
    query: daysQuery,
    data: { type: 'object', properties: { currency: { type: 'string' }, points: { type: 'array', items: { type: 'object', properties: { day: { type: 'string' }, deposits: { type: 'number' }, withdrawals: { type: 'number' } } } } } },
    handler: ({ auth, query }) => {
      const scope = ibScope(ctx, auth);
      const currency = scope.config.ibProgram.rebateCurrency;
      const scale = 10 ** minorUnits(scope, currency);
      const start = today() - query.days;
      const rows = ctx.db
        .prepare('SELECT f.day, SUM(f.deposits) AS deposits, SUM(f.withdrawals) AS withdrawals FROM ib_fund_days f JOIN ib_clients c ON c.id = f.client_id WHERE f.ib_id = ? AND f.day >= ? AND c.currency = ? GROUP BY f.day')
        .all(scope.owner.id, start, currency) as { day: number; deposits: number; withdrawals: number }[];
      const byDay = new Map(rows.map((r) => [r.day, r]));
      const out = [];
      for (let day = start; day < today(); day++) {
        const r = byDay.get(day);
        out.push({ day: isoDay(day), deposits: (r?.deposits ?? 0) / scale, withdrawals: (r?.withdrawals ?? 0) / scale });
      }
      return { currency, points: out };
    },
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'ibaccount/level',
    summary: "The IB's level: current and next level, client lots in the level window, and the progress to the next level",
    tags,
    auth: 'required',
    ibOnly: true,
    data: {
      type: 'object',
      properties: {
        level: { type: 'integer' },
        levelNameKey: { type: 'string' },
        nextLevel: { type: ['integer', 'null'] },
        nextLevelNameKey: { type: ['string', 'null'] },
        lots: { type: ['number', 'null'] },
        nextLevelLots: { type: ['number', 'null'] },
        lotsToNext: { type: ['number', 'null'] },
        progress: { type: 'number' },
        windowDays: { type: 'integer' },
      },
    },
    handler: ({ auth }) => {
      const scope = ibScope(ctx, auth);
      const program = scope.config.ibProgram;
      const standing = levelProgress(program.levels, lotsSince(scope, program.levelWindowDays));
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
    },
  });
}
