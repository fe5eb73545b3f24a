import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/openDatabase';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { answerOffThread, closeReadWorkers, readOffThread, startReadWorkers } from '../../src/server/db/readPool';
import { accountPage, type AccountPageRequest } from '../../src/server/ib/accountSums';
import { readReport, type ReportRequest } from '../../src/server/ib/readReport';

/**
 * Issue 18: a report's account rows over any range are summed off the event loop from columns of
 * the IB's daily rows read once per data version (accountSums.ts). Every page, sort and range must
 * equal what SQL gives from the daily rows, near the top (picked) and deep (one kept full sort).
 */
const ibId = 7;
const accounts = 1500;
const products = ['forex', 'metals', 'indices'];
let dir: string;
let db: Db;

/** A small deterministic generator: the same fixture every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'account-sums-'));
  db = openDatabase(join(dir, 'portal.db'));
  // The fixture has no users: the clients' owner is only a number here.
  db.pragma('foreign_keys = OFF');
  const next = random(42);
  const client = db.prepare(
    "INSERT INTO ib_clients (id, ib_id, name, email, status, account_number, platform, account_type, currency, registered_at, list_date) VALUES (?, ?, ?, ?, 'funded', ?, 'mt5', 1, ?, 0, 0)",
  );
  const trade = db.prepare('INSERT INTO ib_trade_days (ib_id, day, client_id, product, lots, rebate) VALUES (?, ?, ?, ?, ?, ?)');
  const funds = db.prepare('INSERT OR IGNORE INTO ib_fund_days (ib_id, day, client_id, deposits, withdrawals) VALUES (?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (let id = 1; id <= accounts; id++) {
      client.run(id, ibId, `Client ${id}`, `c${id}@test`, `A${String((id * 7919) % 100000).padStart(5, '0')}`, id % 3 ? 'USD' : 'EUR');
      const days = new Set<string>();
      for (let k = 0; k < 1 + Math.floor(next() * 6); k++) {
        const day = 20000 + Math.floor(next() * 400);
        const product = products[Math.floor(next() * products.length)]!;
        if (days.has(`${day}:${product}`)) continue;
        days.add(`${day}:${product}`);
        // Few distinct lots: ties that the account id must break.
        trade.run(ibId, day, id, product, 10 * (1 + Math.floor(next() * 5)), Math.floor(next() * 5000));
        funds.run(ibId, day, id, Math.floor(next() * 3) * 1000, Math.floor(next() * 2) * 700);
      }
    }
  })();
});

afterAll(async () => {
  await closeReadWorkers(db);
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const startDay = 20050;
/** The rows that earn an IB rebates: its own clients' trades, and the override its sub-IBs' clients' trades earn it (no lots). */
const earned =
  '(SELECT ib_id, day, client_id, product, lots, rebate FROM ib_trade_days UNION ALL SELECT ib_id, day, client_id, product, 0, rebate FROM ib_override_days)';
const endDay = 20350;

function expected(report: 'rebate' | 'funds', order: string, product?: string, range = { startDay, endDay }) {
  const rows =
    report === 'rebate'
      ? db
          .prepare(
            `SELECT t.client_id AS key, c.ib_id AS ownerIb, c.account_number AS accountNumber, c.name, c.platform, c.account_type AS accountType, SUM(t.lots) AS lots, SUM(t.rebate) AS rebate
             FROM ${earned} t JOIN ib_clients c ON c.id = t.client_id WHERE t.ib_id = ? AND t.day >= ? AND t.day < ?${product ? ' AND t.product = ?' : ''} GROUP BY t.client_id ORDER BY ${order}`,
          )
          .all(ibId, range.startDay, range.endDay, ...(product ? [product] : []))
      : db
          .prepare(
            `SELECT f.client_id AS key, c.account_number AS accountNumber, c.name, c.currency, SUM(f.deposits) AS deposits, SUM(f.withdrawals) AS withdrawals, SUM(f.deposits) - SUM(f.withdrawals) AS net
             FROM ib_fund_days f JOIN ib_clients c ON c.id = f.client_id WHERE f.ib_id = ? AND f.day >= ? AND f.day < ? GROUP BY f.client_id ORDER BY ${order}`,
          )
          .all(ibId, range.startDay, range.endDay);
  return rows as Record<string, unknown>[];
}

const request = (report: 'rebate' | 'funds', sort: string, descending: boolean, offset: number, limit: number, product?: string): AccountPageRequest => ({
  report,
  ibId,
  startDay,
  endDay,
  ...(product ? { product } : {}),
  page: { sort, descending, offset, limit },
});

