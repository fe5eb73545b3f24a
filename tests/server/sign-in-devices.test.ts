import { afterEach, describe, expect, it } from 'vitest';
import { envelope, testServer, type TestServer } from '../helpers/server';

const base = '/web-api/api';
const windowsChrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const iPhoneSafari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
let s: TestServer;
afterEach(async () => s?.app.close());

interface Entry {
  userAgent: string | null;
  browser: string | null;
  os: string | null;
  current?: boolean;
}

describe('the security centre names devices by browser and operating system', () => {
  it('sign-in history and devices give "Chrome 131" on "Windows", keep the raw agent, and give nulls for an agent that names neither', async () => {
    s = await testServer();
    const signInWith = async (agent: string) => {
      const res = await s.post(`${base}/login`, { email: 'client@demo.test', password: 'Demo#2026' }, undefined, { 'user-agent': agent });
      return envelope<{ xtoken: string }>(res).data.xtoken;
    };
    await signInWith(windowsChrome);
    await signInWith('curl/8.5.0');
    const token = await signInWith(iPhoneSafari);

    const history = envelope<Entry[]>(await s.get(`${base}/security/signInHistory`, token)).data;
    expect(history.map(({ browser, os, userAgent }) => ({ browser, os, userAgent }))).toEqual([
      { browser: 'Safari 17', os: 'iOS', userAgent: iPhoneSafari },
      { browser: null, os: null, userAgent: 'curl/8.5.0' },
      { browser: 'Chrome 131', os: 'Windows', userAgent: windowsChrome },
    ]);
    const devices = envelope<Entry[]>(await s.get(`${base}/security/devices`, token)).data;
    expect(devices.find((d) => d.current)).toMatchObject({ browser: 'Safari 17', os: 'iOS', userAgent: iPhoneSafari });
    expect(devices.map((d) => `${d.browser} · ${d.os}`)).toContain('Chrome 131 · Windows');
  });
});
