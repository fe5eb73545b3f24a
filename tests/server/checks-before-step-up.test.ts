import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { antiReuse, cloneWithFunds, ledgerBalance, pay } from '../helpers/funds';
import { envelope, testServer, type TestServer } from '../helpers/server';

let s: TestServer;
let email: string;
let xtoken: string;
beforeAll(async () => {
  s = await testServer();
  email = cloneWithFunds(s, 'trader@demo.test', 'trader+prechecks@demo.test');
  xtoken = await s.signIn(email);
});
afterAll(async () => s.app.close());

const outboxCount = () => s.db.prepare('SELECT COUNT(*) FROM outbox').pluck().get() as number;
const usdAccount = () =>
  s.db
    .prepare(
      "SELECT a.number FROM client_accounts a JOIN users u ON u.id = a.user_id WHERE u.email = ? AND a.kind = 'trading' AND a.currency = 'USD' AND a.is_demo = 0 ORDER BY a.id LIMIT 1",
    )
    .pluck()
    .get(email) as string;

describe('Checks run after the step-up codes are spent (defect): checks that need no codes come first', () => {
  it('a withdrawal over the balance is refused (INSUFFICIENT_BALANCE) before any factor is asked', async () => {
    const account = usdAccount();
    const { balance } = ledgerBalance(s, account);
    const res = envelope(
      await s.post(
        `${pay}withdrawal/applyWithdrawal`,
        { token: await antiReuse(s, xtoken), account, channel: 'bankTransfer', amount: ((balance + 100) / 100).toFixed(2) },
        xtoken,
      ),
    );
    expect(res.code).toBe(487);
    expect(ledgerBalance(s, account).balance).toBe(balance);
  });

  it('a wrong current password is refused before the factors of modifyPassword', async () => {
    const res = envelope(await s.post('/web-api/cp/api/profile/changePassword', { oldPassword: 'Not-my#2026', newPassword: 'Newer#2026a' }, xtoken));
    expect(res.code).toBe(478);
  });

  it("a new password that breaks the rule is refused before the factors, with the rule in the page's language (X-Lang), not the stored one", async () => {
    const language = (value: string) => s.db.prepare('UPDATE users SET language = ? WHERE email = ?').run(value, email);
    language('de');
    try {
      const res = envelope(
        await s.post('/web-api/cp/api/profile/changePassword', { oldPassword: 'Demo#2026', newPassword: 'short' }, xtoken, { 'x-lang': 'en' }),
      );
      expect([res.code, res.msg]).toEqual([421, 'At least 8 characters with a lower-case letter, an upper-case letter and a digit.']);
    } finally {
      language('en_US');
    }
  });

  it('an e-mail address another customer uses is refused before the factors, and no code is sent to it', async () => {
    const before = outboxCount();
    const bind = envelope(
      await s.post(
        '/web-api/cp/api/multiFactorAuth/email/bind',
        { email: 'client@demo.test', transactionId: '00000000-0000-0000-0000-000000000000', code: '123456' },
        xtoken,
      ),
    );
    expect(bind.code).toBe(479);
    const send = envelope(await s.post('/web-api/api/mfa/sendEmailVerificationCode', { purpose: 'bindEmail', email: 'client@demo.test' }, xtoken));
    expect(send.code).toBe(479);
    expect(outboxCount()).toBe(before);
  });

  it('a phone number another customer uses gets no SMS code either', async () => {
    const send = envelope(await s.post('/web-api/api/mfa/sendSmsVerificationCode', { purpose: 'bindPhone', phoneCode: '+61', phone: '412555001' }, xtoken));
    expect(send.code).toBe(479);
  });
});

describe('step-up codes after a mistake or a reload', () => {
  it('a wrong code says which factor failed and how many tries are left, so the dialog stays open', async () => {
    s.clock.advance(61_000);
    const sent = envelope<{ transactionId: string }>(
      await s.post('/web-api/api/mfa/sendEmailVerificationCode', { purpose: 'stepUpEmail', action: 'modifyPassword' }, xtoken),
    );
    const res = envelope<{ stepUp: { wrong: string; triesLeft: number; factors: string[] } }>(
      await s.post('/web-api/cp/api/profile/changePassword', { oldPassword: 'Demo#2026', newPassword: 'Newer#2026a' }, xtoken, {
        'x-mfa-email-tx': sent.data.transactionId,
        'x-mfa-email-code': '000000',
      }),
    );
    expect(res.code).toBe(466);
    expect(res.data.stepUp).toMatchObject({ wrong: 'email', factors: ['email'] });
    expect(res.data.stepUp.triesLeft).toBeGreaterThan(0);
  });

  it("reloading during an OTP step is no 60 s dead end: asking again inside the wait gives back the code's transaction", async () => {
    s.clock.advance(61_000);
    const first = envelope<{ transactionId: string }>(
      await s.post('/web-api/api/mfa/sendEmailVerificationCode', { purpose: 'stepUpEmail', action: 'withdraw' }, xtoken),
    );
    const again = envelope<{ secondsLeft: number; transactionId: string }>(
      await s.post('/web-api/api/mfa/sendEmailVerificationCode', { purpose: 'stepUpEmail', action: 'withdraw' }, xtoken),
    );
    expect(again.code).toBe(465);
    expect(again.data).toMatchObject({ transactionId: first.data.transactionId });
    expect(again.data.secondsLeft).toBeGreaterThan(0);
  });
});
