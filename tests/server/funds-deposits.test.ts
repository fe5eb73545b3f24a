import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveDeposit, reviewDeposit } from '../../src/server/funds/depositReview';
import { antiReuse, cloneWithFunds, ledgerBalance, pay, setVerifiedModules } from '../helpers/funds';
import { envelope, testServer, type TestServer } from '../helpers/server';

let s: TestServer;
let email: string;
let xtoken: string;
beforeAll(async () => {
  s = await testServer();
  email = cloneWithFunds(s, 'trader@demo.test', 'trader+deposits@demo.test');
  xtoken = await s.signIn(email);
});
afterAll(async () => s.app.close());

interface Deposit {
  id: number;
  status: number;
  statusName: string;
  statusLabelKey: string;
  amount: string;
  payUrl: string | null;
}
const accountOf = (kind: string, currency: string) =>
  s.db
    .prepare(
      'SELECT a.number FROM client_accounts a JOIN users u ON u.id = a.user_id WHERE u.email = ? AND a.kind = ? AND a.currency = ? AND a.is_demo = 0 ORDER BY a.id LIMIT 1',
    )
    .pluck()
    .get(email, kind, currency) as string;
const apply = async (body: Record<string, unknown>, token?: string, who = xtoken) =>
  envelope<Deposit & Record<string, unknown>>(await s.post(`${pay}deposit/apply`, { token: token ?? (await antiReuse(s, who)), ...body }, who));
const provider = (url: string, action?: string) =>
  action
    ? s.app.inject({ method: 'POST', url, payload: `action=${action}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    : s.app.inject({ method: 'GET', url });
const history = async () => envelope<Deposit[]>(await s.post(`${pay}deposit/history`, {}, xtoken)).data;

describe('deposit channels per currency and country', () => {
  it('a Malaysian USD account is offered FPX first, then card, bank transfer and USDT, with limits in USD', async () => {
    const channels = envelope<{ id: string; minimum: string; maximum: string; recommended: boolean }[]>(
      await s.get(`${pay}deposit/channels?account=${accountOf('trading', 'USD')}`, xtoken),
    ).data;
    expect(channels.map((c) => c.id)).toEqual(['fpx', 'card', 'bankTransfer', 'cryptoUsdt']);
    expect(channels.find((c) => c.id === 'card')).toMatchObject({ minimum: '50.00', maximum: '10000.00', recommended: true });
  });
});

describe('a deposit through the local provider: the status lifecycle 1-11', () => {
  it('Unpaid -> Submitted to Third Party (page opened) -> Success (paid): the money arrives once', async () => {
    const account = accountOf('trading', 'USD');
    const before = ledgerBalance(s, account).balance;
    const applied = await apply({ account, channel: 'card', amount: '150.00' });
    expect(applied.code).toBe(0);
    expect(applied.data).toMatchObject({ statusName: 'unpaid', status: 1, statusLabelKey: 'status.deposit.unpaid', amount: '150.00' });
    const url = applied.data.payUrl!;
    const page = await provider(url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('$150.00');
    expect(page.body).toMatch(/data-testid="provider-pay"/);
    expect((await history()).find((d) => d.id === applied.data.id)?.statusName).toBe('submittedToThirdParty');

    const paid = await provider(url, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/deposit?deposit=${applied.data.id}&result=pay`);
    expect((await history()).find((d) => d.id === applied.data.id)).toMatchObject({ status: 5, statusName: 'success', payUrl: null });
    expect(ledgerBalance(s, account)).toEqual({ balance: before + 15_000, sum: before + 15_000 });

    await provider(url, 'pay'); // the provider answers twice: the money still moves once
    expect(ledgerBalance(s, account).balance).toBe(before + 15_000);
    expect((await provider(url)).body).not.toMatch(/provider-pay/);
  });

  it('the provider page is in the language it is asked in (lang), written right to left for Arabic, with the amount kept left to right', async () => {
    const applied = await apply({ account: accountOf('trading', 'USD'), channel: 'card', amount: '150.00' });
    const page = (await provider(`${applied.data.payUrl!}?lang=ar`)).body;
    expect(page).toMatch(/<html lang="ar" dir="rtl">/);
    expect(page).toContain('<h1>مزود الدفع المحلي</h1>');
    expect(page).toContain('\u2066$150.00\u2069');
    expect(page).not.toContain('Card');
    expect((await provider(applied.data.payUrl!)).body).toMatch(/<html lang="en-US" dir="ltr">[\s\S]*<h1>Local payment provider<\/h1>/);
  });

  it('a failed payment is Payment Failed and final; an abandoned one stays open to pay later', async () => {
    const account = accountOf('trading', 'USD');
    const before = ledgerBalance(s, account).balance;
    const failed = await apply({ account, channel: 'card', amount: '60.00' });
    await provider(failed.data.payUrl!, 'fail');
    const abandoned = await apply({ account, channel: 'card', amount: '70.00' });
    await provider(abandoned.data.payUrl!);
    const back = await provider(abandoned.data.payUrl!, 'abandon');
    expect(back.headers.location).toBe(`/deposit?deposit=${abandoned.data.id}&result=abandon`);
    const list = await history();
    expect(list.find((d) => d.id === failed.data.id)).toMatchObject({ status: 3, statusName: 'paymentFailed' });
    expect(list.find((d) => d.id === abandoned.data.id)).toMatchObject({ status: 2, payUrl: abandoned.data.payUrl });
    await provider(failed.data.payUrl!, 'pay');
    expect((await history()).find((d) => d.id === failed.data.id)?.statusName).toBe('paymentFailed');
    expect(ledgerBalance(s, account).balance).toBe(before);
  });

  it('an audited channel waits in Audit; staff approve (Success, money) or reject (Reject, none)', async () => {
    const account = accountOf('trading', 'USD');
    const before = ledgerBalance(s, account).balance;
    const a = await apply({ account, channel: 'bankTransfer', amount: '200.00' });
    const b = await apply({ account, channel: 'bankTransfer', amount: '300.00' });
    await provider(a.data.payUrl!, 'pay');
    await provider(b.data.payUrl!, 'pay');
    expect((await history()).filter((d) => [a.data.id, b.data.id].includes(d.id)).map((d) => d.statusName)).toEqual(['audit', 'audit']);
    expect(ledgerBalance(s, account).balance).toBe(before);
    const ctx = s.app.portalContext;
    reviewDeposit(ctx, a.data.id, 'approve');
    reviewDeposit(ctx, b.data.id, 'reject');
    const list = await history();
    expect(list.find((d) => d.id === a.data.id)?.statusName).toBe('success');
    expect(list.find((d) => d.id === b.data.id)?.statusName).toBe('reject');
    expect(ledgerBalance(s, account).balance).toBe(before + 20_000);
    expect(() => reviewDeposit(ctx, b.data.id, 'approve')).toThrow(expect.objectContaining({ codeName: 'DEPOSIT_NOT_PAYABLE' }));
  });

  it('the history shows every deposit with its status label, newest first', async () => {
    const list = await history();
    expect(list.length).toBeGreaterThanOrEqual(7);
    for (const d of list) expect(d.statusLabelKey).toMatch(/^status\.deposit\./);
  });

  it('a wallet deposit goes to the wallet (wallet-deposit permission)', async () => {
    const wallet = accountOf('wallet', 'EUR');
    const res = envelope<Deposit>(
      await s.post(`${pay}wallet/deposit`, { token: await antiReuse(s, xtoken), account: wallet, channel: 'card', amount: '100.00' }, xtoken),
    );
    expect(res.code).toBe(0);
    await provider(res.data.payUrl!, 'pay');
    expect(ledgerBalance(s, wallet).balance).toBe(50_000 + 10_000);
    const notWallet = envelope(
      await s.post(
        `${pay}wallet/deposit`,
        { token: await antiReuse(s, xtoken), account: accountOf('trading', 'USD'), channel: 'card', amount: '100.00' },
        xtoken,
      ),
    );
    expect(notWallet.code).toBe(493);
  });
});