describe('account rows of a report, summed from columns of the daily rows', () => {
  const cases = [
    ['rebate', 'rebate', true, 'rebate DESC, key DESC'],
    ['rebate', 'lots', false, 'lots ASC, key ASC'],
    ['rebate', 'accountNumber', true, 'accountNumber DESC, key DESC'],
    ['funds', 'net', true, 'net DESC, key DESC'],
    ['funds', 'deposits', false, 'deposits ASC, key ASC'],
  ] as const;

  it.each(cases)(
    '%s report by %s: the top page, a page across the picked limit and a deep page equal SQL (worker thread)',
    async (report, sort, descending, order) => {
      const all = expected(report, order);
      expect(all.length).toBeGreaterThan(1100);
      for (const [offset, limit] of [
        [0, 25],
        [975, 50],
        [1100, 100],
      ] as const) {
        const page = await readOffThread(db, 'accountPage', request(report, sort, descending, offset, limit));
        expect(page.total).toBe(all.length);
        expect(page.rows, `${sort} from ${offset}`).toEqual(all.slice(offset, offset + limit));
      }
    },
  );

  it('a product filter and the accounts per product and per currency equal SQL', async () => {
    const metals = await readOffThread(db, 'accountPage', request('rebate', 'rebate', true, 0, 2000, 'metals'));
    expect(metals.rows).toEqual(expected('rebate', 'rebate DESC, key DESC', 'metals'));
    const perProduct = db
      .prepare(`SELECT product, COUNT(DISTINCT client_id) AS n FROM ${earned} WHERE ib_id = ? AND day >= ? AND day < ? GROUP BY product`)
      .all(ibId, startDay, endDay) as { product: string; n: number }[];
    const rebate = await readOffThread(db, 'accountPage', { report: 'rebate', ibId, startDay, endDay, accountsPer: true });
    expect(rebate.rows).toEqual([]);
    expect(new Map(rebate.accountsPer)).toEqual(new Map(perProduct.map((p) => [p.product, p.n])));
    const perCurrency = db
      .prepare(
        'SELECT c.currency, COUNT(DISTINCT f.client_id) AS n FROM ib_fund_days f JOIN ib_clients c ON c.id = f.client_id WHERE f.ib_id = ? AND f.day >= ? AND f.day < ? GROUP BY c.currency',
      )
      .all(ibId, startDay, endDay) as { currency: string; n: number }[];
    const funds = await readOffThread(db, 'accountPage', { report: 'funds', ibId, startDay, endDay, accountsPer: true });
    expect(new Map(funds.accountsPer)).toEqual(new Map(perCurrency.map((p) => [p.currency, p.n])));
  });

  // Where the range's edges fall decides how an account's run of rows is read: wholly inside, wholly outside, or cut
  // by an edge (its rows stepped over); one day, the whole data and beyond it too.
  it.each([
    [20000, 20400],
    [19000, 21000],
    [20200, 20201],
    [20150, 20190],
    [20390, 20500],
    [19900, 20001],
  ])('rebate and funds rows, a product alone and the accounts per product over days [%i, %i) equal SQL', async (from, to) => {
    const range = { startDay: from, endDay: to };
    for (const [report, sort, product] of [
      ['rebate', 'rebate', undefined],
      ['rebate', 'lots', 'metals'],
      ['funds', 'deposits', undefined],
    ] as const) {
      const all = expected(report, `${sort} DESC, key DESC`, product, range);
      const page = await readOffThread(db, 'accountPage', {
        report,
        ibId,
        ...range,
        ...(product ? { product } : {}),
        page: { sort, descending: true, offset: 0, limit: 2000 },
      });
      expect(page.total).toBe(all.length);
      expect(page.rows).toEqual(all);
    }
    const perProduct = db
      .prepare(`SELECT product, COUNT(DISTINCT client_id) AS n FROM ${earned} WHERE ib_id = ? AND day >= ? AND day < ? GROUP BY product`)
      .all(ibId, from, to) as { product: string; n: number }[];
    const counted = await readOffThread(db, 'accountPage', { report: 'rebate', ibId, ...range, accountsPer: true });
    expect(new Map(counted.accountsPer)).toEqual(new Map(perProduct.map((p) => [p.product, p.n])));
  });

  it('accounts per product are counted only when asked for', async () => {
    expect((await readOffThread(db, 'accountPage', { report: 'rebate', ibId, startDay, endDay })).accountsPer).toEqual([]);
  });

  it('the worker thread and the connection itself answer the same', async () => {
    const asked = request('rebate', 'rebate', true, 950, 100);
    expect(await readOffThread(db, 'accountPage', asked)).toEqual(accountPage(db, asked));
  });

  it("a report page comes back from the worker as the API's answer: the page read in place, in its envelope, compressed as the request accepts; an answer under the threshold travels plain", async () => {
    const asked: ReportRequest = {
      report: 'rebate',
      ...{ ibId, startDay, endDay, groupBy: 'account', sort: 'rebate', descending: true, page: 2, pageSize: 25 },
      ...{ rebateCurrency: 'USD', hidden: ['name'], accountTypeNames: { 1: 'Standard' } },
    };
    const transfer = { apiThresholdBytes: 1024, brotliQuality: 4 };
    const inPlace = readReport(db, asked);
    expect(inPlace.rows).toHaveLength(25);
    // The page is finished as the API sends it: the switch's hidden names blanked, account types named, lots in lots.
    expect(inPlace.rows[0]).toMatchObject({ name: null, accountType: 'Standard', currency: 'USD', lots: expect.any(Number) });
    const br = await answerOffThread(db, 'report', asked, 'br', transfer);
    expect(br.encoding).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual({ code: 0, data: inPlace, msg: 'success' });
    const gzip = await answerOffThread(db, 'report', asked, 'gzip', transfer);
    expect(gzip.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString()).data).toEqual(inPlace);
    const one = { ...asked, page: 1, pageSize: 1 };
    const small = await answerOffThread(db, 'report', one, 'br', transfer);
    expect(small.encoding).toBe('identity');
    expect(JSON.parse(small.body.toString()).data).toEqual(readReport(db, one));
  });

  it('a write moves the data version: the next answer has it, in any range already read', async () => {
    const asked = { ...request('rebate', 'rebate', true, 0, 1), accountsPer: true };
    const before = await readOffThread(db, 'accountPage', asked);
    db.prepare('INSERT INTO ib_trade_days (ib_id, day, client_id, product, lots, rebate) VALUES (?, ?, ?, ?, ?, ?)').run(
      ibId,
      startDay,
      3,
      'bonds',
      10,
      10_000_000,
    );
    const after = await readOffThread(db, 'accountPage', asked);
    expect(after.rows[0]).toMatchObject({ key: 3, rebate: expect.any(Number) });
    expect(after.rows[0]!.rebate).toBeGreaterThan(Number(before.rows[0]!.rebate));
    expect(new Map(after.accountsPer).get('bonds')).toBe(1);
  });

  it('the read worker answers a read-only query (a deep list page) as the connection itself does, and names what it refuses', async () => {
    const sql = "SELECT id, account_number FROM ib_clients WHERE ib_id = ? AND currency = 'EUR' ORDER BY account_number LIMIT 25 OFFSET 300";
    expect(await readOffThread(db, 'rows', { sql, params: [ibId] })).toEqual(db.prepare(sql).all(ibId));
    await expect(readOffThread(db, 'rows', { sql: 'SELECT no_such_column FROM ib_clients', params: [] })).rejects.toThrow('no such column: no_such_column');
    await expect(readOffThread(db, 'rows', { sql: 'DELETE FROM ib_clients', params: [] })).rejects.toThrow(/does not return data|readonly/);
    expect(db.prepare('SELECT COUNT(*) FROM ib_clients').pluck().get()).toBe(accounts);
  });

  it('the read worker yields the CPU to the thread that answers requests: its thread runs 10 nice steps lower (19 at most)', async () => {
    // The process's threads and their nice values (/proc/self/task/<tid>/stat: the 17th field after the name).
    const threads = () =>
      new Map(readdirSync('/proc/self/task').map((tid) => [tid, Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16])]));
    const before = threads();
    // A second connection to the file has a worker of its own: the threads it adds are the worker's (it and its module loader's).
    const second = openDatabase(join(dir, 'portal.db'));
    try {
      await readOffThread(second, 'rows', { sql: 'SELECT COUNT(*) AS n FROM ib_clients', params: [] });
      const added = [...threads()].filter(([tid]) => !before.has(tid)).map(([, nice]) => nice);
      expect(added.length).toBeGreaterThan(0);
      expect(new Set(added)).toEqual(new Set([Math.min(19, getPriority() + 10)]));
    } finally {
      await closeReadWorkers(second);
      second.close();
    }
  });

  it('a pool of two read workers answers reads asked at once as the connection itself does, and closing it ends its threads', async () => {
    const threads = () => new Set(readdirSync('/proc/self/task'));
    const before = threads();
    const second = openDatabase(join(dir, 'portal.db'));
    try {
      startReadWorkers(second, 2);
      const asked = [0, 25, 975, 1100].flatMap((offset) => [request('rebate', 'rebate', true, offset, 25), request('funds', 'net', false, offset, 25)]);
      const answers = await Promise.all(asked.map((one) => readOffThread(second, 'accountPage', one)));
      expect(answers).toEqual(asked.map((one) => accountPage(db, one)));
      expect([...threads()].filter((tid) => !before.has(tid)).length).toBeGreaterThan(0);
    } finally {
      await closeReadWorkers(second);
      second.close();
    }
    expect([...threads()].filter((tid) => !before.has(tid))).toEqual([]);
  });

  it('a sort field the report does not have is refused by name', async () => {
    await expect(readOffThread(db, 'accountPage', request('rebate', 'net', true, 0, 25))).rejects.toThrow('cannot be sorted by "net"');
  });
});

