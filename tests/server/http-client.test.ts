import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiFailure, createHttpClient, type HttpPorts } from '../../engine/http';
import { composed } from '../helpers/config';
import { testServer, type TestServer } from '../helpers/server';

let s: TestServer;
let origin: string;
beforeAll(async () => {
  s = await testServer();
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => s.app.close());

function client() {
  let xtoken: string | undefined;
  const ports: HttpPorts = {
    notify: vi.fn(),
    signOut: vi.fn(() => (xtoken = undefined)),
    setLoading: vi.fn(),
    translate: () => undefined,
    onAccountSubmittedCheck: vi.fn(),
    sanitizer: async () => (t) => t,
  };
  const http = createHttpClient({
    config: composed(),
    ports,
    baseURL: origin,
    session: {
      sourceToken: () => 'test',
      xtoken: () => xtoken,
      sessionIds: () => ({}),
      language: () => 'en_US',
      app: () => undefined,
      contact: () => ({ contactEmail: 'c@x', depositEmail: 'd@x' }),
    },
  });
  return { http, ports, setToken: (t: string | undefined) => (xtoken = t) };
}

describe('the engine HTTP client against the real reference server', () => {
  it('signs in, reads the profile with the xtoken header, and is signed out by code 401 once the session ends', async () => {
    const { http, ports, setToken } = client();
    const session = await http.call<{ xtoken: string }>({
      method: 'POST',
      base: 'web',
      path: 'login',
      body: { email: 'trader@demo.test', password: 'Demo#2026' },
    });
    setToken(session.xtoken);
    await expect(http.call<{ email: string }>({ method: 'GET', base: 'cp', path: 'profile/info' })).resolves.toMatchObject({ email: 'trader@demo.test' });
    await http.call({ method: 'POST', base: 'web', path: 'logout', body: {} });
    await expect(http.call({ method: 'GET', base: 'cp', path: 'profile/info' })).rejects.toMatchObject({ code: 401 });
    expect(ports.signOut).toHaveBeenCalledWith('timeout');
  });

  it('a wrong password is a warning toast with the server text', async () => {
    const { http, ports } = client();
    await expect(http.call({ method: 'POST', base: 'web', path: 'login', body: { email: 'trader@demo.test', password: 'wrong-one' } })).rejects.toBeInstanceOf(
      ApiFailure,
    );
    expect(ports.notify).toHaveBeenCalledWith('warning', 'The e-mail address or password is incorrect.');
  });

  it('markup never leaves the browser; the server refuses it too', async () => {
    const { http } = client();
    await expect(http.call({ method: 'POST', base: 'web', path: 'login', body: { email: '<b>x</b>@demo.test', password: 'x' } })).rejects.toMatchObject({
      code: 'UNSAFE_MARKUP',
    });
    const direct = await fetch(`${origin}/web-api/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: '<b>x</b>@demo.test', password: 'x' }),
    });
    expect(((await direct.json()) as { code: number }).code).toBe(423);
  });
});
