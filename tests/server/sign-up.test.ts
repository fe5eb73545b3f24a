import { afterEach, describe, expect, it } from 'vitest';
import { emailFactor } from '../helpers/funds';
import { envelope, testServer, type TestServer } from '../helpers/server';
import { totpAt } from '../helpers/totp';

const base = '/web-api/api';
const countryId = { GB: 6907, AU: 3512, US: 5176 };
let s: TestServer;
afterEach(async () => s?.app.close());

const lastMail = (address: string) =>
  s.db.prepare('SELECT subject, body FROM outbox WHERE address = ? ORDER BY id DESC LIMIT 1').get(address) as { subject: string; body: string } | undefined;
const linkToken = (address: string) => /token=([A-Za-z0-9_-]+)/.exec(lastMail(address)?.body ?? '')?.[1];
const register = (email: string, country: number, password = 'Trade#2026x') =>
  s.post(`${base}/register`, { email, password, name: 'New Visitor', countryId: country });

describe('sign-up and recovery', () => {
  it('a visitor registers under the entity of the country, cannot sign in before confirming the e-mail, confirms it with the single-use link from the outbox, and signs in', async () => {
    s = await testServer();
    const created = envelope<{ regulator: string }>(await register('new.uk@visitor.test', countryId.GB));
    expect(created).toMatchObject({ code: 0, data: { regulator: 'fca' } });
    expect(envelope<{ regulator: string }>(await s.post(`${base}/register/entity`, { countryId: countryId.AU })).data.regulator).toBe('asic');

    const refused = envelope(await s.post(`${base}/login`, { email: 'new.uk@visitor.test', password: 'Trade#2026x' }));
    expect(refused.code).toBe(427);

    const token = linkToken('new.uk@visitor.test')!;
    // Whole, so a mail client can open it: the portal's public origin (the demo's without PORTAL_PUBLIC_ORIGIN).
    expect(lastMail('new.uk@visitor.test')!.body).toContain(`http://localhost:8080/verify-email?token=${token}`);
    expect(envelope(await s.post(`${base}/register/verifyEmail`, { token }))).toMatchObject({ code: 0, data: { email: 'new.uk@visitor.test' } });
    expect(envelope(await s.post(`${base}/register/verifyEmail`, { token })).code).toBe(428);
    await expect(s.signIn('new.uk@visitor.test', 'Trade#2026x')).resolves.toBeTruthy();
  });

  it('the sign-up link that confirms the e-mail address also verifies the KYC e-mail step: the guide does not ask for an e-mail code again', async () => {
    s = await testServer();
    envelope(await register('new.au@visitor.test', countryId.AU));
    const emailModule = 1; // spec 4: KYC module code of the e-mail one-time code
    const status = () =>
      s.db
        .prepare("SELECT status FROM kyc_modules WHERE module_code = ? AND user_id = (SELECT id FROM users WHERE email = 'new.au@visitor.test')")
        .pluck()
        .get(emailModule);
    expect(status()).toBeUndefined();
    expect(envelope(await s.post(`${base}/register/verifyEmail`, { token: linkToken('new.au@visitor.test')! })).code).toBe(0);
    expect(status()).toBe(0); // verified
  });

  it('a restricted country (a US resident) is refused with the reason, before anything is stored', async () => {
    s = await testServer();
    const refused = envelope<{ reasonKey: string; country: string }>(await register('us@visitor.test', countryId.US));
    expect(refused).toMatchObject({ code: 426, data: { reasonKey: 'signUp.refused.restricted', country: 'United States' } });
    expect(s.db.prepare("SELECT COUNT(*) FROM users WHERE email = 'us@visitor.test'").pluck().get()).toBe(0);
  });

  it('an e-mail already registered, a weak password and an unknown country are refused', async () => {
    s = await testServer();
    expect(envelope(await register('client@demo.test', countryId.AU)).code).toBe(479);
    expect(envelope(await register('weak@visitor.test', countryId.AU, 'short')).code).toBe(421);
    expect(envelope(await register('nowhere@visitor.test', 99_999_999)).code).toBe(421);
  });

  it('a weak password is refused with the rule in the language of the page, not an empty "Some fields are not valid:"', async () => {
    s = await testServer();
    const weak = (language: string) =>
      s.post(`${base}/register`, { email: 'weak@visitor.test', password: 'short', name: 'New Visitor', countryId: countryId.AU }, undefined, {
        'x-lang': language,
      });
    expect(envelope(await weak('zh-TW'))).toMatchObject({ code: 421, msg: '部分欄位無效：至少8個字元，須包含小寫字母、大寫字母及數字。' });
    expect(envelope(await weak('ru')).msg).toBe('Некоторые поля заполнены неверно: Не менее 8 символов, включая строчную букву, заглавную букву и цифру.');
    expect(envelope(await weak('en')).msg).toBe('At least 8 characters with a lower-case letter, an upper-case letter and a digit.');
    // The sign-up's own field is named, so the page marks it (the security centre's change names newPassword).
    expect(envelope(await weak('en')).data).toMatchObject({ field: 'password' });
  });

  it('forgot password: the same answer for unknown addresses; the reset link works once, expires, and signs every device out', async () => {
    s = await testServer({ server: { publicOrigin: 'https://portal.broker.example' } });
    const session = await s.signIn('client@demo.test');
    expect(envelope(await s.post(`${base}/password/forgot`, { email: 'nobody@visitor.test' }))).toMatchObject({ code: 0, data: { sent: true } });
    expect(lastMail('nobody@visitor.test')).toBeUndefined();

    expect(envelope(await s.post(`${base}/password/forgot`, { email: 'client@demo.test' }))).toMatchObject({ code: 0, data: { sent: true } });
    const token = linkToken('client@demo.test')!;
    // Whatever Host the request named: the link starts with the portal's public origin.
    expect(lastMail('client@demo.test')!.body).toContain(`https://portal.broker.example/reset-password?token=${token}`);
    expect(envelope(await s.post(`${base}/password/reset`, { token, password: 'Fresh#2026y' }))).toMatchObject({
      code: 0,
      data: { email: 'client@demo.test', portal: 'cp' },
    });
    expect(envelope(await s.post(`${base}/password/reset`, { token, password: 'Again#2026z' })).code).toBe(428);
    expect((await s.get('/web-api/cp/api/profile/info', session)).statusCode).toBe(401);
    await expect(s.signIn('client@demo.test', 'Fresh#2026y')).resolves.toBeTruthy();

    await s.post(`${base}/password/forgot`, { email: 'client@demo.test' });
    const late = linkToken('client@demo.test')!;
    s.clock.advance(31 * 60_000);
    expect(envelope(await s.post(`${base}/password/reset`, { token: late, password: 'Later#2026z' })).code).toBe(428);
  });

  it('the anonymous endpoints are rate limited per address (config rateLimits.registration)', async () => {
    s = await testServer();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await s.post(`${base}/password/forgot`, { email: 'nobody@visitor.test' })).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('login history and devices list the sessions; "sign out everywhere" ends them all', async () => {
    s = await testServer();
    const first = await s.signIn('client@demo.test');
    const second = await s.signIn('client@demo.test');
    const history = envelope<{ at: string }[]>(await s.get(`${base}/security/signInHistory`, second)).data;
    expect(history.length).toBeGreaterThanOrEqual(2);
    const devices = envelope<{ current: boolean }[]>(await s.get(`${base}/security/devices`, second)).data;
    expect(devices).toHaveLength(2);
    expect(devices.filter((d) => d.current)).toHaveLength(1);
    expect(envelope(await s.post(`${base}/security/signOutEverywhere`, {}, second))).toMatchObject({ code: 0, data: { ended: 2 } });
    expect((await s.get('/web-api/cp/api/profile/info', first)).statusCode).toBe(401);
    expect((await s.get('/web-api/cp/api/profile/info', second)).statusCode).toBe(401);
  });

  it('authenticator recovery codes: shown once, stored hashed, each usable once instead of an authenticator code', async () => {
    s = await testServer();
    const token = await s.signIn('client@demo.test');
    const factor = (action: string) => emailFactor(s, token, 'client@demo.test', action);
    const setup = envelope<{ secret: string }>(await s.post('/web-api/cp/api/multiFactorAuth/totp/setup', {}, token, await factor('enableAuthenticator')));
    expect(envelope(await s.post('/web-api/cp/api/multiFactorAuth/totp/preValidate', { code: totpAt(setup.data.secret, s.clock.now()) }, token)).code).toBe(0);
    s.clock.advance(31_000);
    const made = envelope<{ codes: string[] }>(
      await s.post(`${base}/security/recoveryCodes`, {}, token, {
        ...(await factor('recoveryCodes')),
        'x-mfa-totp-code': totpAt(setup.data.secret, s.clock.now()),
      }),
    );
    expect(made.data.codes).toHaveLength(10);
    const stored = s.db.prepare('SELECT code_hash FROM recovery_codes').pluck().all() as string[];
    expect(stored.some((h) => made.data.codes.some((c) => h.includes(c.replace('-', ''))))).toBe(false);

    // Signing in needs the authenticator: a recovery code stands in once.
    const signIn = (code: string) => s.post(`${base}/login`, { email: 'client@demo.test', password: 'Demo#2026' }, undefined, { 'x-mfa-totp-code': code });
    expect(envelope(await signIn(made.data.codes[0]!)).code).toBe(0);
    expect(envelope(await signIn(made.data.codes[0]!)).code).toBe(472);
    expect(envelope<{ remaining: number }>(await s.get(`${base}/security/recoveryCodes`, token)).data.remaining).toBe(9);
  });
});
