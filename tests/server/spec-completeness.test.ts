import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveDeposit } from '../../src/server/funds/depositReview';
import { notifyUser } from '../../src/server/notifications/notify';
import { antiReuse, cloneWithFunds, pay } from '../helpers/funds';
import { envelope, testServer, type TestServer } from '../helpers/server';

const web = '/web-api/api/';
const cp = '/web-api/cp/api/';
const bo = '/web-api/bo/api/';

let s: TestServer;
let email: string;
let xtoken: string;
beforeAll(async () => {
  s = await testServer();
  email = cloneWithFunds(s, 'trader@demo.test', 'trader+notices@demo.test');
  xtoken = await s.signIn(email);
});
afterAll(async () => s.app.close());

const staffToken = () => ({ 'x-staff-token': s.app.portalContext.staffToken });

describe('support chat (spec section 4): the local provider', () => {
  it('the widget tags the conversation on open (language and country), a message reaches staff, the staff reply comes back', async () => {
    expect(envelope(await s.post(`${web}support-chat/tags`, { tags: ['language:en_US', 'country:MY'] }, xtoken)).code).toBe(0);
    const sent = envelope<{ id: number; author: string }>(await s.post(`${web}support-chat/messages`, { text: 'Where is my deposit?' }, xtoken));
    expect(sent).toMatchObject({ code: 0, data: { author: 'visitor' } });

    const inbox = envelope<{ email: string; tags: string[]; messages: { text: string }[] }[]>(
      await s.get(`${bo}chat/conversations`, undefined, staffToken()),
    ).data;
    expect(inbox.find((c) => c.email === email)).toMatchObject({ tags: ['language:en_US', 'country:MY'], messages: [{ text: 'Where is my deposit?' }] });

    const reply = envelope(await s.post(`${bo}chat/reply`, { email, text: 'It is on its way.', staff: 'Ann' }, undefined, staffToken()));
    expect(reply.code).toBe(0);
    const polled = envelope<{ messages: { author: string; text: string; staffName: string }[] }>(
      await s.get(`${web}support-chat/messages?after=${sent.data.id}`, xtoken),
    ).data;
    expect(polled.messages).toEqual([expect.objectContaining({ author: 'staff', staffName: 'Ann', text: 'It is on its way.' })]);
  });

  it('a guest chats by the visitor id its browser keeps; without one the call is refused; staff calls need the staff token', async () => {
    expect(envelope(await s.post(`${web}support-chat/messages`, { text: 'hello', visitorId: 'guest-1234abcd' })).code).toBe(0);
    expect(envelope<{ messages: unknown[] }>(await s.get(`${web}support-chat/messages?visitorId=guest-1234abcd`)).data.messages).toHaveLength(1);
    expect((await s.post(`${web}support-chat/messages`, { text: 'hello' })).statusCode).toBe(400);
    expect((await s.get(`${bo}chat/conversations`, undefined, { 'x-staff-token': 'wrong' })).statusCode).toBe(401);
  });

  it('support-chat config answers {code, data: {channelKey, countryName}, errmsg}: code 0 with the channel when signed in, code 1 otherwise', async () => {
    const signedIn = (await s.get(`${web}support-chat/config`, xtoken)).json() as {
      code: number;
      data: { channelKey: string; countryName: string };
      errmsg: string;
    };
    expect(signedIn).toMatchObject({ code: 0, errmsg: '' });
    expect(signedIn.data.channelKey).not.toBe('');
    expect(((await s.get(`${web}support-chat/config`)).json() as { code: number }).code).toBe(1);
  });
});

