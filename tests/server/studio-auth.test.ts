import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../src/server/seed/seedContext';
import { testServer, type TestServer } from '../helpers/server';
import { staffCookie } from '../helpers/studio';

const editor = 'editor@staff.demo.test';
const viewer = 'viewer@staff.demo.test';

describe('config studio: staff sign-in', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await testServer();
  });
  afterAll(async () => {
    await server.app.close();
  });

  it('anonymous requests to the studio API get 401; asking who is signed in answers nobody (null), not an error', async () => {
    const res = await server.get('/web-api/studio/files');
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toMatch(/sign in/i);
    const session = await server.get('/web-api/studio/session');
    expect(session.statusCode).toBe(200);
    expect(session.json().data).toBeNull();
  });

  it('the back-office staff token is not a studio login', async () => {
    const res = await server.get('/web-api/studio/files', undefined, { 'x-staff-token': 'demo-staff-token-change-me' });
    expect(res.statusCode).toBe(401);
    expect((await server.get('/web-api/studio/session', undefined, { 'x-staff-token': 'demo-staff-token-change-me' })).json().data).toBeNull();
  });

  it('a client session is not a studio login', async () => {
    const token = await server.signIn('trader@demo.test');
    const res = await server.get('/web-api/studio/files', token, { cookie: `portal_session=${token}` });
    expect(res.statusCode).toBe(401);
    expect((await server.get('/web-api/studio/session', token, { cookie: `portal_session=${token}` })).json().data).toBeNull();
  });

  it('a seeded editor signs in with an HttpOnly, SameSite=Strict cookie of its own and sees its role', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/web-api/studio/session', payload: { email: editor, password: demoPassword } });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'portal_staff');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const me = await server.get('/web-api/studio/session', undefined, { cookie: `portal_staff=${cookie!.value}` });
    expect(me.json().data).toEqual({ email: editor, name: 'Erin Editor', role: 'editor' });
  });

  it('a wrong password is refused without naming which part was wrong', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/web-api/studio/session', payload: { email: viewer, password: 'wrong' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe('The e-mail or password is wrong.');
    expect(res.cookies).toEqual([]);
  });

  it('signing out ends the staff session', async () => {
    const cookie = await staffCookie(server, viewer);
    expect((await server.get('/web-api/studio/session', undefined, { cookie })).json().data.role).toBe('viewer');
    await server.app.inject({ method: 'DELETE', url: '/web-api/studio/session', headers: { cookie } });
    expect((await server.get('/web-api/studio/session', undefined, { cookie })).json().data).toBeNull();
    expect((await server.get('/web-api/studio/files', undefined, { cookie })).statusCode).toBe(401);
  });

  it('a staff session ends after 2 hours idle; its age counts from its own sign-in, not from when the account was made', async () => {
    server.clock.advance(24 * 3_600_000); // the seeded accounts are now a day old
    const cookie = await staffCookie(server, editor);
    expect((await server.get('/web-api/studio/session', undefined, { cookie })).statusCode).toBe(200);
    server.clock.advance(2 * 3_600_000 + 1);
    expect((await server.get('/web-api/studio/session', undefined, { cookie })).json().data).toBeNull();
    expect((await server.get('/web-api/studio/files', undefined, { cookie })).statusCode).toBe(401);
  });
});
