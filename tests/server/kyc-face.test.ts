import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, testServer, type TestServer } from '../helpers/server';
import { cp } from '../helpers/kyc';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await testServer();
  token = await s.signIn('client@demo.test');
});
afterAll(async () => s.app.close());

const status = async () => envelope<{ status: string; reason: string | null }>(await s.get(`${cp}sumsub/status`, token)).data;
const accessToken = async () => envelope<{ token: string; provider: string }>(await s.get(`${cp}sumsub/access-token`, token)).data;

describe('face verification through the local hosted-verification provider', () => {
  it('INIT until a capture; PENDING after it; SUCCESS once the provider decides (3 s later)', async () => {
    expect(await status()).toMatchObject({ status: 'INIT' });
    const { token: sdkToken, provider } = await accessToken();
    expect(provider).toBe('local');
    expect(await status()).toMatchObject({ status: 'INIT' });
    expect(envelope(await s.post(`${cp}sumsub/local/capture`, { token: sdkToken }, token)).data).toMatchObject({ status: 'PENDING' });
    s.clock.advance(2_000);
    expect(await status()).toMatchObject({ status: 'PENDING' });
    s.clock.advance(1_000);
    expect(await status()).toMatchObject({ status: 'SUCCESS' });
  });

  it('a token is used once (461); an expired token makes the check FAIL', async () => {
    const { token: used } = await accessToken();
    await s.post(`${cp}sumsub/local/capture`, { token: used }, token);
    expect(envelope(await s.post(`${cp}sumsub/local/capture`, { token: used }, token)).code).toBe(461);
    const { token: late } = await accessToken();
    s.clock.advance(601_000);
    expect(envelope(await s.post(`${cp}sumsub/local/capture`, { token: late }, token)).data).toMatchObject({ status: 'FAIL', reason: 'session expired' });
  });

  it("the hosted flow (sumsub/token, jump) opens the portal's face drawer with a fresh token", async () => {
    expect(envelope(await s.get('/web-api/api/verification/sumsub/token', token)).data).toMatchObject({ provider: 'local' });
    const jump = envelope<{ url: string }>(await s.get('/web-api/api/verification/sumsub/jump', token)).data;
    expect(jump.url).toMatch(/^\/verification\?faceToken=[\w-]{20,}$/);
  });

  it('a provider that rejects is plugged in through ServerOptions (adapters): the status says REJECTED with its reason', async () => {
    const strict = await testServer({
      server: {
        kycProviders: {
          faceCheck: { name: 'strict', jumpUrl: () => '/x', decide: () => ({ status: 'REJECTED', reason: 'face does not match the document' }) },
        },
      },
    });
    const own = await strict.signIn('client@demo.test');
    const sdk = envelope<{ token: string; provider: string }>(await strict.get(`${cp}sumsub/access-token`, own)).data;
    expect(sdk.provider).toBe('strict');
    expect(envelope(await strict.post(`${cp}sumsub/local/capture`, { token: sdk.token }, own)).data).toMatchObject({
      status: 'REJECTED',
      reason: 'face does not match the document',
    });
    await strict.app.close();
  });
});