describe('notifications: e-mail in the user language and an unread notice', () => {
  it('a deposit moved to Success by staff mails the user in their language and adds an unread notice', async () => {
    s.db.prepare("UPDATE users SET language = 'de' WHERE email = ?").run(email);
    const account = s.db
      .prepare(
        "SELECT a.number FROM client_accounts a JOIN users u ON u.id = a.user_id WHERE u.email = ? AND a.kind = 'trading' AND a.currency = 'USD' AND a.is_demo = 0 ORDER BY a.id LIMIT 1",
      )
      .pluck()
      .get(email) as string;
    const applied = envelope<{ id: number; payUrl: string }>(
      await s.post(`${pay}deposit/apply`, { token: await antiReuse(s, xtoken), account, channel: 'card', amount: '75.00' }, xtoken),
    );
    await s.app.inject({ method: 'GET', url: applied.data.payUrl }); // the local provider's payment page: Submitted to Third Party
    const before = envelope<{ unread: number }>(await s.get(`${web}notification/unread-count`, xtoken)).data.unread;
    for (const to of ['processing', 'success']) moveDeposit(s.app.portalContext, applied.data.id, to);

    const mail = s.db.prepare("SELECT subject, body FROM outbox WHERE address = ? AND channel = 'email' ORDER BY id DESC LIMIT 1").get(email) as {
      subject: string;
      body: string;
    };
    expect(mail.subject).toContain('Erfolgreich'); // status.deposit.success in de
    expect(mail.body).toContain('75.00');
    // The deposit is named by the number the deposit page shows, never by the provider's checkout key in its payment link.
    const checkoutKey = applied.data.payUrl.split('?')[0]!.split('/').pop()!;
    expect(mail.subject).toContain(String(applied.data.id));
    expect(`${mail.subject} ${mail.body}`).not.toContain(checkoutKey);
    const list = envelope<{ unread: number; items: { title: string; read: boolean; event: string }[] }>(await s.get(`${web}notification/list`, xtoken)).data;
    expect(list.unread).toBe(before + 2);
    expect(list.items[0]).toMatchObject({ event: 'depositStatus', read: false });
    expect(list.items[0]!.title).toContain('Erfolgreich');

    expect(envelope<{ unread: number }>(await s.post(`${web}notification/read`, {}, xtoken)).data.unread).toBe(0);
    s.db.prepare("UPDATE users SET language = 'en_US' WHERE email = ?").run(email);
  });

  it('which events notify is config: an event switched off sends nothing; promotions call notifyUser', () => {
    const ctx = s.app.portalContext;
    const userId = s.db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as number;
    const count = () => s.db.prepare('SELECT COUNT(*) FROM notifications WHERE user_id = ?').pluck().get(userId) as number;
    const before = count();
    notifyUser(ctx, userId, 'promotionCredit', { values: { amount: '10.00', currency: 'USD', promotion: 'Deposit bonus', account: '1001' } });
    expect(count()).toBe(before + 1);
    const off = {
      ...ctx,
      config: (r?: string) => {
        const c = ctx.config(r);
        return { ...c, constants: { ...c.constants, notifications: { events: {} } } };
      },
    };
    notifyUser(off, userId, 'promotionCredit', {});
    expect(count()).toBe(before + 1);
  });

  it('notification/enabled?country answers per country', async () => {
    expect(envelope<{ enabled: boolean }>(await s.get(`${web}notification/enabled?country=3512`)).data).toHaveProperty('enabled');
  });
});

describe('error reporting (spec sections 8-9)', () => {
  const report = (body: Record<string, unknown>) => s.app.inject({ method: 'POST', url: `${web}error-report`, payload: body });
  const stored = () => s.db.prepare('SELECT COUNT(*) FROM error_reports').pluck().get() as number;

  it('a thrown error is stored once; the cross-origin "Script error." and in-app bridge errors are not', async () => {
    const before = stored();
    const error = { kind: 'error', message: 'TypeError: x is undefined', source: '/assets/app.js', line: 3, column: 9, loadId: 'load-1' };
    expect(envelope<{ stored: boolean }>(await report(error)).data.stored).toBe(true);
    expect(envelope<{ stored: boolean }>(await report(error)).data.stored).toBe(false);
    expect(envelope<{ stored: boolean }>(await report({ kind: 'error', message: 'Script error.', loadId: 'load-1' })).data.stored).toBe(false);
    expect(
      envelope<{ stored: boolean }>(await report({ kind: 'unhandledrejection', message: 'WebViewJavascriptBridge is not defined', loadId: 'load-1' })).data
        .stored,
    ).toBe(false);
    expect(stored()).toBe(before + 1);
  });

  it('reports are size-capped (413) and listed for staff', async () => {
    expect((await report({ kind: 'error', message: 'x', stack: 'y'.repeat(20_000) })).statusCode).toBe(413);
    const list = envelope<{ message: string }[]>(await s.get(`${bo}error-reports`, undefined, staffToken())).data;
    expect(list[0]!.message).toBe('TypeError: x is undefined');
  });
});

