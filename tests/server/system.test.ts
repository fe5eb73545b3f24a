import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, testServer, type TestServer } from '../helpers/server';

let s: TestServer;
let ib: string;
beforeAll(async () => {
  s = await testServer();
  ib = await s.signIn('ib@demo.test');
});
afterAll(async () => s.app.close());

describe('system and profile endpoints', () => {
  it('system/information gives the entity of the user (vfsc) or, for guests, of the brand (au: asic)', async () => {
    const guest = envelope<Record<string, string>>(await s.get('/web-api/api/system/information'));
    expect(guest.data.domainWebSite).toBe('https://asic.broker.example');
    const user = envelope<Record<string, string>>(await s.get('/web-api/api/system/information', ib));
    expect(user.data).toEqual({
      domainWebSite: 'https://vfsc.broker.example',
      domainWebSiteCn: 'https://cn.vfsc.broker.example',
      contactEmail: 'support@vfsc.broker.example',
      accountEmail: 'accounts@vfsc.broker.example',
      referralSite: 'https://join.vfsc.broker.example',
      toolsDownloadUrl: 'https://download.vfsc.broker.example',
      protraderLink: 'https://protrader.vfsc.broker.example',
    });
  });

  it('tool/session-id gives fresh session ids', async () => {
    const a = envelope<{ sessionId: string }>(await s.get('/web-api/api/tool/session-id'));
    const b = envelope<{ sessionId: string }>(await s.get('/web-api/api/tool/session-id'));
    expect(a.data.sessionId).not.toBe(b.data.sessionId);
  });

  it('profile/info has the user-profile fields of the spec, and nothing secret', async () => {
    const profile = envelope<Record<string, unknown>>(await s.get('/web-api/cp/api/profile/info', ib)).data;
    for (const field of [
      'userName',
      'userId',
      'userType',
      'userTypeEnum',
      'email',
      'emailMasked',
      'phone',
      'countryCode',
      'clientClassification',
      'eventEmailId',
      'eventMobileId',
      'userNick',
      'isSubUser',
      'subUserSwitch',
      'permissionIds',
      'subEmail',
      'ibportalJsId',
      'url',
    ]) {
      expect(profile, field).toHaveProperty(field);
    }
    expect(profile).toMatchObject({ email: 'ib@demo.test', emailMasked: 'i***@demo.test', userType: 5, userTypeEnum: 'individualIb', countryCode: 'MY' });
    expect(JSON.stringify(profile)).not.toMatch(/scrypt|password/i);
  });

  it('a sub-user profile carries its permission ids', async () => {
    const token = await s.signIn('sub.view@demo.test');
    const profile = envelope<{ isSubUser: boolean; permissionIds: number[] }>(await s.get('/web-api/cp/api/profile/info', token)).data;
    expect(profile).toMatchObject({ isSubUser: true, permissionIds: [1, 2] });
  });

  it('getUserInfo gives the profile and the auth data', async () => {
    const body = envelope<{ profile: { email: string }; auth: { userID: number; eventEmailId: string } }>(
      await s.post('/hgw/user-api/outer/login/getUserInfo', {}, ib),
    );
    expect(body.data.profile.email).toBe('ib@demo.test');
    expect(body.data.auth.eventEmailId).toMatch(/^em-/);
  });

  it("getClientSwitch gives the six privacy switches (a sub-user sees the IB owner's)", async () => {
    s.db
      .prepare(
        'UPDATE user_settings SET privacy_switches = \'{"lots":true,"email":true}\' WHERE user_id = (SELECT id FROM users WHERE email = \'ib@demo.test\')',
      )
      .run();
    const own = envelope(await s.get('/web-api/api/ibaccount/getClientSwitch', ib));
    expect(own).toMatchObject({ code: 0, data: { clientDetails: false, lots: true, name: false, email: true, pnl: false, margin: false } });
    const sub = envelope(await s.get('/web-api/api/ibaccount/getClientSwitch', await s.signIn('sub.full@demo.test')));
    expect(sub.data).toEqual(own.data);
  });

  it('setlanguage stores a supported language and refuses others', async () => {
    expect(envelope(await s.post('/web-api/api/userProfile/setlanguage', { language: 'ja' }, ib)).code).toBe(0);
    expect(envelope<{ language: string }>(await s.get('/web-api/cp/api/profile/info', ib)).data.language).toBe('ja');
    expect(envelope(await s.post('/web-api/api/userProfile/setlanguage', { language: 'xx' }, ib)).code).toBe(420);
  });

  it('notification/enabled is false in restricted countries', async () => {
    expect(envelope(await s.get('/web-api/api/notification/enabled?country=5176')).data).toEqual({ enabled: false });
    expect(envelope(await s.get('/web-api/api/notification/enabled?country=3512')).data).toEqual({ enabled: true });
  });

  it('zendesk/channelKey and the two chat config calls ({ code, data, errmsg })', async () => {
    expect(envelope(await s.get('/web-api/api/zendesk/channelKey', ib)).data).toEqual({ channelKey: 'vfsc-support', countryName: 'Malaysia' });
    const guest = (await s.get('/web-api/api/support-chat/guest-config?country=6477')).json();
    expect(guest).toEqual({ code: 0, data: { channelKey: 'asic-support', countryName: 'Russia' }, errmsg: '' });
    const signedOut = (await s.get('/web-api/api/support-chat/config')).json();
    expect(signedOut.code).not.toBe(0);
    expect((await s.get('/web-api/api/support-chat/config', ib)).json()).toEqual({
      code: 0,
      data: { channelKey: 'vfsc-support', countryName: 'Malaysia' },
      errmsg: '',
    });
  });

  it('home/activity/ticker lists recent activity', async () => {
    const items = envelope<{ message: string }[]>(await s.get('/web-api/api/home/activity/ticker')).data;
    expect(items.length).toBeGreaterThan(5);
    expect(items[0]!.message).toMatch(/lots of/);
  });

  it('file/i18n-url/{lang} names the language pack; the pack is served', async () => {
    const body = envelope<{ url: string; interfaceCode: string }>(await s.get('/web-api/api/file/i18n-url/en_US'));
    expect(body.data).toMatchObject({ url: '/translations/portal-au/en.json', interfaceCode: 'en' });
    const pack = (await s.get(body.data.url)).json() as { menu: { dashboard: string } };
    expect(pack.menu.dashboard).toBe('Dashboard');
    expect(envelope(await s.get('/web-api/api/file/i18n-url/xx')).code).toBe(420);
  });

  it('login/get_cp_url gives the client portal URL', async () => {
    expect(envelope(await s.get('/web-api/api/login/get_cp_url')).data).toEqual({ url: '/' });
  });

  it("portal/config gives the composed config of the user's regulator", async () => {
    const guest = envelope<{ regulator: { id: string }; brand: { id: string } }>(await s.get('/web-api/api/portal/config'));
    expect([guest.data.brand.id, guest.data.regulator.id]).toEqual(['au', 'asic']);
    const user = envelope<{ regulator: { id: string } }>(await s.get('/web-api/api/portal/config', ib));
    expect(user.data.regulator.id).toBe('vfsc');
  });
});

describe('security headers and the API description', () => {
  it('answers with a strict CSP, HSTS, no-sniff and a referrer policy', async () => {
    const res = await s.get('/web-api/api/system/information');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self' https://app.broker.example");
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves an OpenAPI 3 document generated from the route schemas', async () => {
    const doc = (await s.get('/web-api/openapi.json')).json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/web-api/api/login',
        '/web-api/cp/api/profile/info',
        '/web-api/api/system/information',
        '/hgw/user-api/outer/login/getUserInfo',
      ]),
    );
  });

  it('unknown API paths get a 404 envelope', async () => {
    const res = await s.get('/web-api/api/no/such/call');
    expect(res.statusCode).toBe(404);
    expect(envelope(res).code).toBe(444);
  });
});
