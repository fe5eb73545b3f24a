import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NetworkNode as Node } from '../../engine/ib';
import { envelope, testServer, type TestServer } from '../helpers/server';

/** Issue 17: the sub-IB network (tree to any depth, node figures = the sum of the sub-IB's client rows) and override commissions. */
let s: TestServer;
let ib: string;
type Row = Record<string, string | number | boolean | null>;
type ClientPage = { rows: Row[]; totals: Row[]; total: number };
const get = async <T>(path: string, token = ib) => envelope<T>(await s.get(`/web-api/api/${path}`, token));
const range = 'from=2026-05-01&to=2026-11-15';

beforeAll(async () => {
  s = await testServer();
  ib = await s.signIn('ib@demo.test');
});
afterAll(async () => s.app.close());

describe('the sub-IB network', () => {
  it('ib@demo.test sees its sub-IB tree three levels deep, each node linked to its parent', async () => {
    const { code, data } = await get<{ nodes: Node[] }>(`ibaccount/network?${range}`);
    expect(code).toBe(0);
    expect(data.nodes.map((n) => [n.name, n.depth])).toEqual([
      ['Nadia North', 1],
      ['Sami South', 1],
      ['Nico Northwood', 2],
      ['Nora Northcott', 2],
      ['Sol Southgate', 2],
      ['Noel Northfield', 3],
    ]);
    const byName = new Map(data.nodes.map((n) => [n.name, n]));
    expect(byName.get('Noel Northfield')!.parentId).toBe(byName.get('Nico Northwood')!.id);
  });

  it("a node's figures equal the sums of the sub-IB's client rows (drill-down), page after page", async () => {
    const { data } = await get<{ nodes: Node[] }>(`ibaccount/network?${range}`);
    for (const node of data.nodes) {
      const rows: Row[] = [];
      let totals: Row[] = [];
      for (let page = 1; ; page++) {
        const body = (await get<ClientPage>(`ibaccount/network/${node.id}/clients?${range}&pageSize=5&page=${page}`)).data;
        rows.push(...body.rows);
        totals = body.totals;
        if (rows.length >= body.total) break;
      }
      expect(rows.length, node.name).toBe(node.clients);
      expect(rows.filter((r) => r.status === 'funded').length).toBe(node.fundedClients);
      expect(rows.filter((r) => r.isNew).length).toBe(node.newClients);
      expect(rows.reduce((sum, r) => sum + Number(r.rebate), 0)).toBe(node.rebate);
      expect(rows.reduce((sum, r) => sum + Number(r.overrideRebate), 0)).toBe(node.overrideRebate);
      expect(Math.round(rows.reduce((sum, r) => sum + Number(r.lots) * 100, 0)) / 100).toBe(node.lots);
      expect(totals[0]).toMatchObject({ clients: node.clients, rebate: node.rebate, overrideRebate: node.overrideRebate, lots: node.lots });
    }
    expect(data.nodes.some((n) => n.overrideRebate > 0 && n.lots! > 0)).toBe(true);
  });

  it("override rates per level (config overrideRates): a direct sub-IB's lots earn level 1, a grandchild's level 2", () => {
    const rates = s.db.prepare('SELECT level, SUM(rebate) * 1.0 / SUM(lots) AS perLotHundredth FROM ib_override_days GROUP BY level ORDER BY level').all() as {
      level: number;
      perLotHundredth: number;
    }[];
    // Per standard lot in cents = per hundredth of a lot in minor units; each row rounds to a cent.
    expect(rates.map((r) => r.level)).toEqual([1, 2, 3]);
    [1, 0.5, 0.25].forEach((rate, i) => expect(rates[i]!.perLotHundredth).toBeCloseTo(rate, 1));
  });

  it("the drill-down respects the sub-IB's privacy switches (not the viewer's)", async () => {
    const north = await s.signIn('subib.north@demo.test');
    expect(envelope(await s.post('/web-api/api/ibaccount/setClientSwitch', { name: true, lots: true }, north)).code).toBe(0);
    const { data } = await get<{ nodes: Node[] }>(`ibaccount/network?${range}`);
    const node = data.nodes.find((n) => n.name === 'Nadia North')!;
    expect(node.lots).toBeNull();
    const page = (await get<ClientPage>(`ibaccount/network/${node.id}/clients?${range}`)).data;
    expect(page.rows.every((r) => r.name === null && r.lots === null)).toBe(true);
    expect(data.nodes.find((n) => n.name === 'Sami South')!.lots).not.toBeNull();
    expect(envelope(await s.post('/web-api/api/ibaccount/setClientSwitch', {}, north)).code).toBe(0);
  });

  it('a sub-IB sees only its own branch; an IB outside the network is refused', async () => {
    const north = await s.signIn('subib.north@demo.test');
    const { data } = await get<{ nodes: Node[] }>(`ibaccount/network?${range}`, north);
    expect(data.nodes.map((n) => n.name)).toEqual(['Nico Northwood', 'Nora Northcott', 'Noel Northfield']);
    const south =
      data.nodes.length > 0 ? (await get<{ nodes: Node[] }>(`ibaccount/network?${range}`)).data.nodes.find((n) => n.name === 'Sami South')! : undefined;
    const refused = await get(`ibaccount/network/${south!.id}/clients`, north);
    expect(refused.code).toBe(444);
  });

  it('override rebates appear in the rebate report (own and override apart) and per day', async () => {
    const report = (await get<{ totals: Row[]; rows: Row[] }>(`ibaccount/report/rebate?groupBy=day&${range}&pageSize=100`)).data;
    expect(Number(report.totals[0]!.overrideRebate)).toBeGreaterThan(0);
    expect(report.totals[0]!.rebate).toBe(Number(report.totals[0]!.ownRebate) + Number(report.totals[0]!.overrideRebate));
    expect(report.rows.every((r) => r.rebate === Number(r.ownRebate) + Number(r.overrideRebate))).toBe(true);
    const forex = (await get<{ totals: Row[] }>(`ibaccount/report/rebate?groupBy=account&product=forex&${range}`)).data;
    expect(Number(forex.totals[0]!.rebate)).toBeLessThan(Number(report.totals[0]!.rebate));
    expect((await get(`ibaccount/report/rebate?groupBy=account&product=nope&${range}`)).code).toBe(446);
  });

  it("by account, the rows add up to the totals: own rebates on the own clients' accounts, override rebates on the sub-IBs' clients' accounts (without their lots)", async () => {
    type Page = { totals: Row[]; rows: Row[]; total: number };
    const page = async (n: number) => (await get<Page>(`ibaccount/report/rebate?groupBy=account&${range}&pageSize=100&page=${n}`)).data;
    const first = await page(1);
    const byAccount = { ...first, rows: [...first.rows] };
    for (let n = 2; byAccount.rows.length < first.total; n++) byAccount.rows.push(...(await page(n)).rows);
    expect(byAccount.rows).toHaveLength(byAccount.total);
    const [total] = byAccount.totals;
    const column = (field: string) => byAccount.rows.reduce((sum, r) => sum + Number(r[field]), 0);
    expect(Number(total!.overrideRebate)).toBeGreaterThan(0);
    for (const field of ['ownRebate', 'overrideRebate', 'rebate', 'lots']) expect(column(field), field).toBeCloseTo(Number(total![field]), 6);
    expect(byAccount.rows.every((r) => r.rebate === Number(r.ownRebate) + Number(r.overrideRebate))).toBe(true);
    const overrideRows = byAccount.rows.filter((r) => Number(r.overrideRebate) > 0);
    expect(overrideRows.length).toBeGreaterThan(0);
    expect(overrideRows.every((r) => r.ownRebate === 0 && r.lots === null)).toBe(true);
  });

  it('issue 17: the activity ticker shows no lots while the lots privacy switch is on', async () => {
    const ticker = async () => envelope<{ message: string }[]>(await s.get('/web-api/api/home/activity/ticker', ib)).data.map((m) => m.message);
    expect((await ticker()).some((m) => /\d lots? of/.test(m))).toBe(true);
    expect(envelope(await s.post('/web-api/api/ibaccount/setClientSwitch', { lots: true }, ib)).code).toBe(0);
    try {
      const hidden = await ticker();
      expect(hidden.length).toBeGreaterThan(0);
      expect(hidden.filter((m) => !/^A client (bought|sold) [A-Z0-9]+$/.test(m))).toEqual([]);
    } finally {
      expect(envelope(await s.post('/web-api/api/ibaccount/setClientSwitch', {}, ib)).code).toBe(0);
    }
  });
});

