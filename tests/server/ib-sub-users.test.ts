import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommissionStatementView, IbClientDetailView, SubUsersView, SubUserView } from '../../engine/api';
import { emailFactor } from '../helpers/funds';
import { envelope, testServer, type TestServer } from '../helpers/server';
import { pdfInfo } from '../helpers/pdf';

/** Issue 17: sub-user management by the IB, per-client drill-down, the monthly commission statement, and the user switches that hide bounce-back menu entries. */
let s: TestServer;
let ib: string;
const web = (path: string) => `/web-api/api/${path}`;
const pay = (path: string) => `/hgw/payment-api/api/${path}`;
const list = async (token = ib) => envelope<SubUsersView>(await s.get(web('ibaccount/subUsers'), token));
const create = async (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  envelope<SubUserView>(await s.post(web('ibaccount/subUsers'), body, ib, headers));
const lastMail = (email: string) =>
  s.db.prepare('SELECT subject, body FROM outbox WHERE address = ? ORDER BY id DESC LIMIT 1').get(email) as { subject: string; body: string } | undefined;
const invitationToken = (email: string) => /token=([A-Za-z0-9_-]+)/.exec(lastMail(email)!.body)![1]!;

beforeAll(async () => {
  s = await testServer();
  ib = await s.signIn('ib@demo.test');
});
afterAll(async () => s.app.close());

describe('sub-user management by the IB', () => {
  it('the IB lists its sub-users with permission names (from subUserPermission) and the permissions it may give', async () => {
    const { code, data } = await list();
    expect(code).toBe(0);
    expect(data.permissions).toEqual([{ id: 3, name: 'rebateMove', labelKey: 'ib.subUsers.permission.rebateMove' }]);
    const byEmail = new Map(data.subUsers.map((u) => [u.email, u]));
    expect(byEmail.get('sub.full@demo.test')).toMatchObject({ permissionIds: [1, 2, 3], permissions: ['rebateMove'], status: 'active' });
    expect(byEmail.get('sub.view@demo.test')).toMatchObject({ permissionIds: [1, 2], permissions: [] });
  });

  it('a sub-user cannot manage sub-users (SUB_USER_PERMISSION 434), nor see the list', async () => {
    const full = await s.signIn('sub.full@demo.test');
    expect((await list(full)).code).toBe(434);
    expect(envelope(await s.post(web('ibaccount/subUsers'), { name: 'X', email: 'x@demo.test', permissionIds: [] }, full)).code).toBe(434);
  });

  it('adding a sub-user asks for the e-mail code (step-up manageSubUsers), but checks the address and permissions first', async () => {
    expect((await create({ name: 'Dup', email: 'sub.view@demo.test', permissionIds: [] })).code).toBe(479);
    expect((await create({ name: 'Bad', email: 'bad.perm@demo.test', permissionIds: [99] })).code).toBe(421);
    const refused = await create({ name: 'Ann Assistant', email: 'ann.assistant@demo.test', permissionIds: [3] });
    expect(refused.code).toBe(471);
    expect(s.db.prepare('SELECT COUNT(*) FROM users WHERE email = ?').pluck().get('ann.assistant@demo.test')).toBe(0);
  });

  it('with the code the sub-user is created under the IB and invited by e-mail; it sets its own password (the password rule applies) and signs in', async () => {
    const factors = await emailFactor(s, ib, 'ib@demo.test', 'manageSubUsers');
    const created = await create({ name: 'Ann Assistant', email: 'Ann.Assistant@demo.test', permissionIds: [3] }, factors);
    expect(created.code).toBe(0);
    expect(created.data).toMatchObject({ email: 'ann.assistant@demo.test', permissions: ['rebateMove'], status: 'invited', lastSignInAt: null });
    const mail = lastMail('ann.assistant@demo.test')!;
    expect(mail.subject).toContain('invited you');
    expect(mail.body).toMatch(/reset-password\?token=/);
    // No password is known until the invitation is used; a weak one is refused by the password rule.
    await expect(s.signIn('ann.assistant@demo.test')).rejects.toThrow();
    const token = invitationToken('ann.assistant@demo.test');
    expect(envelope(await s.post(web('password/reset'), { token, password: 'short' })).code).not.toBe(0);
    // The page then sends it to the IB portal's sign-in (portal: ib), not the client portal's.
    expect(envelope(await s.post(web('password/reset'), { token, password: 'Assist#2026x' }))).toMatchObject({
      code: 0,
      data: { email: 'ann.assistant@demo.test', portal: 'ib' },
    });
    const ann = await s.signIn('ann.assistant@demo.test', 'Assist#2026x');
    const info = envelope<{ auth: { isSubUser: boolean; permissionIds: number[] } }>(await s.post('/hgw/user-api/outer/login/getUserInfo', {}, ann));
    expect(info.data.auth).toMatchObject({ isSubUser: true, permissionIds: [3] });
    expect((await list()).data.subUsers.find((u) => u.email === 'ann.assistant@demo.test')!.status).toBe('active');
  });

  it('changing permissions needs the code; ids the enumeration does not know stay as they are', async () => {
    const full = (await list()).data.subUsers.find((u) => u.email === 'sub.full@demo.test')!;
    const path = web(`ibaccount/subUsers/${full.id}/permissions`);
    expect(envelope(await s.post(path, { permissionIds: [] }, ib)).code).toBe(471);
    const changed = envelope<SubUserView>(await s.post(path, { permissionIds: [] }, ib, await emailFactor(s, ib, 'ib@demo.test', 'manageSubUsers')));
    expect(changed.data).toMatchObject({ permissionIds: [1, 2], permissions: [] });
    const back = envelope<SubUserView>(await s.post(path, { permissionIds: [3] }, ib, await emailFactor(s, ib, 'ib@demo.test', 'manageSubUsers')));
    expect(back.data.permissionIds).toEqual([1, 2, 3]);
  });

  it("another IB's sub-user is not found (SUB_USER_NOT_FOUND 411)", async () => {
    const other = await s.signIn('ib.company@demo.test');
    const full = (await list()).data.subUsers.find((u) => u.email === 'sub.full@demo.test')!;
    expect(envelope(await s.post(web(`ibaccount/subUsers/${full.id}/status`), { enabled: false }, other)).code).toBe(411);
  });

  it('a disabled sub-user cannot sign in (SUB_USER_DISABLED 430, a clear message) and its open sessions end at once; enabled again, it can', async () => {
    const view = (await list()).data.subUsers.find((u) => u.email === 'sub.view@demo.test')!;
    const session = await s.signIn('sub.view@demo.test');
    expect(envelope(await s.get(web('ibaccount/profile'), session)).code).toBe(0);
    const disabled = envelope<SubUserView>(await s.post(web(`ibaccount/subUsers/${view.id}/status`), { enabled: false }, ib));
    expect(disabled.data.status).toBe('disabled');
    expect(envelope(await s.get(web('ibaccount/profile'), session)).code).toBe(401);
    const refused = envelope(await s.post(web('login'), { email: 'sub.view@demo.test', password: 'Demo#2026' }));
    expect(refused.code).toBe(430);
    expect(refused.msg).toMatch(/disabled by its introducing broker/);
    // A wrong password still answers as any wrong password: nothing is told to a guesser.
    expect(envelope(await s.post(web('login'), { email: 'sub.view@demo.test', password: 'wrong#2026' })).code).toBe(431);
    expect(envelope(await s.post(web(`ibaccount/subUsers/${view.id}/status`), { enabled: true }, ib)).data.status).toBe('active');
    await expect(s.signIn('sub.view@demo.test')).resolves.toBeTruthy();
  });

  it("a sub-user's rebate transfer is recorded as its own: payment history names who acted", async () => {
    const full = await s.signIn('sub.full@demo.test');
    const token = envelope<{ token: string }>(await s.get(pay('token/anti-reuse'), full)).data.token;
    const target = envelope<{ value: string }[]>(await s.get(pay('rebate/transfer/targets'), full)).data[0]!.value;
    expect(envelope(await s.post(pay('rebate/transfer'), { token, target, amount: 3 }, full)).code).toBe(0);
    const rows = envelope<{ rows: { kind: string; amount: number; actedBy: string | null }[] }>(await s.get(pay('rebate/history?kind=transfer'), ib)).data.rows;
    expect(rows[0]).toMatchObject({ kind: 'transfer', amount: -300, actedBy: 'Sam Fullaccess' });
  });
});

describe('menu entries that would only bounce back are hidden through user switches (profile.switches)', () => {
  const switches = async (email: string) =>
    envelope<{ profile: { switches: Record<string, boolean> } }>(await s.post('/hgw/user-api/outer/login/getUserInfo', {}, await s.signIn(email))).data.profile
      .switches;
  it('ib.cima@demo.test has rebate withdrawal switched off, ib.fca@demo.test open settings; ib@demo.test neither', async () => {
    expect(await switches('ib.cima@demo.test')).toEqual({ withdrawalChannelOff: true, openSettingsOff: false });
    expect(await switches('ib.fca@demo.test')).toEqual({ withdrawalChannelOff: false, openSettingsOff: true });
    expect(await switches('ib@demo.test')).toEqual({ withdrawalChannelOff: false, openSettingsOff: false });
  });
});

describe('per-client drill-down (ibaccount/clients/{id}/detail)', () => {
  const range = 'from=2026-05-01&to=2026-11-15';
  const firstClient = async () =>
    envelope<{ rows: { id: number; name: string; lots: number | null }[] }>(
      await s.get(web(`ibaccount/clients?list=accounts&sort=lots&order=desc&${range}`), ib),
    ).data.rows[0]!;

  it("shows the client's accounts, volume and rebates per product for the period; per-product sums equal the rebate report's account row", async () => {
    const client = await firstClient();
    const { code, data } = envelope<IbClientDetailView>(await s.get(web(`ibaccount/clients/${client.id}/detail?${range}`), ib));
    expect(code).toBe(0);
    expect(data.name).toBe(client.name);
    expect(data.accounts.length).toBeGreaterThan(0);
    expect(data.products.length).toBeGreaterThan(0);
    expect(data.products.reduce((t, p) => t + p.rebate, 0)).toBe(data.totals.rebate);
    const report = envelope<{ rows: { key: string; rebate: number; lots: number }[] }>(
      await s.get(web(`ibaccount/report/rebate?groupBy=account&${range}&pageSize=100&sort=rebate`), ib),
    ).data.rows;
    const row = report.find((r) => Number(r.key) === client.id);
    if (row) {
      expect(data.totals.rebate).toBe(row.rebate);
      expect(data.totals.lots).toBeCloseTo(row.lots, 2);
    }
  });

  it("respects the IB's privacy switches (hidden lots and names are null) and refuses another IB's client", async () => {
    const client = await firstClient();
    const owner = s.db.prepare("SELECT id FROM users WHERE email = 'ib@demo.test'").pluck().get() as number;
    const saved = s.db.prepare('SELECT privacy_switches FROM user_settings WHERE user_id = ?').pluck().get(owner) as string;
    s.db.prepare('UPDATE user_settings SET privacy_switches = ? WHERE user_id = ?').run(JSON.stringify({ lots: true, name: true }), owner);
    try {
      const { data } = envelope<IbClientDetailView>(await s.get(web(`ibaccount/clients/${client.id}/detail?${range}`), ib));
      expect(data.name).toBeNull();
      expect(data.totals.lots).toBeNull();
      expect(data.products.every((p) => p.lots === null)).toBe(true);
      expect(data.accounts.every((a) => a.lots === null)).toBe(true);
    } finally {
      s.db.prepare('UPDATE user_settings SET privacy_switches = ? WHERE user_id = ?').run(saved, owner);
    }
    const other = await s.signIn('ib.company@demo.test');
    expect(envelope(await s.get(web(`ibaccount/clients/${client.id}/detail`), other)).code).toBe(435);
  });
});

describe('commission statement per month', () => {
  it("the month's own and override rebates per product; its total equals the rebate report's for that month", async () => {
    const { code, data } = envelope<CommissionStatementView>(await s.get(web('ibaccount/report/commissionStatement?month=2026-10'), ib));
    expect(code).toBe(0);
    expect(data).toMatchObject({ month: '2026-10', from: '2026-10-01', to: '2026-10-31', currency: 'USD' });
    const report = envelope<{ totals: { rebate: number; ownRebate: number; overrideRebate: number }[] }>(
      await s.get(web('ibaccount/report/rebate?groupBy=product&from=2026-10-01&to=2026-10-31'), ib),
    ).data.totals[0]!;
    expect(data.total).toMatchObject({ rebate: report.rebate, ownRebate: report.ownRebate, overrideRebate: report.overrideRebate });
    expect(data.total.overrideRebate).toBeGreaterThan(0);
    expect(data.rows.reduce((t, r) => t + r.rebate, 0)).toBe(data.total.rebate);
    for (const r of data.rows) expect(r.ownRebate + r.overrideRebate).toBe(r.rebate);
  });

  it('format=pdf answers a PDF (the statements builder) whose keywords carry the total; a month not begun is refused', async () => {
    const res = await s.get(web('ibaccount/report/commissionStatement?month=2026-10&format=pdf'), ib);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('commission-statement-2026-10.pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { data } = envelope<CommissionStatementView>(await s.get(web('ibaccount/report/commissionStatement?month=2026-10'), ib));
    const total = (data.total.rebate / 100).toFixed(2);
    expect(res.rawPayload.toString('latin1')).toContain(`totalRebate=${total} USD`);
    // The month as a page names it, not "2026-10".
    expect(pdfInfo(res.rawPayload, 'Title')).toBe('Commission statement October 2026');
    // The document names its language (/Lang), the one it is written in, for screen readers.
    expect(res.rawPayload.toString('latin1')).toContain('/Lang (en-US)');
    expect(envelope(await s.get(web('ibaccount/report/commissionStatement?month=2099-01'), ib)).code).toBe(421);
  });
});