describe('what a deposit refuses, with specific codes', () => {
  it.each([
    ['amount below the channel minimum', { channel: 'card', amount: '49.99' }, 490, { minimum: '50.00', currency: 'USD' }],
    ['amount over the channel maximum', { channel: 'card', amount: '10000.01' }, 491, { maximum: '10000.00' }],
    ['a channel not offered in the country (BLIK outside Poland)', { channel: 'blik', amount: '100.00' }, 495, {}],
    ['more decimals than the currency has', { channel: 'card', amount: '100.001' }, 414, { reason: 'decimals' }],
  ])('%s', async (_name, body, code, data) => {
    const res = await apply({ account: accountOf('trading', 'USD'), ...body });
    expect(res.code).toBe(code);
    expect(res.data).toMatchObject(data);
  });

  it("a demo account, an account still in audit, and somebody else's account", async () => {
    const demo = s.db
      .prepare('SELECT a.number FROM client_accounts a JOIN users u ON u.id = a.user_id WHERE u.email = ? AND a.is_demo = 1')
      .pluck()
      .get(email) as string;
    expect((await apply({ account: demo, channel: 'card', amount: '100.00' })).data).toMatchObject({ reason: 'demo' });
    const opened = envelope<{ number: string }>(
      await s.post(
        '/web-api/cp/api/account/apply_additional_trade_account',
        { token: await antiReuse(s, xtoken), platform: 'mt4', accountType: 1, currency: 'USD', leverage: 100 },
        xtoken,
      ),
    );
    const pending = await apply({ account: opened.data.number, channel: 'card', amount: '100.00' });
    expect(pending).toMatchObject({ code: 494, data: { reason: 'audit' } });
    expect((await apply({ account: '80020001', channel: 'card', amount: '100.00' })).code).toBe(493);
  });

  it('a client without the deposit permission is refused (FUNCTION_PERMISSION_DENIED, with the level it needs)', async () => {
    const other = cloneWithFunds(s, 'trader@demo.test', 'trader+unverified@demo.test');
    setVerifiedModules(s, other, []);
    const who = await s.signIn(other);
    const account = s.db
      .prepare('SELECT a.number FROM client_accounts a JOIN users u ON u.id = a.user_id WHERE u.email = ? AND a.is_main = 1')
      .pluck()
      .get(other) as string;
    const res = await apply({ account, channel: 'card', amount: '100.00' }, undefined, who);
    expect(res).toMatchObject({ code: 450, data: { functionModuleCode: 1, requiredLevel: 2 } });
  });

  it("the permission's limit: level 2 deposits at most 20,000 USD a day (config/kyc/levels.yaml)", async () => {
    const other = cloneWithFunds(s, 'trader@demo.test', 'trader+level2@demo.test');
    setVerifiedModules(s, other, [1, 2, 3, 4, 5]);
    const who = await s.signIn(other);
    const account = s.db
      .prepare('SELECT a.number FROM client_accounts a JOIN users u ON u.id = a.user_id WHERE u.email = ? AND a.is_main = 1')
      .pluck()
      .get(other) as string;
    expect((await apply({ account, channel: 'bankTransfer', amount: '15000.00' }, undefined, who)).code).toBe(0);
    const over = await apply({ account, channel: 'bankTransfer', amount: '5000.01' }, undefined, who);
    expect(over).toMatchObject({ code: 408, data: { limit: '20000.00', remaining: '5000.00', currency: 'USD', period: 'daily' } });
    expect((await apply({ account, channel: 'bankTransfer', amount: '5000.00' }, undefined, who)).code).toBe(0);
  });

  it('one token, one deposit: a replay answers the first deposit; another body is refused', async () => {
    const token = await antiReuse(s, xtoken);
    const body = { account: accountOf('trading', 'USD'), channel: 'card', amount: '88.00' };
    const first = await apply(body, token);
    expect((await apply(body, token)).data.id).toBe(first.data.id);
    expect((await apply({ ...body, amount: '89.00' }, token)).code).toBe(485);
    expect((await apply(body, 'x'.repeat(32))).code).toBe(486);
  });
});

