import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientRow } from '../../src/server/ib/clientRows';
import { dayMs } from '../../src/server/http/tableQuery';
import { envelope, testServer, type TestServer } from '../helpers/server';

/**
 * Issue 18: the dashboard and report figures read rollups kept by triggers, and account rows read
 * once per version of the IB's data. Every answer must equal what the daily rows give directly.
 */
let s: TestServer;
let ib: string;
let ibId: number;
const web = (path: string) => `/web-api/api/${path}`;
const get = async <T>(path: string) => envelope<T>(await s.get(web(path), ib)).data;
type Row = Record<string, string | number | null>;
type Report = { rows: Row[]; totals: Row[]; total: number };
const from = '2025-12-01';
const to = '2026-11-15';
const range = `from=${from}&to=${to}`;
const startDay = Date.parse(`${from}T00:00:00Z`) / dayMs;
const endDay = Date.parse(`${to}T00:00:00Z`) / dayMs + 1;
const all = (sql: string, ...params: unknown[]) => s.db.prepare(sql).all(...params) as Row[];
/** What earns an IB rebates: its own clients' trades, and its sub-IBs' clients' trades by the override they earn it. */
const earned = `WITH earned AS (
  SELECT ib_id, day, client_id, product, lots, rebate, 0 AS override FROM ib_trade_days
  UNION ALL SELECT ib_id, day, client_id, product, 0, rebate, rebate FROM ib_override_days)`;

beforeAll(async () => {
  s = await testServer();
  ib = await s.signIn('ib@demo.test');
  ibId = s.db.prepare("SELECT id FROM users WHERE email = 'ib@demo.test'").pluck().get() as number;
});
afterAll(async () => s.app.close());

