import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAppSecret } from '../../src/server/context';
import { composed } from '../helpers/config';
import { envelope, testServer, type TestServer } from '../helpers/server';

/** What the other IB screens read: dashboard, reports, level, profile, shared accounts, agreement, settings, links, contact. */
let s: TestServer;
let ib: string;
const web = (path: string) => `/web-api/api/${path}`;
const get = async <T = Record<string, unknown>>(path: string, token = ib) => envelope<T>(await s.get(path, token));
type Report = { rows: Record<string, unknown>[]; totals: Record<string, unknown>[]; total: number; from: string; to: string };

beforeAll(async () => {
  s = await testServer();
  ib = await s.signIn('ib@demo.test');
});
afterAll(async () => s.app.close());

describe('dashboard', () => {
  it('key figures: the rebate balance, last 30 days of rebates, clients and deposits', async () => {
    const { data } = await get(web('ibaccount/dashboard/summary'));
    expect(data).toMatchObject({
      currency: 'USD',
      rebateBalance: expect.any(Number),
      rebate30: expect.any(Number),
      clients: expect.any(Number),
      fundedClients: expect.any(Number),
    });
    expect(data.rebate30 as number).toBeGreaterThan(0);
    expect(data.fundedClients as number).toBeLessThanOrEqual(data.clients as number);
  });

  it('rebate chart: a point per day with a value per product; the funds chart: deposits and withdrawals per day', async () => {
    const rebates = (await get<{ currency: string; points: Record<string, number | string>[] }>(web('ibaccount/dashboard/rebates?days=30'))).data;
    expect(rebates.currency).toBe('USD');
    expect(rebates.points).toHaveLength(30);
    expect(Object.keys(rebates.points[0]!)).toEqual(['day', 'forex', 'metals', 'indices', 'crypto']);
    const funds = (await get<{ points: { day: string; deposits: number; withdrawals: number }[] }>(web('ibaccount/dashboard/funds?days=7'))).data.points;
    expect(funds).toHaveLength(7);
    expect((await get(web('ibaccount/dashboard/funds?days=1000'))).code).toBe(421);
  });
});

