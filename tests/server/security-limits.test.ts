import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { envelope, testServer, type TestServer } from '../helpers/server';
import { totpAt } from '../helpers/totp';

/** Every guessable check shares the sign-in lock (5 failures in 15 min) and the per-address sign-in rate. */
let s: TestServer;
let token: string;
const email = 'trader@demo.test';
const cp = '/web-api/cp/api/';
beforeEach(async () => {
  s = await testServer();
  token = await s.signIn(email);
});
afterEach(async () => s.app.close());

/** The same call from another network address: past the per-address rate limit, only the account's lock answers. */
const fromElsewhere = (url: string, payload: object, headers: Record<string, string> = {}) =>
  s.app.inject({ method: 'POST', url, payload, headers: { 'x-token': token, ...headers }, remoteAddress: '10.9.8.7' });
const signInCode = async () =>
  envelope(await s.app.inject({ method: 'POST', url: '/web-api/api/login', payload: { email, password: 'Demo#2026' }, remoteAddress: '10.1.2.3' })).code;

async function enableTotp(): Promise<string> {
  s.clock.advance(61_000);
  const sent = envelope<{ transactionId: string }>(
    await s.post('/web-api/api/mfa/sendEmailVerificationCode', { purpose: 'stepUpEmail', action: 'enableAuthenticator' }, token),
  );
  const code = /(\d{6})/.exec(s.db.prepare('SELECT body FROM outbox WHERE address = ? ORDER BY id DESC LIMIT 1').pluck().get(email) as string)![1]!;
  const setup = envelope<{ secret: string }>(
    await s.post(`${cp}multiFactorAuth/totp/setup`, {}, token, { 'x-mfa-email-tx': sent.data.transactionId, 'x-mfa-email-code': code }),
  );
  expect(envelope(await s.post(`${cp}multiFactorAuth/totp/preValidate`, { code: totpAt(setup.data.secret, s.clock.now()) }, token)).code).toBe(0);
  s.clock.advance(30_000);
  return setup.data.secret;
}

describe('guessable checks are locked out like sign-in', () => {
  it('attack: 300 wrong TOTP pre-validations -> 5 are checked, the rest locked (432) or rate-limited (429); the right code and sign-in stay locked', async () => {
    const secret = await enableTotp();
    const right = totpAt(secret, s.clock.now());
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    const codes: number[] = [];
    for (let i = 0; i < 300; i++) codes.push(envelope(await s.post(`${cp}multiFactorAuth/totp/preValidate`, { code: wrong }, token)).code);
    expect(codes.filter((c) => c === 472)).toHaveLength(5);
    expect(codes.slice(5).every((c) => c === 432 || c === 429)).toBe(true);
    expect(codes).toContain(429); // the per-address rate (30 a minute) as well
    expect(envelope(await fromElsewhere(`${cp}multiFactorAuth/totp/preValidate`, { code: right })).code).toBe(432);
    expect(await signInCode()).toBe(432);
  });

  it('attack: 100 wrong password checks -> 5 are answered, then the account is locked (432) like sign-in', async () => {
    const answers: { code: number; valid?: boolean }[] = [];
    for (let i = 0; i < 100; i++) {
      const body = envelope<{ valid: boolean }>(await s.post(`${cp}profile/checkPassword`, { password: `guess-${i}` }, token));
      answers.push({ code: body.code, valid: body.data?.valid });
    }
    expect(answers.slice(0, 5).every((a) => a.code === 0 && a.valid === false)).toBe(true);
    expect(answers.slice(5).every((a) => a.code === 432 || a.code === 429)).toBe(true);
    expect(envelope(await fromElsewhere(`${cp}profile/checkPassword`, { password: 'Demo#2026' })).code).toBe(432);
    expect(await signInCode()).toBe(432);
  });

  it('attack: failed sign-ins and wrong password checks add up to one lock of the account', async () => {
    for (let i = 0; i < 3; i++)
      await s.app.inject({ method: 'POST', url: '/web-api/api/login', payload: { email, password: `nope-${i}` }, remoteAddress: `10.0.0.${i + 1}` });
    for (let i = 0; i < 2; i++)
      expect(envelope<{ valid: boolean }>(await s.post(`${cp}profile/checkPassword`, { password: `wrong-${i}` }, token)).data.valid).toBe(false);
    expect(envelope(await s.post(`${cp}profile/checkPassword`, { password: 'Demo#2026' }, token)).code).toBe(432);
  });

  it('a right password check clears the failures, and the lock opens after its time', async () => {
    await s.post(`${cp}profile/checkPassword`, { password: 'wrong' }, token);
    expect(envelope<{ valid: boolean }>(await s.post(`${cp}profile/checkPassword`, { password: 'Demo#2026' }, token)).data.valid).toBe(true);
    for (let i = 0; i < 5; i++) await s.post(`${cp}profile/checkPassword`, { password: `wrong-${i}` }, token);
    expect(envelope(await s.post(`${cp}profile/checkPassword`, { password: 'Demo#2026' }, token)).code).toBe(432);
    s.clock.advance(16 * 60_000);
    token = await s.signIn(email); // the idle time-out passed with the lock
    expect(envelope<{ valid: boolean }>(await s.post(`${cp}profile/checkPassword`, { password: 'Demo#2026' }, token)).data.valid).toBe(true);
  });

  it('attack: guessing e-mail codes (kyc/verifyCode) from one address -> rate-limited like sign-in', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 40; i++)
      codes.push(envelope(await s.post(`${cp}kyc/verifyCode`, { module: 1, transactionId: 'x', code: String(100000 + i) }, token)).code);
    expect(codes).toContain(429);
  });

  it('attack: probing which e-mails have accounts (checkIsExistEmail) -> rate-limited like sign-in', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 40; i++) codes.push(envelope(await s.post(`${cp}profile/checkIsExistEmail`, { email: `probe${i}@demo.test` }, token)).code);
    expect(codes.slice(0, 30).every((c) => c === 0)).toBe(true);
    expect(codes.slice(30).every((c) => c === 429)).toBe(true);
  });
});

