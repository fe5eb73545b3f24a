import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailFactor } from '../helpers/funds';
import { envelope, testServer, type TestServer } from '../helpers/server';

/** The two IB notification events (config/constants.yaml notifications.events): ibNewClient at sign-up, ibRebatePaid when staff pay a rebate withdrawal. */
let s: TestServer;
let ib: string;
const web = '/web-api/api/';
const pay = (path: string) => `/hgw/payment-api/api/${path}`;
const ibId = () => s.db.prepare("SELECT id FROM users WHERE email = 'ib@demo.test'").pluck().get() as number;
const ibCode = () => s.db.prepare('SELECT ib_code FROM ib_profiles WHERE user_id = ?').pluck().get(ibId()) as string;
const notices = (event: string) =>
  s.db.prepare('SELECT text_values FROM notifications WHERE user_id = ? AND event = ? ORDER BY id').all(ibId(), event) as { text_values: string }[];
const mails = () => s.db.prepare("SELECT subject, body FROM outbox WHERE address = 'ib@demo.test' ORDER BY id").all() as { subject: string; body: string }[];
const register = (email: string, extra: Record<string, unknown> = {}) =>
  s.post(`${web}register`, { email, password: 'Trade#2026x', name: 'Referred Visitor', countryId: 6907, ...extra });

beforeAll(async () => {
  s = await testServer();
  ib = await s.signIn('ib@demo.test');
});
afterAll(async () => s.app.close());