describe('IB report: rebate and funds reports with breakdowns and totals', () => {
  it('rebate report per product: the totals are the sums of the rows; per account agrees', async () => {
    const byProduct = (await get<Report>(web('ibaccount/report/rebate?groupBy=product&from=2026-08-01&to=2026-11-15'))).data;
    expect(byProduct.rows.map((r) => r.product).sort()).toEqual(['crypto', 'forex', 'indices', 'metals']);
    const sum = (rows: Record<string, unknown>[], field: string) => rows.reduce((n, r) => n + Number(r[field]), 0);
    expect(byProduct.totals[0]!.rebate).toBe(sum(byProduct.rows, 'rebate'));
    expect(byProduct.totals[0]!.lots).toBeCloseTo(sum(byProduct.rows, 'lots'), 6);
    const byAccount = (await get<Report>(web('ibaccount/report/rebate?groupBy=account&from=2026-08-01&to=2026-11-15&pageSize=100'))).data;
    expect(byAccount.totals[0]!.rebate).toBe(byProduct.totals[0]!.rebate);
    expect(byAccount.rows[0]).toMatchObject({ accountNumber: expect.any(String), accountType: expect.any(String), name: expect.any(String) });
    expect([byAccount.from, byAccount.to]).toEqual(['2026-08-01', '2026-11-15']);
  });

  it('funds report per account and per day, totals per currency', async () => {
    const byDay = (await get<Report>(web('ibaccount/report/funds?groupBy=day&from=2026-10-01&to=2026-11-15&pageSize=100'))).data;
    expect(byDay.rows.every((r) => /^\d{4}-\d{2}-\d{2}$/.test(String(r.day)))).toBe(true);
    for (const total of byDay.totals) {
      const rows = byDay.rows.filter((r) => r.currency === total.currency);
      expect(total.deposits).toBe(rows.reduce((n, r) => n + Number(r.deposits), 0));
      expect(total.net).toBe(Number(total.deposits) - Number(total.withdrawals));
    }
    expect((await get(web('ibaccount/report/funds?groupBy=product'))).msg).toMatch(/"product" is not a breakdown of this report \(known: account, day\)/);
    expect((await get(web('ibaccount/report/funds?groupBy=day&from=2024-01-01&to=2026-01-01'))).code).toBe(443);
  });

  it('exports the report as CSV with a totals row, and hides names and lots under the privacy switches', async () => {
    const columns = encodeURIComponent(
      JSON.stringify([
        { field: 'product', label: 'Product' },
        { field: 'lots', label: 'Lots' },
        { field: 'rebate', label: 'Rebate' },
      ]),
    );
    const csv = (await s.get(web(`ibaccount/report/rebate?groupBy=product&from=2026-08-01&to=2026-11-15&format=csv&columns=${columns}`), ib)).body
      .replace(/^\ufeff/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(csv[0]).toBe('Product,Lots,Rebate');
    expect(csv).toHaveLength(6);
    expect(csv[5]).toMatch(/^Total,\d+\.\d\d,\d+\.\d\d$/);
    await s.post(web('ibaccount/setClientSwitch'), { lots: true, name: true }, ib);
    try {
      const row = (await get<Report>(web('ibaccount/report/rebate?groupBy=account&pageSize=1&from=2026-08-01&to=2026-11-15'))).data.rows[0]!;
      expect([row.lots, row.name]).toEqual([null, null]);
      expect((await get(web('ibaccount/dashboard/summary'))).data.lots30).toBeNull();
    } finally {
      await s.post(web('ibaccount/setClientSwitch'), {}, ib);
    }
  });
});

describe('IB level', () => {
  it('current level, next level and progress from the client lots of the level window', async () => {
    const { data } = await get(web('ibaccount/level'));
    expect(data).toMatchObject({ levelNameKey: expect.stringMatching(/^ib\.level\.name\./), windowDays: 90 });
    expect(data.progress as number).toBeGreaterThanOrEqual(0);
    expect(data.progress as number).toBeLessThanOrEqual(1);
    const lots = s.db
      .prepare("SELECT SUM(lots) FROM ib_trade_days WHERE ib_id = (SELECT id FROM users WHERE email = 'ib@demo.test') AND day >= ?")
      .pluck()
      .get(Math.floor(s.clock.now() / 86_400_000) + 1 - 90) as number;
    expect(data.lots).toBeCloseTo(lots / 100, 6);
  });
});

describe('IB profile area', () => {
  it('profile facts with the IB code and the sub-IB tree', async () => {
    expect((await get(web('ibaccount/profile'))).data).toMatchObject({
      ibCode: expect.stringMatching(/^IB\d+$/),
      subIbs: 6,
      parentIbCode: null,
      userTypeKey: 'userType.individualIb',
    });
    const sub = await s.signIn('subib.north1@demo.test');
    expect((await get(web('ibaccount/profile'), sub)).data.parentIbCode).toMatch(/^IB\d+$/);
  });

  it('shared IB accounts with the partner IB and the share', async () => {
    const { data } = await get<{ rows: { partnerIb: string; sharePercent: number }[]; total: number }>(web('ibaccount/sharedAccounts'));
    expect(data.total).toBeGreaterThan(0);
    expect(data.rows[0]).toMatchObject({ partnerIb: expect.stringMatching(/\(IB\d+\)$/), sharePercent: expect.any(Number) });
  });

  it('the IB agreement: shown to the IB, refused to its sub-users', async () => {
    expect((await get(web('ibaccount/agreement'))).data).toMatchObject({ version: '2026.1', statusKey: 'ib.agreement.signed' });
    expect((await get(web('ibaccount/agreement'), await s.signIn('sub.full@demo.test'))).code).toBe(403);
  });

  it('open settings: status per IB; loading and saving refused while disabled', async () => {
    expect((await get(web('ibaccount/openSettings/status'))).data).toEqual({ enabled: true });
    const fca = await s.signIn('ib.fca@demo.test');
    expect((await get(web('ibaccount/openSettings/status'), fca)).data).toEqual({ enabled: false });
    expect((await get(web('ibaccount/openSettings'), fca)).code).toBe(440);
    const saved = envelope(
      await s.post(web('ibaccount/openSettings'), { defaultPlatform: 'mt5', defaultCurrency: 'EUR', allowClientChoice: false, welcomeMessage: 'Hello' }, ib),
    );
    expect(saved.code).toBe(0);
    expect((await get(web('ibaccount/openSettings'))).data).toEqual({
      defaultPlatform: 'mt5',
      defaultCurrency: 'EUR',
      allowClientChoice: false,
      welcomeMessage: 'Hello',
    });
    expect(envelope(await s.post(web('ibaccount/openSettings'), { defaultPlatform: 'mt9', defaultCurrency: 'EUR' }, ib)).code).toBe(421);
  });

  it("transfer IB affiliate (vfsc-type regulators): checks the account is the IB's and the IB code exists, once at a time", async () => {
    const cp = (path: string) => `/web-api/cp/api/${path}`;
    const account = s.db
      .prepare("SELECT account_number FROM ib_clients WHERE ib_id = (SELECT id FROM users WHERE email = 'ib@demo.test') AND account_number IS NOT NULL LIMIT 1")
      .pluck()
      .get() as string;
    const foreign = s.db
      .prepare(
        "SELECT account_number FROM ib_clients WHERE ib_id = (SELECT id FROM users WHERE email = 'ib.company@demo.test') AND account_number IS NOT NULL LIMIT 1",
      )
      .pluck()
      .get() as string;
    const code = (await get<{ ibCode: string }>(web('ibaccount/profile'), await s.signIn('ib.vfsc2@demo.test'))).data.ibCode;
    expect((await get(cp('profile/checkTransferIB-Affiliate'))).data).toEqual({ eligible: true, pending: 0 });
    const ok = envelope(await s.post(cp('profile/transferIB-Affiliate_new'), { accountNumber: account, targetIbCode: code, reason: 'Client moved' }, ib));
    expect(ok.data).toMatchObject({ accountNumber: account, targetIbCode: code, status: 'pending' });
    expect(envelope(await s.post(cp('profile/transferIB-Affiliate_new'), { accountNumber: account, targetIbCode: code, reason: 'Again' }, ib)).code).toBe(441);
    expect(envelope(await s.post(cp('profile/transferIB-Affiliate_new'), { accountNumber: foreign, targetIbCode: code, reason: 'Not mine' }, ib)).code).toBe(
      435,
    );
    const unknown = envelope(await s.post(cp('profile/transferIB-Affiliate_new'), { accountNumber: account, targetIbCode: 'IB000000', reason: 'x y z' }, ib));
    expect([unknown.code, unknown.data]).toEqual([442, { ibCode: 'IB000000' }]);
    expect((await get(cp('profile/checkTransferIB-Affiliate'))).data).toEqual({ eligible: true, pending: 1 });
    expect((await get(cp('profile/checkTransferIB-Affiliate'), await s.signIn('ib.company@demo.test'))).code).toBe(403);
  });
});

describe('links and contact', () => {
  it("referral links per account type and language carry the IB code and open the client portal's sign-up page", async () => {
    const code = (await get<{ ibCode: string }>(web('ibaccount/profile'))).data.ibCode;
    const links = (await get<{ label: string; language: string; url: string }[]>(web('ibaccount/referralLinks'))).data;
    expect(new Set(links.map((l) => l.language)).size).toBeGreaterThan(5);
    // The portal's address is where visitors reach it (the public origin, the demo's here), not the request's host.
    expect(links.every((l) => l.url.includes(`ib=${code}`) && l.url.startsWith('http://localhost:8080/sign-up?'))).toBe(true);
    expect(links.find((l) => l.language === 'en_US' && l.label === 'Raw ECN')?.url).toBe(`http://localhost:8080/sign-up?ib=${code}&type=rawEcn&lang=en_US`);
  });

  it('the referral links are refused for referral-blocked countries', async () => {
    const blocked = composed('au', 'vfsc').countryGroups.referralBlocked![0]!;
    const ibId = s.db.prepare("SELECT id FROM users WHERE email = 'ib.vfsc2@demo.test'").pluck().get() as number;
    const before = s.db.prepare('SELECT country_id FROM users WHERE id = ?').pluck().get(ibId);
    s.db.prepare('UPDATE users SET country_id = ? WHERE id = ?').run(blocked, ibId);
    try {
      const token = await s.signIn('ib.vfsc2@demo.test');
      const refused = await get(web('ibaccount/referralLinks'), token);
      expect([refused.code, refused.msg]).toEqual([403, 'You do not have permission to do this.']);
      // Said in the page's language (X-Lang), whatever language the user stored.
      s.db.prepare("UPDATE users SET language = 'de' WHERE id = ?").run(ibId);
      expect(envelope(await s.get(web('ibaccount/referralLinks'), token, { 'x-lang': 'en' })).msg).toBe('You do not have permission to do this.');
      expect(envelope(await s.get(web('ibaccount/referralLinks'), token)).msg).toBe('Sie sind für diese Aktion nicht berechtigt.');
    } finally {
      s.db.prepare("UPDATE users SET country_id = ?, language = 'en_US' WHERE id = ?").run(before, ibId);
    }
  });

  it('IB referral links only for the two vfsc-type regulators; campaign links for every IB', async () => {
    expect((await get<unknown[]>(web('ibaccount/ibReferralLinks'))).data.length).toBeGreaterThan(0);
    expect((await get(web('ibaccount/ibReferralLinks'), await s.signIn('ib.vfsc2@demo.test'))).code).toBe(0);
    for (const email of ['ib.company@demo.test', 'ib.cima@demo.test', 'ib.fca@demo.test'])
      expect((await get(web('ibaccount/ibReferralLinks'), await s.signIn(email))).code, email).toBe(403);
    const campaigns = (await get<{ url: string; details: { labelKey: string; value: string }[] }[]>(web('ibaccount/campaignLinks'))).data;
    expect(campaigns[0]!.details.map((d) => d.labelKey)).toEqual(['ib.campaign.clicks', 'ib.campaign.registrations']);
    expect(campaigns[0]!.url).toMatch(/\/sign-up\?ib=IB\d+&campaign=[a-z0-9-]+&lang=\w+$/);
    // Counts read as numbers do, with the thousands separator ("Clicks: 1,901", not "Clicks: 1901").
    const clicks = s.db
      .prepare("SELECT c.clicks FROM ib_campaigns c JOIN users u ON u.id = c.ib_id WHERE u.email = 'ib@demo.test' ORDER BY c.clicks DESC LIMIT 1")
      .pluck()
      .get() as number;
    expect(clicks).toBeGreaterThanOrEqual(1000);
    const shown = campaigns.flatMap((c) => c.details.filter((d) => d.labelKey === 'ib.campaign.clicks').map((d) => d.value));
    expect(shown).toContain(clicks.toLocaleString('en-US'));
    expect(shown).not.toContain(String(clicks));
  });

  it("contact us: the regulator's contact data; not offered inside the app", async () => {
    const contact = (await get<{ id: string; url: string; text: string }[]>(web('ibaccount/contact'))).data;
    expect(contact.map((c) => c.id)).toEqual(['website', 'phone', 'email', 'accountEmail']);
    expect(contact.find((c) => c.id === 'email')?.text).toBe('support@vfsc.broker.example');
    const fca = (await get<{ id: string; text: string }[]>(web('ibaccount/contact'), await s.signIn('ib.fca@demo.test'))).data;
    expect(fca.find((c) => c.id === 'email')?.text).toMatch(/@fca\./);
    const sign = createHmac('sha256', demoAppSecret).update('demo-device:demo-app-token').digest('hex');
    const app = envelope<{ xtoken: string }>(await s.post(web('login/app'), { device: 'demo-device', userToken: 'demo-app-token', sign }));
    expect(app.code).toBe(0);
    expect((await get(web('ibaccount/contact'), app.data.xtoken)).code).toBe(403);
  });
});