describe('issue 17: demo data a broker would recognise', () => {
  const one = (sql: string, ...params: unknown[]) =>
    s.db
      .prepare(sql)
      .pluck()
      .get(...params) as number;
  it('every agreement is signed on or after the IB joined ("IB since")', () => {
    expect(one('SELECT COUNT(*) FROM ib_profiles p JOIN users u ON u.id = p.user_id WHERE p.agreement_signed_at < u.created_at')).toBe(0);
  });

  it("campaign registrations stay below the IB's clients", () => {
    expect(
      one(
        'SELECT COUNT(*) FROM (SELECT c.ib_id FROM ib_campaigns c GROUP BY c.ib_id HAVING SUM(c.registrations) > (SELECT COUNT(*) FROM ib_clients k WHERE k.ib_id = c.ib_id))',
      ),
    ).toBe(0);
  });

  it("an account that never traded has no P&L; trades cover a year up to the anchor's day", () => {
    expect(one('SELECT COUNT(*) FROM ib_clients WHERE lots = 0 AND pnl <> 0')).toBe(0);
    const ibId = one("SELECT id FROM users WHERE email = 'ib@demo.test'");
    const anchorDay = Math.floor(Date.parse(one("SELECT value FROM meta WHERE key = 'seed.anchor'") as unknown as string) / 86_400_000);
    expect(one('SELECT MAX(day) FROM ib_trade_days WHERE ib_id = ?', ibId)).toBe(anchorDay);
    expect(anchorDay - one('SELECT MIN(day) FROM ib_trade_days WHERE ib_id = ?', ibId)).toBeGreaterThanOrEqual(350);
  });
});
