import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, testServer, type TestServer } from '../helpers/server';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await testServer();
  token = await s.signIn('client@demo.test');
});
afterAll(async () => s.app.close());

const lastCode = (address: string) => {
  const body = s.db.prepare('SELECT body FROM outbox WHERE address = ? ORDER BY id DESC LIMIT 1').pluck().get(address) as string;
  return /(\d{6})/.exec(body)?.[1] ?? '';
};
const send = (purpose: string, extra: Record<string, string> = {}) => s.post('/web-api/api/mfa/sendEmailVerificationCode', { purpose, ...extra }, token);
// The server's own OTP service, as the KYC and security endpoints use it.
const verify = (transactionId: string, code: string, purpose = 'verifyEmail') => {
  try {
    return { ok: true, value: s.app.portalContext.otp.verify({ transactionId, code, purpose, userKey: 'client' }) };
  } catch (error) {
    return { ok: false, code: (error as { codeName: string }).codeName };
  }
};

describe('one-time codes (spec section 5 and 9; issue rules)', () => {
  it('sends a 6-digit code to the outbox, with a transaction id and the 60 s resend wait', async () => {
    const res = envelope<{ transactionId: string; resendSeconds: number; sentTo: string }>(await send('verifyEmail'));
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ resendSeconds: 60, sentTo: 'c***@demo.test' });
    expect(lastCode('client@demo.test')).toMatch(/^\d{6}$/);
    expect(JSON.stringify(res.data)).not.toContain(lastCode('client@demo.test'));
  });

  it('refuses a resend inside 60 s and says how long to wait; reSendOtpSecondLeft tells the same', async () => {
    const again = envelope<{ secondsLeft: number }>(await send('verifyEmail'));
    expect(again.code).toBe(465);
    expect(again.data.secondsLeft).toBeGreaterThan(0);
    const left = envelope<{ secondsLeft: number }>(await s.post('/web-api/api/mfa/reSendOtpSecondLeft', { purpose: 'verifyEmail', channel: 'email' }, token));
    expect(left.data.secondsLeft).toBe(again.data.secondsLeft);
    s.clock.advance(60_000);
    expect(
      envelope<{ secondsLeft: number }>(await s.post('/web-api/api/mfa/reSendOtpSecondLeft', { purpose: 'verifyEmail', channel: 'email' }, token)).data
        .secondsLeft,
    ).toBe(0);
  });

  it('a code is accepted once', async () => {
    s.clock.advance(61_000);
    const { data } = envelope<{ transactionId: string }>(await send('verifyEmail'));
    const code = lastCode('client@demo.test');
    expect(verify(data.transactionId, code)).toMatchObject({ ok: true });
    expect(verify(data.transactionId, code)).toEqual({ ok: false, code: 'OTP_USED' });
  });

  it('a code expires after 10 minutes', async () => {
    s.clock.advance(61_000);
    const { data } = envelope<{ transactionId: string }>(await send('verifyEmail'));
    const code = lastCode('client@demo.test');
    s.clock.advance(10 * 60_000 + 1);
    expect(verify(data.transactionId, code)).toEqual({ ok: false, code: 'OTP_EXPIRED' });
  });

  it('a code is dead after 5 wrong tries, even the right one', async () => {
    s.clock.advance(61_000);
    const { data } = envelope<{ transactionId: string }>(await send('verifyEmail'));
    const code = lastCode('client@demo.test');
    const wrong = code === '000000' ? '111111' : '000000';
    const results = Array.from({ length: 5 }, () => verify(data.transactionId, wrong));
    expect(results.slice(0, 4).every((r) => r.code === 'OTP_INVALID')).toBe(true);
    expect(results[4]).toEqual({ ok: false, code: 'OTP_DEAD' });
    expect(verify(data.transactionId, code)).toEqual({ ok: false, code: 'OTP_DEAD' });
  });

  it('too many failures lock the purpose, and the lock lifts after its period', async () => {
    for (let i = 0; i < 10; i++) verify('no-such-transaction', '123456', 'stepUpEmail');
    expect(verify('no-such-transaction', '123456', 'stepUpEmail')).toEqual({ ok: false, code: 'OTP_LOCKED' });
    s.clock.advance(31 * 60_000);
    expect(verify('no-such-transaction', '123456', 'stepUpEmail')).toEqual({ ok: false, code: 'OTP_INVALID' });
  });

  it('binding a new address sends to that address; account purposes refuse one', async () => {
    token = await s.signIn('client@demo.test'); // the clock jumps above outlived the session
    const bind = envelope<{ sentTo: string }>(await send('bindEmail', { email: 'new.client@demo.test' }));
    expect(bind.data.sentTo).toBe('n***@demo.test');
    expect(lastCode('new.client@demo.test')).toMatch(/^\d{6}$/);
    expect(envelope(await send('bindEmail')).code).toBe(420);
    expect(envelope(await send('noSuchPurpose')).code).toBe(420);
  });
});