describe('rate limits on anonymous writes, anti-reuse tokens, exports and account look-ups (config/security.yaml rateLimits)', () => {
  it('attack: anonymous device/fingerprint flood -> rate-limited after the configured count; a repeated report stores no new row', async () => {
    const { max } = s.app.portalContext.config().security.rateLimits.anonymousWrite;
    const sessionId = '0b3c9a4e-2f7d-4c55-9d0e-6a1f2b3c4d5e';
    const codes: number[] = [];
    for (let i = 0; i < max + 5; i++) {
      const res = await s.app.inject({ method: 'POST', url: '/web-api/device/fingerprint', payload: { sessionId, fingerprint: 'a'.repeat(64) } });
      codes.push(envelope(res).code);
    }
    expect(codes.slice(0, max).every((c) => c === 0)).toBe(true);
    expect(codes.slice(max).every((c) => c === 429)).toBe(true);
    expect(s.db.prepare('SELECT COUNT(*) FROM device_fingerprints WHERE session_id = ?').pluck().get(sessionId)).toBe(1);
  });

  it('attack: issuing anti-reuse tokens in a loop -> rate-limited per user', async () => {
    const { max } = s.app.portalContext.config().security.rateLimits.antiReuseToken;
    const codes: number[] = [];
    for (let i = 0; i < max + 3; i++) codes.push(envelope(await s.get('/hgw/payment-api/api/token/anti-reuse', token)).code);
    expect(codes.slice(max).every((c) => c === 429)).toBe(true);
  });

  it('attack: exporting a report in a loop -> rate-limited per user, while its pages still load', async () => {
    const ib = await s.signIn('ib@demo.test');
    const { max } = s.app.portalContext.config().security.rateLimits.export;
    const codes: number[] = [];
    const columns = encodeURIComponent(JSON.stringify([{ field: 'name', label: 'Name' }]));
    for (let i = 0; i < max + 2; i++) codes.push((await s.get(`/web-api/api/ibaccount/clients?list=accounts&format=csv&columns=${columns}`, ib)).statusCode);
    expect(codes.slice(0, max).every((c) => c === 200)).toBe(true);
    expect(codes.slice(max).every((c) => c === 429)).toBe(true);
    expect(envelope(await s.get('/web-api/api/ibaccount/clients?list=accounts', ib)).code).toBe(0);
  });
});

describe('eligible-transfer to others reveals nothing about the account number', () => {
  it('attack: probing account numbers with kind=others -> the same answer for an existing and an unknown number, no currency; rate-limited', async () => {
    const from = s.db
      .prepare(
        "SELECT a.number FROM client_accounts a JOIN users u ON u.id = a.user_id WHERE u.email = ? AND a.kind = 'trading' AND a.is_demo = 0 ORDER BY a.id",
      )
      .pluck()
      .get(email) as string;
    const probe = async (to: string) => envelope(await s.get(`/hgw/payment-api/api/transfer/eligible-transfer?from=${from}&to=${to}&kind=others`, token)).data;
    const existing = await probe('80020001'); // ib@demo.test's EUR... any other client's account
    const unknown = await probe('99999999');
    expect(existing).toEqual(unknown);
    expect(existing).toMatchObject({ toCurrency: null, rate: null });
    const { max } = s.app.portalContext.config().security.rateLimits.accountLookup;
    const codes: number[] = [];
    for (let i = 0; i < max; i++)
      codes.push(envelope(await s.get(`/hgw/payment-api/api/transfer/eligible-transfer?from=${from}&to=9000000${i % 10}&kind=others`, token)).code);
    expect(codes).toContain(429);
  });
});
