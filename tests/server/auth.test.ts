import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAppSecret } from '../../src/server/context';
import { demoAppDevice } from '../../src/server/seed/usersSeeder';
import { envelope, sessionCookies, testServer, type TestServer } from '../helpers/server';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(async () => s.app.close());

describe('sign-in', () => {
  it('POST /web-api/api/login returns the session: an xtoken, a one-time accessToken and the IB auth data; and sets an HttpOnly SameSite cookie', async () => {
    const res = await s.post('/web-api/api/login', { email: 'ib@demo.test', password: 'Demo#2026' });
    expect(res.statusCode).toBe(200);
    const body = envelope<{ xtoken: string; accessToken: string; userID: number; isSubUser: boolean; permissionIds: number[]; regulator: string }>(res);
    expect(body.code).toBe(0);
    expect(body.data.xtoken).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
    expect(body.data.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data).toMatchObject({ isSubUser: false, regulator: 'vfsc', permissionIds: [] });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/portal_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('a new session token at every sign-in', async () => {
    const a = await s.signIn('trader@demo.test');
    const b = await s.signIn('trader@demo.test');
    expect(a).not.toBe(b);
  });

  it('a wrong password and an unknown e-mail get the same answer', async () => {
    const wrong = await s.post('/web-api/api/login', { email: 'trader@demo.test', password: 'nope-nope' });
    const unknown = await s.post('/web-api/api/login', { email: 'nobody@demo.test', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(envelope(wrong)).toEqual(envelope(unknown));
    expect(envelope(wrong).code).toBe(431);
  });

  it('passwords are stored hashed with scrypt, never plain', () => {
    const hash = s.db.prepare("SELECT password_hash FROM users WHERE email = 'client@demo.test'").pluck().get() as string;
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(hash).not.toContain('Demo#2026');
  });

  it('asks for a captcha after 3 failures, locks the e-mail after 5 and says until when; the lock lifts after its period', async () => {
    const email = 'ib.cima@demo.test';
    const solved = () => {
      const c = s.app.portalContext.captcha.challenge();
      return s.app.portalContext.captcha.verify(c.id, String(c.a + c.b));
    };
    for (let i = 0; i < 3; i++) expect(envelope(await s.post('/web-api/api/login', { email, password: 'wrong-password' })).code).toBe(431);
    expect(envelope(await s.post('/web-api/api/login', { email, password: 'wrong-password' })).code).toBe(476);
    expect(envelope(await s.post('/web-api/api/login', { email, password: 'wrong-password', captchaToken: 'made-up' })).code).toBe(477);
    // One solved captcha, one guess: two guesses sent at once with it check one password.
    const once = solved();
    const both = await Promise.all(['guess-1', 'guess-2'].map((password) => s.post('/web-api/api/login', { email, password, captchaToken: once })));
    expect(both.map((r) => envelope(r).code).sort()).toEqual([431, 477]);
    expect(envelope(await s.post('/web-api/api/login', { email, password: 'wrong-password', captchaToken: solved() })).code).toBe(431);
    const locked = await s.post('/web-api/api/login', { email, password: 'Demo#2026', captchaToken: solved() });
    expect(locked.statusCode).toBe(429);
    expect(envelope<{ lockedUntil: string }>(locked)).toMatchObject({ code: 432, data: { lockedUntil: expect.any(String) } });
    s.clock.advance(16 * 60_000);
    expect(envelope(await s.post('/web-api/api/login', { email, password: 'Demo#2026' })).code).toBe(0);
  });

  it('a missing or expired session answers code 401', async () => {
    const none = await s.get('/web-api/cp/api/profile/info');
    expect(none.statusCode).toBe(401);
    expect(envelope(none).code).toBe(401);
    const token = await s.signIn('client@demo.test');
    expect(envelope(await s.get('/web-api/cp/api/profile/info', token)).code).toBe(0);
    s.clock.advance(31 * 60_000); // idle time-out 30 minutes
    expect(envelope(await s.get('/web-api/cp/api/profile/info', token)).code).toBe(401);
  });

  it('the session also works from the HttpOnly cookie, and sign-out ends it', async () => {
    const res = await s.post('/web-api/api/login', { email: 'client@demo.test', password: 'Demo#2026' });
    const { cookie, csrf } = sessionCookies(res);
    expect(envelope(await s.get('/web-api/cp/api/profile/info', undefined, { cookie })).code).toBe(0);
    expect(envelope(await s.post('/web-api/api/logout', {}, undefined, { cookie, 'x-csrf-token': csrf })).code).toBe(0);
    expect(envelope(await s.get('/web-api/cp/api/profile/info', undefined, { cookie })).code).toBe(401);
  });

  it('the accessToken hand-off signs in once', async () => {
    const login = envelope<{ accessToken: string }>(await s.post('/web-api/api/login', { email: 'ib@demo.test', password: 'Demo#2026' }));
    const first = envelope<{ xtoken: string; userID: number }>(await s.post('/web-api/api/login/accessToken', { accessToken: login.data.accessToken }));
    expect(first.code).toBe(0);
    expect(envelope(await s.get('/web-api/cp/api/profile/info', first.data.xtoken)).code).toBe(0);
    const again = await s.post('/web-api/api/login/accessToken', { accessToken: login.data.accessToken });
    expect(envelope(again).code).toBe(433);
  });

  it('the in-app login checks the device, the app user token and its signature', async () => {
    const sign = createHmac('sha256', demoAppSecret).update(`${demoAppDevice.device}:${demoAppDevice.userToken}`).digest('hex');
    const ok = envelope<{ appUserId: string; xtoken: string }>(
      await s.post('/web-api/api/login/app', { device: demoAppDevice.device, userToken: demoAppDevice.userToken, sign, appSource: 'ios' }),
    );
    expect(ok.code).toBe(0);
    expect(ok.data.appUserId).toMatch(/^app-\d+$/);
    const bad = await s.post('/web-api/api/login/app', { device: demoAppDevice.device, userToken: 'stolen', sign });
    expect(envelope(bad).code).toBe(501);
  });
});
