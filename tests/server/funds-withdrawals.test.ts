import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantDestinations } from '../../src/server/funds/destinations';
import { grantAccounts } from '../../src/server/funds/fundsGrants';
import { processWithdrawal } from '../../src/server/funds/withdrawals';
import { antiReuse, cloneWithFunds, emailFactor, ledgerBalance, pay } from '../helpers/funds';
import { envelope, testServer, type TestServer } from '../helpers/server';

let s: TestServer;
let email: string;
let xtoken: string;
beforeAll(async () => {
  s = await testServer();
  email = cloneWithFunds(s, 'trader@demo.test', 'trader+withdraw@demo.test');
  xtoken = await s.signIn(email);
});
afterAll(async () => s.app.close());

interface Withdrawal {
  id: number;
  statusName: string;
  status: number;
  amount: string;
  payoutCurrency: string;
  payoutAmount: string;
  rate: string;
  cancellable: boolean;
}
const numberOf = (who: string, kind: string, currency: string) =>
  s.db
    .prepare(
      'SELECT a.number FROM client_accounts a JOIN users u ON u.id = a.user_id WHERE u.email = ? AND a.kind = ? AND a.currency = ? AND a.is_demo = 0 ORDER BY a.id LIMIT 1',
    )
    .pluck()
    .get(who, kind, currency) as string;
const withdraw = async (
  body: Record<string, unknown>,
  opts: { who?: string; whoEmail?: string; path?: string; action?: string; token?: string; factors?: Record<string, string> } = {},
) => {
  const who = opts.who ?? xtoken;
  const factors = opts.factors ?? (await emailFactor(s, who, opts.whoEmail ?? email, opts.action ?? 'withdraw'));
  return envelope<Withdrawal & Record<string, unknown>>(
    await s.post(`${pay}${opts.path ?? 'withdrawal/applyWithdrawal'}`, { token: opts.token ?? (await antiReuse(s, who)), ...body }, who, factors),
  );
};

describe('withdrawal channels (pcs), limits and rates', () => {
  it('channel-info and v2/sort-info list the channels of the currency and country in order; currency-limit says whether the minimum is checked', async () => {
    const account = numberOf(email, 'trading', 'USD');
    const info = envelope<{ id: string; minimum: string }[]>(await s.post(`${pay}pcs/channel-info`, { account }, xtoken)).data;
    expect(info.map((c) => c.id)).toEqual(['fpx', 'card', 'bankTransfer', 'cryptoUsdt']);
    const sorted = envelope<{ id: string; recommended: boolean }[]>(await s.post(`${pay}pcs/v2/sort-info`, { account }, xtoken)).data;
    expect(sorted.map((c) => c.id)).toEqual(['fpx', 'card', 'bankTransfer', 'cryptoUsdt']);
    expect(sorted.find((c) => c.recommended)?.id).toBe('bankTransfer');
    const limit = envelope(await s.post(`${pay}pcs/currency-limit`, { account, channel: 'bankTransfer' }, xtoken)).data;
    expect(limit).toMatchObject({ currency: 'USD', minimum: '50.00', maximum: '50000.00', minimumChecked: true, rate: '1' });
    expect(envelope(await s.get(`${pay}withdrawal/exchangeRate?from=EUR&to=USDT`, xtoken)).data).toEqual({ from: 'EUR', to: 'USDT', rate: '1.08' });
  });
});

