import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientRow } from '../../src/server/ib/clientRows';
import { envelope, testServer, type TestServer } from '../helpers/server';

/** The IB client lists: one endpoint, six lists, server-side paging, sorting, search, dates, privacy, exports. */
let s: TestServer;
let ib: string;
const url = (query: string) => `/web-api/api/ibaccount/clients?${query}`;
type Page = { rows: ClientRow[]; total: number; page: number; pageSize: number };
const page = async (query: string, token = ib) => envelope<Page>(await s.get(url(query), token));
/** A search's match: a word of the name, or the e-mail, starts with the text (any case). */
const startsWord = (r: ClientRow, start: string) =>
  r
    .name!.toLowerCase()
    .split(' ')
    .some((word) => word.startsWith(start.toLowerCase())) || r.email!.startsWith(start.toLowerCase());
const setSwitches = async (switches: Record<string, boolean>) =>
  expect(envelope(await s.post('/web-api/api/ibaccount/setClientSwitch', switches, ib)).code).toBe(0);

beforeAll(async () => {
  s = await testServer();
  ib = await s.signIn('ib@demo.test');
});
afterAll(async () => s.app.close());

describe('client lists (spec section 2: six differently filtered views)', () => {
  it('each list shows its statuses; opened accounts are the unfunded and the funded ones', async () => {
    const totals: Record<string, number> = {};
    for (const list of ['accounts', 'unfunded', 'opened', 'pending', 'leads', 'archived']) {
      const body = await page(`list=${list}&pageSize=100`);
      expect(body.code, list).toBe(0);
      totals[list] = body.data.total;
      expect(body.data.total, list).toBeGreaterThan(0);
      const statuses = new Set(body.data.rows.map((r) => r.status));
      expect([...statuses].sort(), list).toEqual(
        { accounts: ['funded'], unfunded: ['unfunded'], opened: ['funded', 'unfunded'], pending: ['pending'], leads: ['lead'], archived: ['archived'] }[list],
      );
    }
    expect(totals.opened).toBe(totals.accounts! + totals.unfunded!);
    // ib@demo.test has a few hundred clients over every list.
    expect(totals.opened! + totals.pending! + totals.leads! + totals.archived!).toBeGreaterThanOrEqual(300);
  });

  it('pages are cut by the server: page 2 continues page 1, the total stays', async () => {
    const first = await page('list=opened&pageSize=10&sort=accountNumber&order=asc');
    const second = await page('list=opened&pageSize=10&page=2&sort=accountNumber&order=asc');
    expect(first.data.rows).toHaveLength(10);
    expect(second.data.total).toBe(first.data.total);
    expect(second.data.rows[0]!.accountNumber! > first.data.rows[9]!.accountNumber!).toBe(true);
    expect((await page('list=opened&pageSize=10&page=999')).data.rows).toEqual([]);
  });

  it('every page, the later ones (read from the far end of the list) and the last part-filled one too, joins into the whole list in order, in every sort and direction', async () => {
    const all = async (sortBy: string) => {
      const rows: ClientRow[] = [];
      for (let n = 1; ; n++) {
        const { data } = await page(`list=opened&pageSize=100&page=${n}&${sortBy}`);
        rows.push(...data.rows);
        if (rows.length >= data.total) return rows.map((r) => r.id);
      }
    };
    // Few requests: the lists share the report rate limit (config/security.yaml, 120 a minute) with the other tests here.
    for (const sortBy of ['sort=listDate&order=desc', 'sort=balance&order=asc', 'sort=name&order=asc']) {
      const whole = await all(sortBy);
      expect(new Set(whole).size, sortBy).toBe(whole.length);
      const paged: number[] = [];
      const pageSize = 29;
      const pages = Math.ceil(whole.length / pageSize);
      expect(whole.length % pageSize, 'the last page is part-filled').not.toBe(0);
      for (let n = 1; n <= pages; n++) {
        const { data } = await page(`list=opened&pageSize=${pageSize}&page=${n}&${sortBy}`);
        expect(data.rows.length, `${sortBy} page ${n}`).toBe(n < pages ? pageSize : whole.length - (pages - 1) * pageSize);
        paged.push(...data.rows.map((r) => r.id));
      }
      expect(paged, sortBy).toEqual(whole);
    }
  });

  it('sorts by the server in either direction; amounts sort per currency, never across currencies (issue 17: sorting by balance mixed currencies)', async () => {
    const rows = (await page('list=accounts&pageSize=100&sort=balance&order=desc')).data.rows;
    const currencies = rows.map((r) => r.currency);
    expect(currencies).toEqual([...currencies].sort().reverse());
    for (const currency of new Set(currencies)) {
      const desc = rows.filter((r) => r.currency === currency).map((r) => r.balance!);
      expect(desc).toEqual([...desc].sort((a, b) => b - a));
    }
    const asc = (await page('list=accounts&pageSize=50&sort=name&order=asc')).data.rows.map((r) => r.name!);
    expect(asc).toEqual([...asc].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('searches the start of the account number, of the name or its surname (any case) and of the e-mail (issue 18: by index); wildcards are taken literally', async () => {
    const one = (await page('list=opened&pageSize=1')).data.rows[0]!;
    const byAccount = await page(`list=opened&search=${one.accountNumber}`);
    expect(byAccount.data.rows.map((r) => r.id)).toContain(one.id);
    const byAccountStart = await page(`list=opened&pageSize=100&search=${one.accountNumber!.slice(0, 6)}`);
    expect(byAccountStart.data.rows.map((r) => r.id)).toContain(one.id);
    const firstName = one.name!.split(' ')[0]!;
    const byName = (await page(`list=opened&pageSize=100&search=${firstName.toUpperCase()}`)).data;
    expect(byName.rows.map((r) => r.id)).toContain(one.id);
    expect(byName.rows.every((r) => startsWord(r, firstName))).toBe(true);
    expect((await page(`list=opened&search=${encodeURIComponent(one.email!.toUpperCase())}`)).data.rows.map((r) => r.id)).toEqual([one.id]);
    // The middle of a field is not searched: that would read every row of the list.
    expect((await page(`list=opened&search=${one.accountNumber!.slice(2)}`)).data.rows.map((r) => r.id)).not.toContain(one.id);
    expect((await page('list=opened&search=%25')).data.total).toBe(0);
  });

  it('the demo book holds amounts of the same size in every currency: a USDT account holds USDT by the hundred, not ₮0.58', async () => {
    const rows = (await page('list=accounts&pageSize=100&sort=balance&order=desc')).data.rows;
    const largest = (currency: string, minorUnits: number) =>
      Math.max(...rows.filter((r) => r.currency === currency).map((r) => r.balance!)) / 10 ** minorUnits;
    expect(rows.some((r) => r.currency === 'USDT')).toBe(true);
    expect(largest('USD', 2)).toBeGreaterThan(100);
    expect(largest('USDT', 6)).toBeGreaterThan(100);
  });

  it('finds a client by the start of its surname too: "garcia" finds "Chen Garcia" (by index, like the other fields)', async () => {
    const named = (await page('list=opened&pageSize=100')).data.rows.find((r) => r.name!.includes(' '))!;
    const surname = named.name!.split(' ').at(-1)!;
    const found = (await page(`list=opened&pageSize=100&search=${surname.slice(0, 4).toLowerCase()}`)).data;
    expect(found.rows.map((r) => r.id)).toContain(named.id);
    expect(found.rows.every((r) => startsWord(r, surname.slice(0, 4)))).toBe(true);
  });

  it('filters by the list date, both ends inclusive', async () => {
    const all = (await page('list=opened&pageSize=100&sort=listDate&order=desc')).data.rows;
    const day = all[5]!.listDate;
    const onDay = await page(`list=opened&pageSize=100&from=${day}&to=${day}`);
    expect(onDay.data.total).toBeGreaterThan(0);
    expect(onDay.data.rows.every((r) => r.listDate === day)).toBe(true);
  });

  it('bad queries get a clear, specific refusal', async () => {
    const unknownList = await page('list=vip');
    expect([unknownList.code, unknownList.msg]).toEqual([
      446,
      'The list cannot be shown this way: "vip" is not a client list (known: accounts, unfunded, opened, pending, leads, archived).',
    ]);
    expect((await page('list=accounts&sort=email')).msg).toMatch(/cannot be sorted by "email"/);
    const range = await page('list=accounts&from=2026-05-02&to=2026-05-01');
    expect([range.code, range.msg]).toEqual([443, 'The date range is not valid: the start date is after the end date.']);
    // In another language the whole sentence is in it: the reason was the server's English inside a Spanish sentence.
    const spanish = envelope(await s.get(url('list=accounts&from=2026-05-02&to=2026-05-01'), ib, { 'x-lang': 'es' }));
    expect(spanish.msg).toBe('El rango de fechas no es válido: la fecha de inicio es posterior a la fecha de fin');
    const tooLong = envelope(await s.get('/web-api/api/ibaccount/report/rebate?groupBy=day&from=2024-01-01&to=2026-01-01', ib, { 'x-lang': 'ko' }));
    expect([tooLong.code, tooLong.msg]).toEqual([443, '날짜 범위가 유효하지 않습니다: 최대 366일까지 가능합니다']);
    expect((await page('list=accounts&pageSize=500')).code).toBe(421);
    expect((await page('pageSize=5')).code).toBe(421);
  });

  it('a client account is not an IB: the lists are refused', async () => {
    const trader = await s.signIn('trader@demo.test');
    expect((await page('list=accounts', trader)).code).toBe(403);
  });
});

describe('an IB reads only its own clients (NOT_YOUR_CLIENT)', () => {
  it("another IB's client, by id, is refused with 435; the own client is shown", async () => {
    const company = await s.signIn('ib.company@demo.test');
    const own = (await page('list=opened&pageSize=1')).data.rows[0]!;
    const theirs = (await page('list=opened&pageSize=1', company)).data.rows[0]!;
    expect(envelope<ClientRow>(await s.get(`/web-api/api/ibaccount/clients/${own.id}`, ib)).data.accountNumber).toBe(own.accountNumber);
    const refused = envelope(await s.get(`/web-api/api/ibaccount/clients/${theirs.id}`, ib));
    expect([refused.code, refused.msg]).toEqual([435, 'This client is not one of yours.']);
    expect(envelope(await s.get(`/web-api/api/ibaccount/clients/${own.id}`, company)).code).toBe(435);
    expect(envelope(await s.get('/web-api/api/ibaccount/clients/99999999', ib)).code).toBe(435);
  });

  it("lists never mix books: no row of one IB's list belongs to another", async () => {
    const company = await s.signIn('ib.company@demo.test');
    const mine = new Set((await page('list=opened&pageSize=100')).data.rows.map((r) => r.id));
    const theirs = (await page('list=opened&pageSize=100', company)).data.rows.map((r) => r.id);
    expect(theirs.filter((id) => mine.has(id))).toEqual([]);
  });

  it("sub-users see their IB's clients (sub.full and sub.view)", async () => {
    const total = (await page('list=opened')).data.total;
    for (const email of ['sub.full@demo.test', 'sub.view@demo.test']) expect((await page('list=opened', await s.signIn(email))).data.total, email).toBe(total);
  });
});

describe('privacy switches hide client data on the server (spec section 3)', () => {
  it('a set switch blanks its fields in every row, for the IB and its sub-users; sorting or searching by them is refused', async () => {
    await setSwitches({ name: true, email: true, lots: true, pnl: true, margin: true, clientDetails: true });
    try {
      const rows = (await page('list=accounts&pageSize=20')).data.rows;
      for (const r of rows)
        expect([r.name, r.email, r.lots, r.pnl, r.margin, r.equity, r.phone, r.country]).toEqual([null, null, null, null, null, null, null, null]);
      expect(rows.every((r) => r.accountNumber !== null && r.balance !== null)).toBe(true);
      const sub = (await page('list=accounts&pageSize=5', await s.signIn('sub.full@demo.test'))).data.rows;
      expect(sub.every((r) => r.name === null && r.email === null)).toBe(true);
      expect((await page('list=accounts&sort=name')).msg).toMatch(/"name" is hidden by your privacy settings/);
      const named = (await page('list=opened&pageSize=1')).data.rows[0]!;
      expect(named.name).toBeNull();
      // A search does not look into hidden fields (it would reveal them).
      expect((await page('list=opened&search=example.com')).data.total).toBe(0);
    } finally {
      await setSwitches({});
    }
    const shown = (await page('list=accounts&pageSize=5')).data.rows;
    expect(shown.every((r) => r.name !== null && r.email !== null && r.lots !== null)).toBe(true);
  });

  it('sub-users cannot change the switches', async () => {
    const refused = envelope(await s.post('/web-api/api/ibaccount/setClientSwitch', { name: true }, await s.signIn('sub.full@demo.test')));
    expect(refused.code).toBe(403);
  });
});

describe('exports (CSV and XLSX made by the server, formulas escaped)', () => {
  const columns = JSON.stringify([
    { field: 'accountNumber', label: 'Account' },
    { field: 'name', label: 'Name' },
    { field: 'balance', label: 'Balance' },
    { field: 'listDate', label: 'Date' },
  ]);

  it('exports the whole list as CSV, values formatted, a cell starting with = + - @ made inert', async () => {
    const clientId = (s.db.prepare('SELECT MAX(id) FROM ib_clients').pluck().get() as number) + 1;
    const ibId = s.db.prepare("SELECT id FROM users WHERE email = 'ib@demo.test'").pluck().get() as number;
    s.db
      .prepare(
        "INSERT INTO ib_clients (id, ib_id, name, email, status, account_number, currency, balance, registered_at, opened_at, list_date) VALUES (?, ?, ?, 'x@example.com', 'funded', '79999999', 'USD', 123456, ?, ?, ?)",
      )
      .run(clientId, ibId, '=HYPERLINK("https://evil.example","click")', s.clock.now(), s.clock.now(), s.clock.now());
    const res = await s.get(url(`list=accounts&format=csv&sort=accountNumber&order=desc&columns=${encodeURIComponent(columns)}`), ib);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="clients-accounts\.csv"/);
    const lines = res.body.replace(/^\ufeff/, '').split('\r\n');
    // Issue 17: amounts of mixed currencies get a currency column.
    expect(lines[0]).toBe('Account,Name,Balance,Date,Currency');
    expect(lines[1]).toBe(`79999999,"'=HYPERLINK(""https://evil.example"",""click"")",1234.56,${new Date(s.clock.now()).toISOString().slice(0, 10)},USD`);
    expect(res.headers['x-export-rows']).toBe(String((await page('list=accounts')).data.total));
    const total = (await page('list=accounts')).data.total;
    expect(lines.filter((l) => l.length > 0)).toHaveLength(total + 1);
  });

  it('exports XLSX (a zip of sheets) and refuses unknown columns', async () => {
    const res = await s.get(url(`list=leads&format=xlsx&columns=${encodeURIComponent(columns)}`), ib);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const bad = envelope(await s.get(url(`list=leads&format=csv&columns=${encodeURIComponent(JSON.stringify([{ field: 'password_hash', label: 'x' }]))}`), ib));
    expect([bad.code, bad.msg]).toEqual([446, 'The list cannot be shown this way: "password_hash" is not a column of this list.']);
  });

  it('issue 17: a CSV negative amount is a number, not text ("\'-163.31"); a text cell starting with - is still escaped', async () => {
    const clientId = (s.db.prepare('SELECT MAX(id) FROM ib_clients').pluck().get() as number) + 1;
    const ibId = s.db.prepare("SELECT id FROM users WHERE email = 'ib@demo.test'").pluck().get() as number;
    s.db
      .prepare(
        "INSERT INTO ib_clients (id, ib_id, name, email, status, account_number, currency, balance, pnl, registered_at, opened_at, list_date) VALUES (?, ?, '-Minus Name', 'y@example.com', 'funded', '79999998', 'EUR', 100, -16331, ?, ?, ?)",
      )
      .run(clientId, ibId, s.clock.now(), s.clock.now(), s.clock.now());
    const cols = JSON.stringify([
      { field: 'accountNumber', label: 'Account' },
      { field: 'name', label: 'Name' },
      { field: 'pnl', label: 'P&L' },
      { field: 'currency', label: 'Currency' },
    ]);
    const res = await s.get(url(`list=accounts&format=csv&search=79999998&columns=${encodeURIComponent(cols)}`), ib);
    expect(res.body.replace(/^\ufeff/, '').split('\r\n')[1]).toBe("79999998,'-Minus Name,-163.31,EUR");
  });

  it('issue 17: an export has no row limit (a 67,033-row export answered 400): every row of a list larger than one batch streams', async () => {
    const ibId = s.db.prepare("SELECT id FROM users WHERE email = 'ib.company@demo.test'").pluck().get() as number;
    const first = (s.db.prepare('SELECT MAX(id) FROM ib_clients').pluck().get() as number) + 1;
    const insert = s.db.prepare(
      "INSERT INTO ib_clients (id, ib_id, name, email, status, account_number, currency, balance, registered_at, list_date) VALUES (?, ?, 'Lead', ?, 'lead', NULL, 'USD', 0, ?, ?)",
    );
    s.db.transaction(() => {
      for (let i = 0; i < 4_500; i++) insert.run(first + i, ibId, `lead${i}@example.com`, s.clock.now(), s.clock.now());
    })();
    const company = await s.signIn('ib.company@demo.test');
    const total = (await page('list=leads', company)).data.total;
    expect(total).toBeGreaterThan(4_500);
    const res = await s.get(url(`list=leads&format=csv&columns=${encodeURIComponent(JSON.stringify([{ field: 'email', label: 'E-mail' }]))}`), company);
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\r\n').filter(Boolean)).toHaveLength(total + 1);
  });

  it('an export leaves out what the privacy switches hide', async () => {
    await setSwitches({ name: true });
    try {
      const res = await s.get(url(`list=accounts&format=csv&columns=${encodeURIComponent(columns)}`), ib);
      const names = res.body
        .split('\r\n')
        .slice(1)
        .filter(Boolean)
        .map((l) => l.split(',')[1]);
      expect(new Set(names)).toEqual(new Set(['']));
    } finally {
      await setSwitches({});
    }
  });
});
