import { existsSync } from 'node:fs';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfigAt } from '../../src/cli/loadConfig';
import { projectRoot } from '../../src/cli/projectRoot';
import { packsVersion } from '../../src/server/i18n/languagePack';
import { copyOfConfigTree, projectConfig } from '../helpers/config';
import { envelope, testServer, type TestServer } from '../helpers/server';

// A copy of the tree with a brand override, and a Japanese pack: the real one once it is in the tree, else a fixture.
const tree = copyOfConfigTree();
tree.edit('brands/au.yaml', (t) => t.replace('  project: portal-au\n', '  project: portal-au\n  overrides:\n    en_US: { layout.signOut: Log out }\n'));
if (!existsSync(join(tree.root, 'config/locales/ja.json')))
  copyFileSync(join(projectRoot, 'tests/fixtures/i18n/ja.json'), join(tree.root, 'config/locales/ja.json'));
const japanese = /[\u3040-\u30ff\u4e00-\u9faf]/;

let s: TestServer;
let trader: string;
beforeAll(async () => {
  const load = loadConfigAt(tree.root);
  s = await testServer({ load });
  trader = await s.signIn('trader@demo.test');
});
afterAll(async () => s.app.close());

describe('translation service and server texts in the user language (spec 1, 7; issue 11)', () => {
  it('file/i18n-url names the pack by project and interface code (vi -> vn, zh_CN -> zh-CN)', async () => {
    expect(envelope(await s.get('/web-api/api/file/i18n-url/vi')).data).toMatchObject({ url: '/translations/portal-au/vn.json', interfaceCode: 'vn' });
    expect(envelope(await s.get('/web-api/api/file/i18n-url/zh_CN')).data).toMatchObject({ url: '/translations/portal-au/zh-CN.json', interfaceCode: 'zh-CN' });
  });

  it("serves a pack with the project's brand overrides merged in; other projects keep the pack's text", async () => {
    const au = (await s.get('/translations/portal-au/en.json')).json() as { layout: { signOut: string }; menu: { dashboard: string } };
    expect(au.layout.signOut).toBe('Log out');
    expect(au.menu.dashboard).toBe('Dashboard');
    const pug = (await s.get('/translations/portal-pug/en.json')).json() as { layout: { signOut: string } };
    expect(pug.layout.signOut).toBe('Sign out');
    expect((await s.get('/translations/portal-au/ja.json')).statusCode).toBe(200);
  });

  it('portal/config names the version of the packs; browsers cache packs under it, so a changed pack is fetched again', async () => {
    const version = envelope<{ packsVersion: string }>(await s.get('/web-api/api/portal/config')).data.packsVersion;
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(packsVersion(projectConfig())).not.toBe(version); // the copy has a brand override and a Japanese pack
  });

  it('answers 404 for an unknown project or a language without a pack', async () => {
    expect((await s.get('/translations/nobody/en.json')).statusCode).toBe(404);
    expect((await s.get('/translations/portal-au/xx.json')).statusCode).toBe(404);
  });

  it('userProfile/setlanguage takes the interface code and stores the language (zh-CN -> zh_CN); unknown codes are refused', async () => {
    expect(envelope(await s.post('/web-api/api/userProfile/setlanguage', { language: 'zh-CN' }, trader)).data).toEqual({ language: 'zh_CN' });
    expect(s.db.prepare("SELECT language FROM users WHERE email = 'trader@demo.test'").pluck().get()).toBe('zh_CN');
    expect(envelope(await s.post('/web-api/api/userProfile/setlanguage', { language: 'xx' }, trader)).code).toBe(420);
  });

  it('an e-mail code sent to a user whose language is ja arrives in Japanese', async () => {
    const token = await s.signIn('client@demo.test');
    expect(envelope(await s.post('/web-api/api/userProfile/setlanguage', { language: 'ja' }, token)).code).toBe(0);
    expect(envelope(await s.post('/web-api/api/mfa/sendEmailVerificationCode', { purpose: 'verifyEmail' }, token)).code).toBe(0);
    const mail = s.db.prepare("SELECT subject, body FROM outbox WHERE address = 'client@demo.test' ORDER BY id DESC LIMIT 1").get() as {
      subject: string;
      body: string;
    };
    expect(mail.subject).toMatch(japanese);
    expect(mail.body).toMatch(japanese);
    expect(mail.body).toMatch(/\d{6}/);
    expect(mail.body).not.toContain('Your code');
  });

  it('the activity ticker speaks the X-Lang language with CLDR plurals (1 lot, 2.5 lots; no "1 lots")', async () => {
    const english = envelope<{ message: string }[]>(await s.get('/web-api/api/home/activity/ticker')).data.map((m) => m.message);
    expect(english.every((m) => /^A client (bought|sold) (1 lot|[\d.]+ lots) of \w+$/.test(m))).toBe(true);
    expect(english.some((m) => / 1 lots /.test(m))).toBe(false);
    const ja = envelope<{ message: string }[]>(await s.get('/web-api/api/home/activity/ticker', undefined, { 'x-lang': 'ja' })).data;
    expect(ja[0]!.message).toMatch(japanese);
  });

  it('a refusal carries its msg in the X-Lang language; English requests keep the specific English sentence', async () => {
    const wrong = { email: 'trader@demo.test', password: 'not-the-password' };
    const ja = envelope(await s.post('/web-api/api/login', wrong, undefined, { 'x-lang': 'ja' }));
    expect(ja.code).toBe(431);
    expect(ja.msg).toMatch(japanese);
    const en = envelope(await s.post('/web-api/api/login', wrong, undefined, { 'x-lang': 'en' }));
    expect(en.msg).toMatch(/^[A-Z][\x20-\x7e]+$/);
  });
});