describe('a withdrawal', () => {
  it('needs the step-up factors of "withdraw" (FACTORS_REQUIRED names them)', async () => {
    const res = await withdraw({ account: numberOf(email, 'trading', 'USD'), channel: 'bankTransfer', amount: '100.00' }, { factors: {} });
    expect(res.code).toBe(471);
    expect(res.data).toMatchObject({ missing: ['email'] });
  });

  it('takes the money at once, is tracked by status, and is cancelled (paid back) where the regulator allows it', async () => {
    const account = numberOf(email, 'trading', 'USD');
    const before = ledgerBalance(s, account).balance;
    const res = await withdraw({ account, channel: 'bankTransfer', amount: '100.00' });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ statusName: 'submitted', status: 1, amount: '100.00', payoutCurrency: 'USD', cancellable: true });
    expect(ledgerBalance(s, account)).toEqual({ balance: before - 10_000, sum: before - 10_000 });
    const list = envelope<{ items: Withdrawal[]; cancelWithdraw: boolean; checkMethodMinAmount: boolean }>(
      await s.post(`${pay}withdrawal/getWithdrawalData`, {}, xtoken),
    ).data;
    expect(list).toMatchObject({ cancelWithdraw: true, checkMethodMinAmount: true });
    expect(list.items[0]).toMatchObject({ id: res.data.id, statusName: 'submitted' });

    const cancelled = envelope<Withdrawal>(await s.post(`${pay}withdrawal/cancelWithdrawalOrder?withdrawalId=${res.data.id}`, {}, xtoken));
    expect(cancelled.data).toMatchObject({ statusName: 'cancelled', cancellable: false });
    expect(ledgerBalance(s, account).balance).toBe(before);
    const again = envelope<Withdrawal>(await s.post(`${pay}withdrawal/cancelWithdrawalOrder?withdrawalId=${res.data.id}`, {}, xtoken));
    expect(again.data.statusName).toBe('cancelled');
    expect(ledgerBalance(s, account).balance).toBe(before); // paid back once
  });

  it('cannot be cancelled once processing; staff complete it or reject it (paid back)', async () => {
    const account = numberOf(email, 'trading', 'USD');
    const before = ledgerBalance(s, account).balance;
    const a = await withdraw({ account, channel: 'bankTransfer', amount: '60.00' });
    const b = await withdraw({ account, channel: 'bankTransfer', amount: '70.00' });
    const ctx = s.app.portalContext;
    processWithdrawal(ctx, a.data.id, 'process');
    const refused = envelope(await s.post(`${pay}withdrawal/cancelWithdrawalOrder?withdrawalId=${a.data.id}`, {}, xtoken));
    expect(refused).toMatchObject({ code: 496, data: { reason: 'status' } });
    processWithdrawal(ctx, a.data.id, 'complete');
    processWithdrawal(ctx, b.data.id, 'reject');
    expect(ledgerBalance(s, account).balance).toBe(before - 6_000);
  });

  it('one token, one withdrawal: a replay (with fresh factors) answers the first; another body is refused', async () => {
    const account = numberOf(email, 'trading', 'USD');
    const before = ledgerBalance(s, account).balance;
    const token = await antiReuse(s, xtoken);
    const body = { account, channel: 'bankTransfer', amount: '55.00' };
    const first = await withdraw(body, { token });
    const replay = await withdraw(body, { token });
    expect(replay.data.id).toBe(first.data.id);
    expect((await withdraw({ ...body, amount: '56.00' }, { token })).code).toBe(485);
    expect(ledgerBalance(s, account).balance).toBe(before - 5_500);
  });

  it('attack on idempotency: the same token with the same (used) code is a retry -> the stored answer, not 468; money moves once', async () => {
    const account = numberOf(email, 'trading', 'USD');
    const before = ledgerBalance(s, account).balance;
    const token = await antiReuse(s, xtoken);
    const body = { account, channel: 'bankTransfer', amount: '52.00' };
    const factors = await emailFactor(s, xtoken, email, 'withdraw');
    const first = await withdraw(body, { token, factors });
    expect(first.code).toBe(0);
    const retry = await withdraw(body, { token, factors });
    expect(retry).toEqual(first);
    expect((await withdraw({ ...body, amount: '53.00' }, { token, factors })).code).toBe(485);
    expect(ledgerBalance(s, account).balance).toBe(before - 5_200);
  });

  it("attack: another user's used token does not skip the factors", async () => {
    const other = cloneWithFunds(s, 'trader@demo.test', 'trader+replay@demo.test');
    const otherToken = await s.signIn(other);
    const token = await antiReuse(s, otherToken);
    const account = numberOf(other, 'trading', 'USD');
    expect((await withdraw({ account, channel: 'bankTransfer', amount: '55.00' }, { who: otherToken, whoEmail: other, token })).code).toBe(0);
    const mine = numberOf(email, 'trading', 'USD');
    expect((await withdraw({ account: mine, channel: 'bankTransfer', amount: '55.00' }, { token, factors: {} })).code).toBe(471);
  });

  it('a wallet withdrawal converts at the shown rate and needs the walletWithdraw factors', async () => {
    const wallet = numberOf(email, 'wallet', 'EUR');
    const stale = await withdraw(
      { account: wallet, channel: 'cryptoUsdt', amount: '100.00', rate: '1.07' },
      { path: 'wallet/withdraw', action: 'walletWithdraw' },
    );
    expect(stale).toMatchObject({ code: 497, data: { rate: '1.08' } });
    const res = await withdraw(
      { account: wallet, channel: 'cryptoUsdt', amount: '100.00', rate: '1.08' },
      { path: 'wallet/withdraw', action: 'walletWithdraw' },
    );
    expect(res.data).toMatchObject({ payoutCurrency: 'USDT', payoutAmount: '108.000000', rate: '1.08' });
    const wrongKind = await withdraw(
      { account: numberOf(email, 'trading', 'USD'), channel: 'card', amount: '20.00' },
      { path: 'wallet/withdraw', action: 'walletWithdraw' },
    );
    expect(wrongKind.code).toBe(493);
  });
});