describe('the rest of the lifecycle, moved by staff', () => {
  it('Processing -> Pending -> Success credits once; a disputed success lost (Dispute -> Reject) takes the money back', async () => {
    const ctx = s.app.portalContext;
    const account = accountOf('trading', 'USD');
    const before = ledgerBalance(s, account).balance;
    const applied = await apply({ account, channel: 'card', amount: '90.00' });
    await provider(applied.data.payUrl!);
    const names = () => history().then((list) => list.find((d) => d.id === applied.data.id)!);
    for (const to of ['processing', 'pending', 'success']) moveDeposit(ctx, applied.data.id, to);
    expect(await names()).toMatchObject({ status: 5, statusName: 'success' });
    expect(ledgerBalance(s, account).balance).toBe(before + 9_000);
    expect(() => moveDeposit(ctx, applied.data.id, 'paymentFailed')).toThrow(expect.objectContaining({ codeName: 'DEPOSIT_NOT_PAYABLE' }));
    moveDeposit(ctx, applied.data.id, 'dispute');
    expect(await names()).toMatchObject({ status: 11, statusLabelKey: 'status.deposit.dispute' });
    moveDeposit(ctx, applied.data.id, 'reject');
    expect(await names()).toMatchObject({ status: 7 });
    expect(ledgerBalance(s, account)).toEqual({ balance: before, sum: before });
  });

  it('Account No Match and Wait for MT4 Deposit lead on to Success', async () => {
    const ctx = s.app.portalContext;
    const account = accountOf('trading', 'USD');
    const a = await apply({ account, channel: 'card', amount: '55.00' });
    const b = await apply({ account, channel: 'card', amount: '56.00' });
    await provider(a.data.payUrl!);
    await provider(b.data.payUrl!);
    moveDeposit(ctx, a.data.id, 'accountNoMatch');
    moveDeposit(ctx, b.data.id, 'waitForMt4Deposit');
    const list = await history();
    expect([list.find((d) => d.id === a.data.id)?.status, list.find((d) => d.id === b.data.id)?.status]).toEqual([10, 4]);
    moveDeposit(ctx, a.data.id, 'success');
    moveDeposit(ctx, b.data.id, 'success');
    expect((await history()).filter((d) => [a.data.id, b.data.id].includes(d.id)).map((d) => d.statusName)).toEqual(['success', 'success']);
  });
});