describe('rollups equal the daily rows they sum', () => {
  it('after the seed, per IB, day and product (rebates, override rebates of issue 17 included) and per IB, day and currency (funds)', () => {
    expect(all('SELECT ib_id, day, product, trades, lots, rebate, override_rebate FROM ib_rebate_rollup ORDER BY 1, 2, 3')).toEqual(
      all(
        `SELECT ib_id, day, product, SUM(trades) AS trades, SUM(lots) AS lots, SUM(rebate) AS rebate, SUM(override) AS override_rebate FROM (
           SELECT ib_id, day, product, COUNT(*) AS trades, SUM(lots) AS lots, SUM(rebate) AS rebate, 0 AS override FROM ib_trade_days GROUP BY 1, 2, 3
           UNION ALL SELECT ib_id, day, product, 0, 0, SUM(rebate), SUM(rebate) FROM ib_override_days GROUP BY 1, 2, 3
         ) GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      ),
    );
    expect(all('SELECT COUNT(*) AS n FROM ib_override_days')[0]!.n).toBeGreaterThan(0);
    expect(all('SELECT ib_id, day, currency, accounts, deposits, withdrawals FROM ib_funds_rollup ORDER BY 1, 2, 3')).toEqual(
      all(
        'SELECT f.ib_id, f.day, c.currency, COUNT(*) AS accounts, SUM(f.deposits) AS deposits, SUM(f.withdrawals) AS withdrawals FROM ib_fund_days f JOIN ib_clients c ON c.id = f.client_id GROUP BY 1, 2, 3 ORDER BY 1, 2, 3',
      ),
    );
    expect(all('SELECT COUNT(*) AS n FROM ib_rebate_rollup')[0]!.n).toBeGreaterThan(100);
  });
});

describe('report answers equal the answers of the daily rows', () => {
  it("rebate report per product and its totals: own rebates from the own clients, override rebates from the sub-IBs' clients (issue 17), rebate their sum", async () => {
    const report = await get<Report>(`ibaccount/report/rebate?groupBy=product&pageSize=100&sort=product&${range}`);
    const raw = all(
      `${earned} SELECT product, COUNT(DISTINCT client_id) AS accounts, SUM(lots) / 100.0 AS lots, SUM(rebate - override) AS ownRebate, SUM(override) AS overrideRebate
       FROM earned WHERE ib_id = ? AND day >= ? AND day < ? GROUP BY product ORDER BY product DESC`,
      ibId,
      startDay,
      endDay,
    );
    expect(report.rows.map(({ product, accounts, lots, ownRebate, overrideRebate }) => ({ product, accounts, lots, ownRebate, overrideRebate }))).toEqual(raw);
    for (const row of report.rows) expect(row.rebate).toBe(Number(row.ownRebate) + Number(row.overrideRebate));
    expect(raw.some((r) => Number(r.overrideRebate) > 0)).toBe(true);
    const totals = all(
      `${earned} SELECT COUNT(DISTINCT client_id) AS accounts, SUM(lots) / 100.0 AS lots, SUM(rebate - override) AS ownRebate, SUM(override) AS overrideRebate FROM earned WHERE ib_id = ? AND day >= ? AND day < ?`,
      ibId,
      startDay,
      endDay,
    );
    expect(report.totals.map(({ accounts, lots, ownRebate, overrideRebate }) => ({ accounts, lots, ownRebate, overrideRebate }))).toEqual(totals);
  });

  it('rebate report per account, in every sort, page by page', async () => {
    const raw = (order: string) =>
      all(
        `${earned} SELECT e.client_id AS key, c.account_number AS accountNumber, CASE WHEN c.ib_id = e.ib_id THEN SUM(e.lots) / 100.0 END AS lots, SUM(e.rebate) AS rebate,
           CASE WHEN c.ib_id = e.ib_id THEN SUM(e.rebate) ELSE 0 END AS ownRebate, CASE WHEN c.ib_id = e.ib_id THEN 0 ELSE SUM(e.rebate) END AS overrideRebate
         FROM earned e JOIN ib_clients c ON c.id = e.client_id WHERE e.ib_id = ? AND e.day >= ? AND e.day < ? GROUP BY e.client_id ORDER BY ${order}`,
        ibId,
        startDay,
        endDay,
      ).map((r) => ({ ...r, key: String(r.key) }));
    for (const [sort, order, sql] of [
      ['rebate', 'desc', 'rebate DESC, key DESC'],
      ['lots', 'asc', 'SUM(e.lots) ASC, key ASC'],
      ['accountNumber', 'desc', 'accountNumber DESC, key DESC'],
    ] as const) {
      const expected = raw(sql);
      const first = await get<Report>(`ibaccount/report/rebate?groupBy=account&sort=${sort}&order=${order}&pageSize=100&${range}`);
      const second = await get<Report>(`ibaccount/report/rebate?groupBy=account&sort=${sort}&order=${order}&pageSize=100&page=2&${range}`);
      expect(first.total, sort).toBe(expected.length);
      expect(
        [...first.rows, ...second.rows].map(({ key, accountNumber, lots, rebate, ownRebate, overrideRebate }) => ({
          key,
          accountNumber,
          lots,
          rebate,
          ownRebate,
          overrideRebate,
        })),
        sort,
      ).toEqual(expected.slice(0, 200));
    }
  });

  it('funds report per day (with distinct accounts per day), per account, and totals per currency', async () => {
    const byDay = await get<Report>(`ibaccount/report/funds?groupBy=day&sort=day&order=asc&pageSize=100&${range}`);
    const rawDays = all(
      "SELECT f.day || ':' || c.currency AS key, COUNT(DISTINCT f.client_id) AS accounts, SUM(f.deposits) AS deposits, SUM(f.withdrawals) AS withdrawals FROM ib_fund_days f JOIN ib_clients c ON c.id = f.client_id WHERE f.ib_id = ? AND f.day >= ? AND f.day < ? GROUP BY f.day, c.currency ORDER BY f.day ASC, key ASC",
      ibId,
      startDay,
      endDay,
    );
    expect(byDay.total).toBe(rawDays.length);
    expect(byDay.rows.map(({ key, accounts, deposits, withdrawals }) => ({ key, accounts, deposits, withdrawals }))).toEqual(rawDays.slice(0, 100));
    const byAccount = await get<Report>(`ibaccount/report/funds?groupBy=account&sort=net&pageSize=100&${range}`);
    const rawAccounts = all(
      'SELECT f.client_id AS key, SUM(f.deposits) - SUM(f.withdrawals) AS net FROM ib_fund_days f JOIN ib_clients c ON c.id = f.client_id WHERE f.ib_id = ? AND f.day >= ? AND f.day < ? GROUP BY f.client_id ORDER BY net DESC, key DESC',
      ibId,
      startDay,
      endDay,
    );
    expect(byAccount.rows.map(({ key, net }) => ({ key, net }))).toEqual(rawAccounts.slice(0, 100).map((r) => ({ ...r, key: String(r.key) })));
    const rawTotals = all(
      "SELECT 'total:' || c.currency AS key, COUNT(DISTINCT f.client_id) AS accounts, SUM(f.deposits) AS deposits, SUM(f.withdrawals) AS withdrawals FROM ib_fund_days f JOIN ib_clients c ON c.id = f.client_id WHERE f.ib_id = ? AND f.day >= ? AND f.day < ? GROUP BY c.currency ORDER BY c.currency",
      ibId,
      startDay,
      endDay,
    );
    expect(byDay.totals.map(({ key, accounts, deposits, withdrawals }) => ({ key, accounts, deposits, withdrawals }))).toEqual(rawTotals);
  });

  it('day breakdowns sorted by an amount, page by page, equal the daily rows (ties broken by day, then currency)', async () => {
    const rebateDays = all(
      `SELECT day, SUM(rebate) AS rebate FROM (SELECT day, rebate FROM ib_trade_days WHERE ib_id = ? AND day >= ? AND day < ?
         UNION ALL SELECT day, rebate FROM ib_override_days WHERE ib_id = ? AND day >= ? AND day < ?) GROUP BY day ORDER BY rebate ASC, day ASC`,
      ibId,
      startDay,
      endDay,
      ibId,
      startDay,
      endDay,
    ).map((r) => ({ day: new Date(Number(r.day) * dayMs).toISOString().slice(0, 10), rebate: r.rebate }));
    const rebatePage = await get<Report>(`ibaccount/report/rebate?groupBy=day&sort=rebate&order=asc&pageSize=20&page=2&${range}`);
    expect(rebatePage.total).toBe(rebateDays.length);
    expect(rebatePage.rows.map(({ day, rebate }) => ({ day, rebate }))).toEqual(rebateDays.slice(20, 40));
    const fundsDays = all(
      "SELECT f.day || ':' || c.currency AS key, SUM(f.deposits) - SUM(f.withdrawals) AS net FROM ib_fund_days f JOIN ib_clients c ON c.id = f.client_id WHERE f.ib_id = ? AND f.day >= ? AND f.day < ? GROUP BY f.day, c.currency ORDER BY net DESC, f.day DESC, c.currency DESC",
      ibId,
      startDay,
      endDay,
    );
    const fundsPage = await get<Report>(`ibaccount/report/funds?groupBy=day&sort=net&pageSize=20&page=2&${range}`);
    expect(fundsPage.total).toBe(fundsDays.length);
    expect(fundsPage.rows.map(({ key, net }) => ({ key, net }))).toEqual(fundsDays.slice(20, 40));
  });

  it('the dashboard figures equal the sums of the daily rows', async () => {
    const today = Math.floor(s.clock.now() / dayMs) + 1;
    const summary = await get<Row>('ibaccount/dashboard/summary');
    const one = (sql: string, ...params: unknown[]) =>
      s.db
        .prepare(sql)
        .pluck()
        .get(...params) as number;
    // Rebates earned: the own clients' and the overrides on the sub-IBs' clients (issue 17).
    expect(summary.rebate30).toBe(
      one('SELECT COALESCE(SUM(rebate), 0) FROM ib_trade_days WHERE ib_id = ? AND day >= ?', ibId, today - 30) +
        one('SELECT COALESCE(SUM(rebate), 0) FROM ib_override_days WHERE ib_id = ? AND day >= ?', ibId, today - 30),
    );
    expect(summary.lots30).toBe(one('SELECT COALESCE(SUM(lots), 0) FROM ib_trade_days WHERE ib_id = ? AND day >= ?', ibId, today - 30) / 100);
    expect(summary.netDeposits30).toBe(
      one(
        "SELECT COALESCE(SUM(f.deposits - f.withdrawals), 0) FROM ib_fund_days f JOIN ib_clients c ON c.id = f.client_id WHERE f.ib_id = ? AND f.day >= ? AND c.currency = 'USD'",
        ibId,
        today - 30,
      ),
    );
    expect(summary.clients).toBe(one("SELECT COUNT(*) FROM ib_clients WHERE ib_id = ? AND status <> 'archived'", ibId));
    expect(summary.newClients30).toBe(
      one("SELECT COUNT(*) FROM ib_clients WHERE ib_id = ? AND status <> 'archived' AND registered_at >= ?", ibId, (today - 30) * dayMs),
    );
    const chart = await get<{ points: Record<string, number | string>[] }>('ibaccount/dashboard/rebates?days=60');
    const forex = all(
      "SELECT day, SUM(rebate) / 100.0 AS rebate FROM (SELECT day, rebate FROM ib_trade_days WHERE ib_id = ? AND day >= ? AND product = 'forex' UNION ALL SELECT day, rebate FROM ib_override_days WHERE ib_id = ? AND day >= ? AND product = 'forex') GROUP BY day",
      ibId,
      today - 60,
      ibId,
      today - 60,
    );
    for (const r of forex) expect(chart.points.find((p) => p.day === new Date(Number(r.day) * dayMs).toISOString().slice(0, 10))?.forex).toBe(r.rebate);
  });
});

describe('rollups and report answers follow every write (triggers, data version)', () => {
  it('a trade row added, changed and removed moves the rollup and the next report', async () => {
    const query = `ibaccount/report/rebate?groupBy=product&${range}`;
    const client = s.db.prepare("SELECT id FROM ib_clients WHERE ib_id = ? AND status = 'funded' LIMIT 1").pluck().get(ibId) as number;
    const day = endDay - 2;
    const forex = async () => (await get<Report>(query)).rows.find((r) => r.product === 'forex')!;
    const rollup = () => all("SELECT trades, lots, rebate FROM ib_rebate_rollup WHERE ib_id = ? AND day = ? AND product = 'forex'", ibId, day)[0];
    const before = await forex();
    const rollupBefore = rollup() ?? { trades: 0, lots: 0, rebate: 0 };
    s.db.prepare('DELETE FROM ib_trade_days WHERE ib_id = ? AND day = ? AND client_id = ? AND product = ?').run(ibId, day, client, 'forex');
    const cleared = rollup() ?? { trades: 0, lots: 0, rebate: 0 };
    s.db
      .prepare('INSERT INTO ib_trade_days (ib_id, day, client_id, product, lots, rebate) VALUES (?, ?, ?, ?, ?, ?)')
      .run(ibId, day, client, 'forex', 250, 1234);
    expect(rollup()).toEqual({ trades: Number(cleared.trades) + 1, lots: Number(cleared.lots) + 250, rebate: Number(cleared.rebate) + 1234 });
    const after = await forex();
    expect(Number(after.rebate) - Number(before.rebate)).toBe(1234 - (Number(rollupBefore.rebate) - Number(cleared.rebate)));
    s.db.prepare('UPDATE ib_trade_days SET rebate = 34 WHERE ib_id = ? AND day = ? AND client_id = ? AND product = ?').run(ibId, day, client, 'forex');
    expect(rollup()!.rebate).toBe(Number(cleared.rebate) + 34);
    expect(Number((await forex()).rebate)).toBe(Number(after.rebate) - 1200);
  });

  it("the dashboard charts, kept per version of the IB's data, follow a trade row, an override row and a fund row added, and the next day", async () => {
    type Series = { points: Record<string, number | string>[] };
    const today = Math.floor(s.clock.now() / dayMs) + 1;
    const day = today - 2;
    const iso = (d: number) => new Date(d * dayMs).toISOString().slice(0, 10);
    const point = (series: Series, d = day) => series.points.find((p) => p.day === iso(d))!;
    const client = s.db.prepare("SELECT id FROM ib_clients WHERE ib_id = ? AND status = 'funded' AND currency = 'USD' LIMIT 1").pluck().get(ibId) as number;
    const rebates = () => get<Series>('ibaccount/dashboard/rebates?days=30');
    const funds = () => get<Series>('ibaccount/dashboard/funds?days=30');
    // Kept as its answer, compressed once per encoding: a browser's (brotli) says what the plain one says, after a write too.
    const inBrotli = async (path: string) => {
      const res = await s.get(web(path), ib, { 'accept-encoding': 'gzip, br' });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
      return JSON.parse(brotliDecompressSync(res.rawPayload).toString()) as { code: number; data: Series };
    };
    const before = { rebates: await rebates(), funds: await funds() };
    expect(await rebates()).toEqual(before.rebates);
    expect(await inBrotli('ibaccount/dashboard/rebates?days=30')).toEqual({ code: 0, data: before.rebates, msg: 'success' });
    expect((await inBrotli('ibaccount/dashboard/funds?days=30')).data).toEqual(before.funds);
    s.db.prepare('DELETE FROM ib_trade_days WHERE ib_id = ? AND day = ? AND client_id = ? AND product = ?').run(ibId, day, client, 'metals');
    const cleared = Number(point(await rebates()).metals);
    s.db
      .prepare('INSERT INTO ib_trade_days (ib_id, day, client_id, product, lots, rebate) VALUES (?, ?, ?, ?, ?, ?)')
      .run(ibId, day, client, 'metals', 100, 4200);
    expect(Number(point(await rebates()).metals)).toBeCloseTo(cleared + 42, 6);
    expect((await inBrotli('ibaccount/dashboard/rebates?days=30')).data).toEqual(await rebates());
    // An override on a sub-IB's client (issue 17): a client id no row of this IB's day has.
    const subClient = s.db.prepare('SELECT MAX(id) + 1 FROM ib_clients').pluck().get() as number;
    s.db
      .prepare('INSERT INTO ib_override_days (ib_id, day, client_id, product, level, lots, rebate) VALUES (?, ?, ?, ?, 1, 100, 300)')
      .run(ibId, day, subClient, 'metals');
    expect(Number(point(await rebates()).metals)).toBeCloseTo(cleared + 45, 6);
    s.db.prepare('DELETE FROM ib_fund_days WHERE ib_id = ? AND day = ? AND client_id = ?').run(ibId, day, client);
    const noFunds = Number(point(await funds()).deposits);
    s.db.prepare('INSERT INTO ib_fund_days (ib_id, day, client_id, deposits, withdrawals) VALUES (?, ?, ?, 9900, 0)').run(ibId, day, client);
    expect(Number(point(await funds()).deposits)).toBeCloseTo(noFunds + 99, 6);
    // The next day the window moves by a day: the last point is the new yesterday (a session of that day asks).
    s.clock.advance(dayMs);
    try {
      const next = envelope<Series>(await s.get(web('ibaccount/dashboard/rebates?days=30'), await s.signIn('ib@demo.test'))).data;
      expect(next.points.at(-1)!.day).toBe(iso(today));
      expect(Number(point(next).metals)).toBeCloseTo(cleared + 45, 6);
    } finally {
      s.clock.advance(-dayMs);
    }
  });

  it('a fund row lands in its account currency', () => {
    const client = s.db.prepare("SELECT id, currency FROM ib_clients WHERE ib_id = ? AND status = 'funded' LIMIT 1").get(ibId) as {
      id: number;
      currency: string;
    };
    const day = startDay - 3;
    s.db.prepare('INSERT INTO ib_fund_days (ib_id, day, client_id, deposits, withdrawals) VALUES (?, ?, ?, ?, ?)').run(ibId, day, client.id, 5000, 700);
    expect(all('SELECT currency, accounts, deposits, withdrawals FROM ib_funds_rollup WHERE ib_id = ? AND day = ?', ibId, day)).toEqual([
      { currency: client.currency, accounts: 1, deposits: 5000, withdrawals: 700 },
    ]);
    s.db.prepare('DELETE FROM ib_fund_days WHERE ib_id = ? AND day = ? AND client_id = ?').run(ibId, day, client.id);
    expect(all('SELECT * FROM ib_funds_rollup WHERE ib_id = ? AND day = ?', ibId, day)).toEqual([]);
  });
});

describe("an IB's client counts are kept by triggers (179_ib_client_counts.sql) and follow every write", () => {
  it('a client added, moved to another status and to another IB, and removed: the counts, the dashboard figures and a list total equal a count of the rows', async () => {
    const kept = () => all('SELECT ib_id, status, clients FROM ib_client_counts WHERE clients > 0 ORDER BY 1, 2');
    const truth = () => all('SELECT ib_id, status, COUNT(*) AS clients FROM ib_clients GROUP BY 1, 2 ORDER BY 1, 2');
    const count = (where: string) => s.db.prepare(`SELECT COUNT(*) FROM ib_clients WHERE ib_id = ? AND ${where}`).pluck().get(ibId) as number;
    const answersMatch = async () => {
      expect(kept()).toEqual(truth());
      const summary = await get<Row>('ibaccount/dashboard/summary');
      expect([summary.clients, summary.fundedClients]).toEqual([count("status <> 'archived'"), count("status = 'funded'")]);
      expect((await get<Report>('ibaccount/clients?list=opened&pageSize=1')).total).toBe(count("status IN ('funded', 'unfunded')"));
    };
    await answersMatch();
    const otherIb = s.db.prepare('SELECT ib_id FROM ib_clients WHERE ib_id <> ? LIMIT 1').pluck().get(ibId) as number;
    const added = Number(
      s.db
        .prepare(
          `INSERT INTO ib_clients (ib_id, name, email, phone, country_id, status, currency, registered_at, list_date)
           SELECT ib_id, 'Count Test', 'count.test@demo.test', phone, country_id, 'funded', currency, registered_at, list_date FROM ib_clients WHERE ib_id = ? LIMIT 1`,
        )
        .run(ibId).lastInsertRowid,
    );
    await answersMatch();
    s.db.prepare("UPDATE ib_clients SET status = 'archived' WHERE id = ?").run(added);
    await answersMatch();
    s.db.prepare('UPDATE ib_clients SET ib_id = ?, status = ? WHERE id = ?').run(otherIb, 'unfunded', added);
    await answersMatch();
    s.db.prepare('DELETE FROM ib_clients WHERE id = ?').run(added);
    await answersMatch();
  });
});

describe('deep pages read the page ids from a covering index', () => {
  it('every page of a sorted list is the matching slice of the whole list, with nothing skipped or repeated', async () => {
    type Page = { rows: ClientRow[]; total: number };
    const orders = { balance: 'currency DESC, balance DESC, status DESC, list_date DESC, id DESC', listDate: 'list_date DESC, status DESC, id DESC' };
    for (const [sort, order] of Object.entries(orders)) {
      const whole = all(`SELECT id FROM ib_clients WHERE ib_id = ? AND status IN ('unfunded', 'funded') ORDER BY ${order}`, ibId).map((r) => r.id);
      const seen: unknown[] = [];
      for (let n = 1; (n - 1) * 40 < whole.length; n++)
        seen.push(...(await get<Page>(`ibaccount/clients?list=opened&sort=${sort}&pageSize=40&page=${n}`)).rows.map((r) => r.id));
      expect(seen).toEqual(whole);
    }
  });
});