describe('what a withdrawal refuses, with specific codes', () => {
  it.each([
    ['below the method minimum where checkMethodMinAmount is on (vfsc)', { channel: 'bankTransfer', amount: '49.99' }, 490],
    ['over the method maximum', { channel: 'card', amount: '10000.01' }, 491],
    ['over the balance', { channel: 'bankTransfer', amount: '40000.00' }, 487],
    ['a method the country does not have', { channel: 'blik', amount: '100.00' }, 495],
  ])('%s', async (_name, body, code) => {
    expect((await withdraw({ account: numberOf(email, 'trading', 'USD'), ...body })).code).toBe(code);
  });

  it('a blacklisted user is refused and queryBlacklist says so', async () => {
    const other = cloneWithFunds(s, 'trader@demo.test', 'trader+hold@demo.test');
    const who = await s.signIn(other);
    const id = s.db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(other);
    s.db.prepare("INSERT INTO funds_blacklist (user_id, scope, reason, created_at) VALUES (?, 'withdrawal', 'compliance review', 0)").run(id);
    expect(envelope(await s.get(`${pay}withdrawal/queryBlacklist`, who)).data).toEqual({ blacklisted: true, reason: 'compliance review' });
    expect((await withdraw({ account: numberOf(other, 'trading', 'USD'), channel: 'card', amount: '20.00' }, { who, whoEmail: other })).code).toBe(492);
  });

  it('without the withdraw permission (FUNCTION_PERMISSION_DENIED), and over its daily limit (PERMISSION_LIMIT_EXCEEDED)', async () => {
    const other = cloneWithFunds(s, 'trader@demo.test', 'trader+limits@demo.test');
    const who = await s.signIn(other);
    const id = s.db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(other);
    s.db.prepare('DELETE FROM kyc_modules WHERE user_id = ? AND module_code IN (7, 8)').run(id); // level 3 only: withdraw up to 50,000 USD a day
    const account = numberOf(other, 'trading', 'USD');
    s.db.prepare('DELETE FROM kyc_modules WHERE user_id = ? AND module_code = 6').run(id); // no questionnaire: no withdraw
    expect((await withdraw({ account, channel: 'bankTransfer', amount: '100.00' }, { who, whoEmail: other })).code).toBe(450);
    // The permission comes before the step-up: nobody is asked for codes for a withdrawal they may not make.
    expect((await withdraw({ account, channel: 'bankTransfer', amount: '100.00' }, { who, factors: {} })).code).toBe(450);
    s.db.prepare('INSERT INTO kyc_modules (user_id, module_code, status, updated_at) VALUES (?, 6, 0, 0)').run(id);
    // Give the account enough to reach the limit.
    const ctx = s.app.portalContext;
    const ledgerId = s.db.prepare('SELECT ledger_account_id FROM client_accounts WHERE number = ?').pluck().get(account) as number;
    const house = ctx.ledger.houseAccount('deposits', 'USD');
    ctx.ledger.move({
      key: ctx.ledger.issueAntiReuseToken(id as number).token,
      userId: id as number,
      kind: 'deposit',
      request: {},
      legs: () => [
        { accountId: house.id, amount: -6_000_000 },
        { accountId: ledgerId, amount: 6_000_000 },
      ],
      respond: () => 1,
    });
    expect((await withdraw({ account, channel: 'bankTransfer', amount: '49000.00' }, { who, whoEmail: other })).code).toBe(0);
    const over = await withdraw({ account, channel: 'bankTransfer', amount: '1000.01' }, { who, whoEmail: other });
    expect(over).toMatchObject({ code: 408, data: { remaining: '1000.00', limit: '50000.00' } });
  });

  it('where the regulator says so (asic): no minimum check, no cancelling', async () => {
    const asicEmail = 'client@demo.test';
    const asic = s.db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(asicEmail) as number;
    for (let m = 1; m <= 6; m++) s.db.prepare('INSERT OR REPLACE INTO kyc_modules (user_id, module_code, status, updated_at) VALUES (?, ?, 0, 0)').run(asic, m);
    const [account] = grantAccounts(
      { ...s.app.portalContext, clock: s.clock },
      { id: asic, regulator: 'asic' },
      [
        {
          kind: 'trading',
          openingKind: 'mainLive',
          platform: 'mt4',
          accountType: 1,
          isMain: true,
          currency: 'USD',
          leverage: 100,
          audit: 'pass',
          deposits: [{ channel: 'card', amount: '500.00', status: 'success', at: s.clock.now() - 86_400_000 }],
        },
      ],
      s.clock.now() - 86_400_000,
    );
    grantDestinations(s.app.portalContext, asic, [
      { kind: 'bank', holder: 'Casey Client', bankName: 'Example Bank', accountNumber: '12345678', swift: 'EXMPAU2S' },
    ]);
    s.clock.set(s.clock.now() + 86_400_000);
    const who = await s.signIn(asicEmail);
    const small = await withdraw({ account: account!.number, channel: 'bankTransfer', amount: '5.00' }, { who, whoEmail: asicEmail });
    expect(small).toMatchObject({ code: 0, data: { cancellable: false } });
    const cancel = envelope(await s.post(`${pay}withdrawal/cancelWithdrawalOrder?withdrawalId=${small.data.id}`, {}, who));
    expect(cancel).toMatchObject({ code: 496, data: { reason: 'regulator' } });
  });
});