describe('ibNewClient: a client registered through an IB referral link', () => {
  it("joins the IB's leads and the IB gets an e-mail and an unread notice naming the client", async () => {
    const before = notices('ibNewClient').length;
    expect(envelope(await register('referred.one@visitor.test', { ibCode: ibCode() })).code).toBe(0);
    expect(notices('ibNewClient')).toHaveLength(before + 1);
    expect(JSON.parse(notices('ibNewClient').at(-1)!.text_values)).toMatchObject({ values: { client: 'Referred Visitor' } });
    expect(mails().at(-1)).toMatchObject({
      subject: 'New client Referred Visitor',
      body: expect.stringContaining('Referred Visitor signed up through your link.'),
    });
    const lead = s.db.prepare("SELECT status FROM ib_clients WHERE ib_id = ? AND email = 'referred.one@visitor.test'").get(ibId()) as { status: string };
    expect(lead.status).toBe('lead');
    const list = envelope<{ unread: number; items: { event: string; title: string }[] }>(await s.get(`${web}notification/list`, ib)).data;
    expect(list.items.find((n) => n.event === 'ibNewClient')).toMatchObject({ title: 'New client Referred Visitor' });
  });

  it("hides the client's name when the IB's privacy switch hides names; an unknown code or no code notifies nobody", async () => {
    s.db
      .prepare(
        'INSERT INTO user_settings (user_id, privacy_switches) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET privacy_switches = excluded.privacy_switches',
      )
      .run(ibId(), JSON.stringify({ name: true }));
    expect(envelope(await register('referred.two@visitor.test', { ibCode: ibCode() })).code).toBe(0);
    const values = JSON.parse(notices('ibNewClient').at(-1)!.text_values) as { values: { client: string } };
    expect(values.values.client).toMatch(/^#\d+$/);
    s.db.prepare("UPDATE user_settings SET privacy_switches = '{}' WHERE user_id = ?").run(ibId());

    const before = notices('ibNewClient').length;
    expect(envelope(await register('referred.three@visitor.test', { ibCode: 'NOSUCHIB' })).code).toBe(0);
    expect(envelope(await register('plain.visitor@visitor.test')).code).toBe(0);
    expect(notices('ibNewClient')).toHaveLength(before);
    expect((await register('bad.code@visitor.test', { ibCode: 'not a code!' })).statusCode).toBe(400);
  });
});

describe("referral and campaign links open the client portal's sign-up page and attribute the client to the IB", () => {
  const linkOf = async (path: string) => {
    const links = envelope<{ language: string; url: string }[]>(await s.get(`${web}ibaccount/${path}`, ib)).data;
    return new URL(links.find((l) => l.language === 'en_US')!.url);
  };
  const leads = async (search: string) =>
    envelope<{ rows: { email: string }[] }>(await s.get(`${web}ibaccount/clients?list=leads&search=${encodeURIComponent(search)}`, ib)).data.rows;

  it("a referral link leads to /sign-up with the IB's code and the language; signing up with it puts the client in the IB's leads", async () => {
    const link = await linkOf('referralLinks');
    expect([link.pathname, link.searchParams.get('ib'), link.searchParams.get('lang')]).toEqual(['/sign-up', ibCode(), 'en_US']);
    expect(envelope(await register('link.visitor@visitor.test', { ibCode: link.searchParams.get('ib') })).code).toBe(0);
    expect((await leads('link.visitor@visitor.test')).map((c) => c.email)).toEqual(['link.visitor@visitor.test']);
  });

  it('a campaign link also names its campaign; the registration counts for that campaign only', async () => {
    const link = await linkOf('campaignLinks');
    const slug = link.searchParams.get('campaign')!;
    const registrations = () => s.db.prepare('SELECT registrations FROM ib_campaigns WHERE ib_id = ? AND slug = ?').pluck().get(ibId(), slug) as number;
    const before = registrations();
    expect(envelope(await register('campaign.visitor@visitor.test', { ibCode: link.searchParams.get('ib'), campaign: slug })).code).toBe(0);
    expect(registrations()).toBe(before + 1);
    expect((await leads('campaign.visitor@visitor.test')).map((c) => c.email)).toEqual(['campaign.visitor@visitor.test']);
    // A campaign of another IB (or none of this IB's) counts nothing, and the sign-up still succeeds.
    expect(envelope(await register('stale.campaign@visitor.test', { ibCode: ibCode(), campaign: 'no-such-campaign' })).code).toBe(0);
    expect(registrations()).toBe(before + 1);
  });
});

describe('ibRebatePaid: staff pay a rebate withdrawal', () => {
  const staff = () => ({ 'x-staff-token': s.app.portalContext.staffToken });
  const decide = async (id: number, decision: string) =>
    envelope(await s.app.inject({ method: 'POST', url: '/web-api/bo/api/ib/rebate-withdrawal/decide', payload: { id, decision }, headers: staff() }));

  it('the IB is told once, when the withdrawal is paid (not when it is processed)', async () => {
    const [bank] = envelope<{ value: number; label: string }[]>(await s.get(pay('rebate/withdraw/destinations?method=bankTransfer'), ib)).data;
    const token = envelope<{ token: string }>(await s.get(pay('token/anti-reuse'), ib)).data.token;
    const factors = await emailFactor(s, ib, 'ib@demo.test', 'withdraw');
    const made = envelope<{ withdrawalId: number }>(
      await s.post(pay('rebate/withdraw'), { token, method: 'bankTransfer', destinationId: bank!.value, amount: 75 }, ib, factors),
    );
    expect(made.code).toBe(0);
    const id = made.data.withdrawalId;
    const before = notices('ibRebatePaid').length;
    expect((await decide(id, 'process')).code).toBe(0);
    expect(notices('ibRebatePaid')).toHaveLength(before);
    expect((await decide(id, 'pay')).code).toBe(0);
    expect(notices('ibRebatePaid')).toHaveLength(before + 1);
    expect(JSON.parse(notices('ibRebatePaid').at(-1)!.text_values)).toMatchObject({
      values: { reference: String(id), amount: '$75.00', currency: 'USD', destination: bank!.label },
    });
    expect(mails().at(-1)).toMatchObject({
      subject: 'Rebate paid: $75.00 USD',
      body: expect.stringContaining(`Your rebate withdrawal ${id} of $75.00 USD has been paid to ${bank!.label}.`),
    });
  });
});