describe("a report's totals per product and per currency, from the rollup's running sums (rollupTotals.ts)", () => {
  /** What SQL's GROUP BY over the rollup gives: the answer the totals replaced. */
  const sqlTotals = (report: 'rebate' | 'funds', range: { startDay: number; endDay: number }, product?: string) =>
    report === 'rebate'
      ? db
          .prepare(
            `SELECT product AS key, product, SUM(lots) AS lots, SUM(rebate) AS rebate, SUM(rebate - override_rebate) AS ownRebate, SUM(override_rebate) AS overrideRebate
             FROM ib_rebate_rollup WHERE ib_id = ? AND day >= ? AND day < ?${product ? ' AND product = ?' : ''} GROUP BY product ORDER BY product`,
          )
          .all(ibId, range.startDay, range.endDay, ...(product ? [product] : []))
      : db
          .prepare(
            `SELECT 'total:' || currency AS key, currency, SUM(deposits) AS deposits, SUM(withdrawals) AS withdrawals, SUM(deposits - withdrawals) AS net
             FROM ib_funds_rollup WHERE ib_id = ? AND day >= ? AND day < ? GROUP BY currency ORDER BY currency`,
          )
          .all(ibId, range.startDay, range.endDay);

  it('any range (before, after and at the edges of the data, one day, empty, random) and a product filter equal the GROUP BY over the rollup', async () => {
    const next = random(7);
    const ranges = [
      { startDay, endDay },
      { startDay: 19000, endDay: 19100 },
      { startDay: 19990, endDay: 20001 },
      { startDay: 20399, endDay: 20400 },
      { startDay: 20400, endDay: 20500 },
      { startDay: 20100, endDay: 20100 },
      ...Array.from({ length: 20 }, () => {
        const from = 19990 + Math.floor(next() * 420);
        return { startDay: from, endDay: from + Math.floor(next() * 200) };
      }),
    ];
    for (const range of ranges) {
      for (const product of [undefined, 'metals', 'no-such-product']) {
        const asked = { report: 'rebate' as const, ibId, ...range, ...(product ? { product } : {}) };
        expect(await readOffThread(db, 'rollupTotals', asked), `rebate ${JSON.stringify(asked)}`).toEqual(sqlTotals('rebate', range, product));
      }
      expect(await readOffThread(db, 'rollupTotals', { report: 'funds', ibId, ...range }), `funds ${JSON.stringify(range)}`).toEqual(sqlTotals('funds', range));
    }
    // Not a comparison of empty answers: the fixture's range holds every product of it.
    expect(sqlTotals('rebate', { startDay, endDay }).length).toBeGreaterThanOrEqual(products.length);
  });

  it('a write moves the data version: the next totals have it, a product first traded in the range included', async () => {
    const range = { startDay: 20200, endDay: 20210 };
    const before = await readOffThread(db, 'rollupTotals', { report: 'rebate', ibId, ...range });
    db.prepare('INSERT INTO ib_trade_days (ib_id, day, client_id, product, lots, rebate) VALUES (?, ?, ?, ?, ?, ?)').run(ibId, 20205, 5, 'shares', 30, 1234);
    // An upsert, not INSERT OR REPLACE: a replaced row's delete trigger would not run and the rollup would count it twice.
    db.prepare(
      'INSERT INTO ib_fund_days (ib_id, day, client_id, deposits, withdrawals) VALUES (?, ?, ?, ?, ?) ON CONFLICT (ib_id, day, client_id) DO UPDATE SET deposits = deposits + excluded.deposits',
    ).run(ibId, 20205, 5, 999, 0);
    const after = await readOffThread(db, 'rollupTotals', { report: 'rebate', ibId, ...range });
    expect(after).toEqual(sqlTotals('rebate', range));
    expect(after.find((total) => total.product === 'shares')).toMatchObject({ lots: 30, rebate: 1234 });
    expect(after).toHaveLength(before.length + 1);
    expect(await readOffThread(db, 'rollupTotals', { report: 'funds', ibId, ...range })).toEqual(sqlTotals('funds', range));
  });
});
