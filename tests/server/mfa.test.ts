import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { envelope, testServer, type TestServer } from '../helpers/server';
import { totpAt } from '../helpers/totp';

let s: TestServer;
let token: string;

const lastCode = (address: string) =>
  /(\d{6})/.exec(s.db.prepare('SELECT body FROM outbox WHERE address = ? ORDER BY id DESC LIMIT 1').pluck().get(address) as string)?.[1] ?? '';
const emailFactor = async (action: string, as: { token: string; email: string } = { token, email: 'trader@demo.test' }) => {
  s.clock.advance(61_000); // past the resend wait of the previous code
  const sent = envelope<{ transactionId: string }>(await s.post('/web-api/api/mfa/sendEmailVerificationCode', { purpose: 'stepUpEmail', action }, as.token));
  return { 'x-mfa-email-tx': sent.data.transactionId, 'x-mfa-email-code': lastCode(as.email) };
};
async function enableTotp(): Promise<string> {
  const setup = envelope<{ secret: string; otpauthUri: string }>(
    await s.post('/web-api/cp/api/multiFactorAuth/totp/setup', {}, token, await emailFactor('enableAuthenticator')),
  );
  expect(setup.code).toBe(0);
  expect(setup.data.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
  const confirm = envelope(await s.post('/web-api/cp/api/multiFactorAuth/totp/preValidate', { code: totpAt(setup.data.secret, s.clock.now()) }, token));
  expect(confirm.code).toBe(0);
  return setup.data.secret;
}

beforeEach(async () => {
  s = await testServer();
  token = await s.signIn('trader@demo.test');
});
afterAll(async () => s?.app.close());

describe('step-up factors per action, enforced by the server', () => {
  it.each([
    ['/web-api/cp/api/multiFactorAuth/totp/setup', {}],
    ['/web-api/cp/api/multiFactorAuth/email/bind', { email: 'new@demo.test', transactionId: '00000000-0000-4000-8000-000000000000', code: '123456' }],
    [
      '/web-api/cp/api/multiFactorAuth/update/mobile',
      { phoneCode: '+60', phone: '125550099', transactionId: '00000000-0000-4000-8000-000000000000', code: '123456' },
    ],
    ['/web-api/cp/api/profile/changePassword', { oldPassword: 'Demo#2026', newPassword: 'Newpass#2027' }],
  ])('%s without its factors is refused with FACTORS_REQUIRED naming them', async (url, body) => {
    const res = envelope<{ factors: string[]; missing: string[] }>(await s.post(url, body, token));
    expect(res.code).toBe(471);
    expect(res.data.missing).toContain('email');
  });

  it('adding a first phone number is asked for as bindPhone ("Add your phone number"), changing one as modifyPhone', async () => {
    const body = { phoneCode: '+61', phone: '412555019', transactionId: '00000000-0000-4000-8000-000000000000', code: '123456' };
    // A client who signed up without a phone number.
    s.db.prepare("UPDATE users SET phone_code = NULL, phone = NULL WHERE email = 'client@demo.test'").run();
    const first = envelope<{ action: string }>(await s.post('/web-api/cp/api/multiFactorAuth/mobile/bind', body, await s.signIn('client@demo.test')));
    expect([first.code, first.data.action]).toEqual([471, 'bindPhone']);
    const change = envelope<{ action: string }>(await s.post('/web-api/cp/api/multiFactorAuth/update/mobile', body, token));
    expect([change.code, change.data.action]).toEqual([471, 'modifyPhone']);
  });

  it('an IB generating an SDK API key is asked for its factors (FACTORS_REQUIRED); a client is refused the IB-only call (403)', async () => {
    const ib = await s.signIn('ib@demo.test');
    const res = envelope<{ missing: string[] }>(await s.post('/web-api/api/ibSDK/generateSecret', {}, ib));
    expect(res.code).toBe(471);
    expect(res.data.missing).toContain('email');
    expect((await s.post('/web-api/api/ibSDK/generateSecret', {}, token)).statusCode).toBe(403);
  });

  it('getMultiAuthMethod tells the factors of an action up front; they follow the user (authenticator on) and the regulator', async () => {
    const before = envelope<{ factors: string[] }>(await s.get('/web-api/cp/api/multiFactorAuth/withdraw/getMultiAuthMethod', token));
    expect(before.data.factors).toEqual(['email']);
    await enableTotp();
    const after = envelope<{ factors: string[] }>(await s.get('/web-api/cp/api/multiFactorAuth/withdraw/getMultiAuthMethod', token));
    expect(after.data.factors).toEqual(['email', 'totp']);
    const fca = await s.signIn('ib.fca@demo.test');
    expect(envelope<{ factors: string[] }>(await s.get('/web-api/cp/api/multiFactorAuth/withdraw/getMultiAuthMethod', fca)).data.factors).toEqual([
      'email',
      'sms',
    ]);
  });

  it('enables the authenticator (RFC 6238, checked with an independent library), then sign-in asks for its code', async () => {
    const secret = await enableTotp();
    const info = envelope<{ totp: { enabled: boolean } }>(await s.get('/web-api/cp/api/multiFactorAuth/info', token));
    expect(info.data.totp.enabled).toBe(true);
    const first = envelope<{ missing: string[] }>(await s.post('/web-api/api/login', { email: 'trader@demo.test', password: 'Demo#2026' }));
    expect(first).toMatchObject({ code: 471, data: { missing: ['totp'] } });
    s.clock.advance(30_000);
    const second = envelope<{ xtoken: string }>(
      await s.post('/web-api/api/login', { email: 'trader@demo.test', password: 'Demo#2026' }, undefined, { 'x-mfa-totp-code': totpAt(secret, s.clock.now()) }),
    );
    expect(second.code).toBe(0);
  });

  it('after wrong passwords, the right one with a solved captcha, then wrong authenticator codes and the right one, signs in', async () => {
    const secret = await enableTotp();
    const email = 'trader@demo.test';
    const { signIn } = s.app.portalContext.config().security;
    for (let i = 0; i < signIn.captchaAfterFailures; i++)
      expect(envelope(await s.post('/web-api/api/login', { email, password: 'wrong-password' })).code).toBe(431);
    const c = s.app.portalContext.captcha.challenge();
    const captchaToken = s.app.portalContext.captcha.verify(c.id, String(c.a + c.b));
    const login = (headers?: Record<string, string>) => s.post('/web-api/api/login', { email, password: 'Demo#2026', captchaToken }, undefined, headers);
    // The code step resends the same request, its captcha token included: it is still good, wrong codes and all.
    expect(envelope(await login())).toMatchObject({ code: 471, data: { missing: ['totp'] } });
    for (let i = 0; i < signIn.maxFailures; i++) {
      const wrong = envelope<{ stepUp: { triesLeft: number } }>(await login({ 'x-mfa-totp-code': '000000' }));
      // A wrong code is one of the step-up's tries (its count is what the dialog shows), not a password failure.
      expect(wrong.data.stepUp.triesLeft).toBe(s.app.portalContext.config().constants.otp.lockAfterFailures - i - 1);
    }
    s.clock.advance(30_000);
    expect(envelope(await login({ 'x-mfa-totp-code': totpAt(secret, s.clock.now()) })).code).toBe(0);
    // Signed in, the token is spent.
    expect(() => s.app.portalContext.captcha.consume(captchaToken)).toThrow(/expired/);
  });

  it('a replayed authenticator code is refused with its own code', async () => {
    const secret = await enableTotp();
    s.clock.advance(30_000);
    const code = totpAt(secret, s.clock.now());
    expect(envelope(await s.post('/web-api/cp/api/multiFactorAuth/totp/preValidate', { code }, token)).code).toBe(0);
    expect(envelope(await s.post('/web-api/cp/api/multiFactorAuth/totp/preValidate', { code }, token)).code).toBe(473);
  });

  it('changes the e-mail with a code to the current address and one to the new, and offers to end other sessions', async () => {
    const other = await s.signIn('trader@demo.test');
    const factor = await emailFactor('modifyEmail');
    await s.post('/web-api/api/mfa/sendEmailVerificationCode', { purpose: 'bindEmail', email: 'taylor.new@demo.test' }, token);
    const tx = s.db.prepare("SELECT transaction_id FROM otp_codes WHERE address = 'taylor.new@demo.test' ORDER BY id DESC").pluck().get() as string;
    const res = envelope<{ email: string; otherSessions: number }>(
      await s.post(
        '/web-api/cp/api/multiFactorAuth/email/bind',
        { email: 'taylor.new@demo.test', transactionId: tx, code: lastCode('taylor.new@demo.test') },
        token,
        factor,
      ),
    );
    expect(res.code).toBe(0);
    expect(res.data.otherSessions).toBeGreaterThanOrEqual(1);
    expect(envelope<{ ended: number }>(await s.post('/web-api/api/session/endOthers', {}, token)).data.ended).toBeGreaterThanOrEqual(1);
    expect(envelope(await s.get('/web-api/cp/api/profile/info', other)).code).toBe(401);
    expect(envelope<{ email: string }>(await s.get('/web-api/cp/api/profile/info', token)).data.email).toBe('taylor.new@demo.test');
  });

  it('a reused e-mail code, an expired one, and a sixth wrong try are each refused with their own code', async () => {
    const factor = await emailFactor('enableAuthenticator');
    expect(envelope(await s.post('/web-api/cp/api/multiFactorAuth/totp/setup', {}, token, factor)).code).toBe(0);
    expect(envelope(await s.post('/web-api/cp/api/multiFactorAuth/totp/setup', {}, token, factor)).code).toBe(468);

    const expired = await emailFactor('enableAuthenticator');
    s.clock.advance(10 * 60_000 + 1);
    token = await s.signIn('trader@demo.test');
    expect(envelope(await s.post('/web-api/cp/api/multiFactorAuth/totp/setup', {}, token, expired)).code).toBe(467);

    const fresh = await emailFactor('enableAuthenticator');
    const wrong = { ...fresh, 'x-mfa-email-code': fresh['x-mfa-email-code'] === '000000' ? '111111' : '000000' };
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push(envelope(await s.post('/web-api/cp/api/multiFactorAuth/totp/setup', {}, token, wrong)).code);
    expect(codes.slice(0, 4)).toEqual([466, 466, 466, 466]);
    expect(codes.slice(4)).toEqual([469, 469]);
    expect(envelope(await s.post('/web-api/cp/api/multiFactorAuth/totp/setup', {}, token, fresh)).code).toBe(469);
  });

  it('a code sent for one action cannot confirm another', async () => {
    const forPassword = await emailFactor('modifyPassword');
    expect(envelope(await s.post('/web-api/cp/api/multiFactorAuth/totp/setup', {}, token, forPassword)).code).toBe(466);
  });

  it('a resend inside 60 s is refused with the seconds to wait', async () => {
    await emailFactor('enableAuthenticator');
    const again = envelope<{ secondsLeft: number }>(
      await s.post('/web-api/api/mfa/sendEmailVerificationCode', { purpose: 'stepUpEmail', action: 'enableAuthenticator' }, token),
    );
    expect(again.code).toBe(465);
    expect(again.data.secondsLeft).toBeGreaterThan(50);
  });

  it('too many failures lock the action and say until when; the lock lifts after its period', async () => {
    for (let i = 0; i < 10; i++)
      await s.post('/web-api/cp/api/multiFactorAuth/totp/setup', {}, token, {
        'x-mfa-email-tx': '00000000-0000-4000-8000-000000000000',
        'x-mfa-email-code': '123456',
      });
    const locked = envelope<{ lockedUntil: string }>(
      await s.post('/web-api/cp/api/multiFactorAuth/totp/setup', {}, token, await emailFactor('enableAuthenticator')),
    );
    expect(locked.code).toBe(475);
    expect(Date.parse(locked.data.lockedUntil)).toBeGreaterThan(s.clock.now());
    s.clock.advance(31 * 60_000);
    token = await s.signIn('trader@demo.test');
    expect(envelope(await s.post('/web-api/cp/api/multiFactorAuth/totp/setup', {}, token, await emailFactor('enableAuthenticator'))).code).toBe(0);
  });

  it('an SMS code needs a solved captcha first', async () => {
    expect(envelope(await s.post('/web-api/api/mfa/sendSmsVerificationCode', { purpose: 'stepUpSms', action: 'withdraw' }, token)).code).toBe(476);
    const c = s.app.portalContext.captcha.challenge();
    const captchaToken = envelope<{ token: string }>(await s.post('/web-api/captcha/verify', { id: c.id, answer: String(c.a + c.b) })).data.token;
    expect(envelope(await s.post('/web-api/api/mfa/sendSmsVerificationCode', { purpose: 'stepUpSms', action: 'withdraw', captchaToken }, token)).code).toBe(0);
    expect(envelope(await s.post('/web-api/api/mfa/sendSmsVerificationCode', { purpose: 'stepUpSms', action: 'withdraw', captchaToken }, token)).code).toBe(
      477,
    );
  });
});

describe('secrets never leave the server', () => {
  it('no response but the authenticator set-up shows a code, a secret or a password hash', async () => {
    const secret = await enableTotp();
    // An IB's SDK API key is shown once, at its creation.
    const ib = { token: await s.signIn('ib@demo.test'), email: 'ib@demo.test' };
    const apiKey = envelope<{ secret: string }>(await s.post('/web-api/api/ibSDK/generateSecret', {}, ib.token, await emailFactor('generateApiKey', ib))).data
      .secret;
    expect(apiKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await emailFactor('withdraw');
    const code = lastCode('trader@demo.test');
    const doc = (await s.get('/web-api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    const gets = Object.entries(doc.paths)
      .filter(([url, m]) => m.get && !url.includes('{'))
      .map(([url]) => url);
    expect(gets.length).toBeGreaterThan(15);
    for (const url of gets) {
      const body = (await s.get(url, token)).body;
      for (const needle of [secret, apiKey, code, 'scrypt$', 'password_hash', 'code_hash'])
        expect(body, `${url} leaks ${needle.slice(0, 8)}`).not.toContain(needle);
    }
  });
});

describe('captcha params and session time-outs', () => {
  it('a captcha refusal before an SMS carries the captcha params of the spec (userId, phone, countryCode)', async () => {
    const res = envelope<{ params: Record<string, string> }>(
      await s.post('/web-api/api/mfa/sendSmsVerificationCode', { purpose: 'stepUpSms', action: 'withdraw' }, token),
    );
    expect(res.code).toBe(476);
    expect(Object.keys(res.data.params).sort()).toEqual(['countryCode', 'phone', 'userId']);
  });

  it('a session ends after the absolute time-out however active it is (config/security.yaml: 12 h)', async () => {
    const started = s.clock.now();
    let endedAfterMinutes = 0;
    // A request every 20 minutes, well inside the 30-minute idle time-out, until the session ends.
    for (let minutes = 20; minutes <= 14 * 60; minutes += 20) {
      s.clock.set(started + minutes * 60_000);
      if (envelope(await s.get('/web-api/cp/api/profile/info', token)).code === 401) {
        endedAfterMinutes = minutes;
        break;
      }
    }
    expect(endedAfterMinutes).toBe(12 * 60 + 20);
  });
});
