import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, sessionCookies, testServer, type TestServer } from '../helpers/server';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(async () => s.app.close());

const login = async (email: string) => {
  const res = await s.post('/web-api/api/login', { email, password: 'Demo#2026' });
  return { ...envelope<{ xtoken: string; accessToken: string }>(res).data, ...sessionCookies(res) };
};
const languageOf = (email: string) => s.db.prepare('SELECT language FROM users WHERE email = ?').pluck().get(email);

describe('logout revokes every token of the session', () => {
  it('attack: login, logout, then redeem the login accessToken -> refused (433), no new session', async () => {
    const session = await login('client@demo.test');
    expect(envelope(await s.post('/web-api/api/logout', {}, session.xtoken)).code).toBe(0);
    expect(envelope(await s.post('/web-api/api/login/accessToken', { accessToken: session.accessToken })).code).toBe(433);
    expect(envelope(await s.get('/web-api/cp/api/profile/info', session.xtoken)).code).toBe(401);
  });

  it('attack: a hand-off token issued during the session is dead after its logout', async () => {
    const session = await login('ib@demo.test');
    const handoff = envelope<{ accessToken: string }>(await s.post('/web-api/api/login/handoff', {}, session.xtoken)).data.accessToken;
    await s.post('/web-api/api/logout', {}, session.xtoken);
    expect(envelope(await s.post('/web-api/api/login/accessToken', { accessToken: handoff })).code).toBe(433);
  });

  it("another session's tokens keep working after one logout", async () => {
    const a = await login('trader@demo.test');
    const b = await login('trader@demo.test');
    await s.post('/web-api/api/logout', {}, a.xtoken);
    expect(envelope(await s.post('/web-api/api/login/accessToken', { accessToken: b.accessToken })).code).toBe(0);
  });
});

describe('the browser session lives in an HttpOnly cookie only', () => {
  it('sign-in sets the session cookie HttpOnly and a script-readable per-session csrf cookie (SameSite=Strict)', async () => {
    const res = await s.post('/web-api/api/login', { email: 'client@demo.test', password: 'Demo#2026' });
    const cookies = res.cookies as { name: string; httpOnly?: boolean; sameSite?: string }[];
    expect(cookies.find((c) => c.name === 'portal_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookies.find((c) => c.name === 'portal_csrf')).toMatchObject({ sameSite: 'Strict' });
    expect(cookies.find((c) => c.name === 'portal_csrf')?.httpOnly).toBeFalsy();
  });

  it('attack: script of a page signed in by the cookie asks getUserInfo for the token -> the answer carries none', async () => {
    const session = await login('client@demo.test');
    const res = await s.post('/hgw/user-api/outer/login/getUserInfo', {}, undefined, { cookie: session.cookie, 'x-csrf-token': session.csrf });
    const body = envelope<{ auth: Record<string, unknown> }>(res);
    expect(body.code).toBe(0);
    expect(body.data.auth.xtoken).toBeUndefined();
    expect(JSON.stringify(body.data)).not.toContain(session.xtoken);
  });
});

describe('cross-site request forgery', () => {
  it('attack: a cross-site form POST with the cookie -> refused (480), nothing changes', async () => {
    const session = await login('client@demo.test');
    const before = languageOf('client@demo.test');
    const res = await s.app.inject({
      method: 'POST',
      url: '/web-api/api/userProfile/setlanguage',
      headers: { cookie: session.cookie, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'language=fr_FR',
    });
    expect(res.statusCode).toBe(403);
    expect(envelope(res).code).toBe(480);
    expect(languageOf('client@demo.test')).toBe(before);
  });

  it('attack: a same-site page on another port (Origin differs from Host) posts JSON with the cookie and the stolen-looking csrf -> refused', async () => {
    const session = await login('client@demo.test');
    const res = await s.post('/web-api/api/userProfile/setlanguage', { language: 'fr_FR' }, undefined, {
      cookie: session.cookie,
      'x-csrf-token': session.csrf,
      origin: 'http://localhost:9999',
    });
    expect(envelope(res).code).toBe(480);
  });

  it('attack: a cross-site POST without an Origin header but Sec-Fetch-Site cross-site -> refused', async () => {
    const session = await login('client@demo.test');
    const res = await s.post('/web-api/api/logout', {}, undefined, { cookie: session.cookie, 'sec-fetch-site': 'cross-site' });
    expect(envelope(res).code).toBe(480);
    expect(envelope(await s.get('/web-api/cp/api/profile/info', undefined, { cookie: session.cookie })).code).toBe(0);
  });

  it("attack: a cookie-signed POST without the per-session csrf header (or with another session's) -> refused", async () => {
    const session = await login('client@demo.test');
    const other = await login('trader@demo.test');
    for (const csrf of [undefined, other.csrf, 'x'.repeat(64)]) {
      const res = await s.post('/web-api/api/userProfile/setlanguage', { language: 'fr_FR' }, undefined, {
        cookie: session.cookie,
        ...(csrf ? { 'x-csrf-token': csrf } : {}),
      });
      expect(envelope(res).code).toBe(480);
    }
  });

  it('the portal page itself (same origin, csrf header) changes the language; an API client with the xtoken header needs no csrf token', async () => {
    const session = await login('client@demo.test');
    const page = await s.post('/web-api/api/userProfile/setlanguage', { language: 'fr_FR' }, undefined, {
      cookie: session.cookie,
      'x-csrf-token': session.csrf,
      origin: 'http://localhost:80',
      host: 'localhost:80',
    });
    expect(envelope(page).code).toBe(0);
    expect(envelope(await s.post('/web-api/api/userProfile/setlanguage', { language: 'en_US' }, session.xtoken)).code).toBe(0);
  });
});