describe('IB secondary fission', () => {
  it('the info flags: an IB with documents to handle sees them and its level; a client gets the upgrade-to-IB offer', async () => {
    const ib = await s.signIn('ib@demo.test');
    const ibId = s.db.prepare("SELECT id FROM users WHERE email = 'ib@demo.test'").pluck().get() as number;
    s.db
      .prepare("INSERT INTO ib_fission_documents (ib_id, title, kind, created_at) VALUES (?, 'Sub-IB agreement: North', 'agreement', ?)")
      .run(ibId, s.clock.now());
    const info = envelope<{
      showHandleDocumentFlag: boolean;
      showLevelFlag: boolean;
      showLevel: number;
      showUpgradeIbFlag: boolean;
      documents: { id: number }[];
    }>(await s.get(`${cp}ib-portal/secondary-fission/getHandleDocumentInfo`, ib)).data;
    expect(info).toMatchObject({ showHandleDocumentFlag: true, showLevelFlag: true, showUpgradeIbFlag: false });
    expect(info.showLevel).toBeGreaterThanOrEqual(1);
    expect(envelope(await s.post(`${web}ib-portal/secondary-fission/acceptDocument`, { documentId: info.documents[0]!.id }, ib)).code).toBe(0);
    expect(
      envelope<{ showHandleDocumentFlag: boolean }>(await s.get(`${cp}ib-portal/secondary-fission/getHandleDocumentInfo`, ib)).data.showHandleDocumentFlag,
    ).toBe(false);

    const subs = envelope<{ agentAccount: string }[]>(await s.post(`${web}ib-portal/secondary-fission/getSubAccounts`, {}, ib)).data;
    expect(subs.length).toBeGreaterThan(0);

    const client = envelope<{ showUpgradeIbFlag: boolean; showLevelFlag: boolean }>(
      await s.get(`${cp}ib-portal/secondary-fission/getHandleDocumentInfo`, xtoken),
    ).data;
    expect(client).toMatchObject({ showUpgradeIbFlag: true, showLevelFlag: false });
    expect(envelope(await s.post(`${web}ib-portal/secondary-fission/upgradeIb`, {}, xtoken)).code).toBe(0);
    expect(envelope<{ showUpgradeIbFlag: boolean }>(await s.get(`${cp}ib-portal/secondary-fission/getHandleDocumentInfo`, xtoken)).data.showUpgradeIbFlag).toBe(
      false,
    );
    expect((await s.post(`${web}ib-portal/secondary-fission/unknownAction`, {}, ib)).statusCode).toBe(400);
  });
});

describe('smaller section-7 calls', () => {
  it('third/tg-bot/getBotId, tcmkt/getUrl, judgeBelongToApolloUserId, ibOpenAccountShow', async () => {
    expect(envelope<{ botId: string }>(await s.get(`${web}third/tg-bot/getBotId`)).data.botId).toBe('example_markets_bot');
    const url = envelope<{ url: string }>(await s.post(`${web}tcmkt/getUrl`, {}, xtoken)).data.url;
    expect(url).toMatch(/^https:\/\/tcmkt\.broker\.example\/portal\?lang=[a-zA-Z_-]+&user=\d+&sig=[0-9a-f]{64}$/);
    expect(envelope<boolean>(await s.get(`${cp}account/judgeBelongToApolloUserId`, xtoken)).data).toBe(false);
    expect(envelope<{ show: boolean }>(await s.get(`${cp}account/ibOpenAccountShow`, xtoken)).data.show).toBe(false);
    expect(envelope<{ show: boolean }>(await s.get(`${cp}account/ibOpenAccountShow`, await s.signIn('ib@demo.test'))).data.show).toBe(true);
  });

  it('file/delete removes an undecided upload of your own; an unknown file is 404', async () => {
    const userId = s.db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as number;
    s.db
      .prepare(
        "INSERT INTO kyc_documents (user_id, module_code, submission_id, document_type, category, kind, file_name, mime, size, sha256, created_at) VALUES (?, 9, 's1', 27, 1, 'bankStatement', 'draft-1.pdf', 'application/pdf', 1, 'x', 0)",
      )
      .run(userId);
    s.db
      .prepare(
        'INSERT INTO kyc_modules (user_id, module_code, status, updated_at) VALUES (?, 9, 1, 0) ON CONFLICT (user_id, module_code) DO UPDATE SET status = 1',
      )
      .run(userId);
    expect(envelope(await s.post(`${web}file/delete`, { fileName: 'draft-1.pdf' }, xtoken)).code).toBe(0);
    expect((await s.post(`${web}file/delete`, { fileName: 'draft-1.pdf' }, xtoken)).statusCode).toBe(404);
    s.db.prepare('UPDATE kyc_modules SET status = 0 WHERE user_id = ? AND module_code = 9').run(userId); // verified: decided
    s.db
      .prepare(
        "INSERT INTO kyc_documents (user_id, module_code, submission_id, document_type, category, kind, file_name, mime, size, sha256, created_at) VALUES (?, 9, 's2', 27, 1, 'bankStatement', 'decided-1.pdf', 'application/pdf', 1, 'x', 0)",
      )
      .run(userId);
    expect((await s.post(`${web}file/delete`, { fileName: 'decided-1.pdf' }, xtoken)).statusCode).toBe(403);
  });
});

describe('support chat button inside the app (spec section 6: contact is hidden inside the app)', () => {
  it('config supportChat.showButtonWhen offers the button in a browser and hides it inside the app', async () => {
    const { evaluate, buildFacts } = await import('../../engine/predicates');
    const config = s.app.portalContext.config();
    const when = config.constants.supportChat.showButtonWhen;
    expect(evaluate(when, buildFacts(config, { view: 'cp', loggedIn: true, inApp: false }), config.policies)).toBe(true);
    expect(evaluate(when, buildFacts(config, { view: 'cp', loggedIn: true, inApp: true }), config.policies)).toBe(false);
  });
});
