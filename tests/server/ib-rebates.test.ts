import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailFactor } from '../helpers/funds';
import { envelope, testServer, type TestServer } from '../helpers/server';

/** Rebate balance, transfer and withdrawal: ledger.move with the anti-reuse token, refusals the UI relies on. */
let s: TestServer;
let ib: string;
const pay = (path: string) => `/hgw/payment-api/api/${path}`;
const balance = async (token = ib) => envelope<{ available: number; currency: string }>(await s.get(pay('rebate/balance'), token)).data.available;
const antiReuse = async (token = ib) => envelope<{ token: string }>(await s.get(pay('token/anti-reuse'), token)).data.token;
const targets = async (token = ib) => envelope<{ value: string; label: string }[]>(await s.get(pay('rebate/transfer/targets'), token)).data;
const tradingBalance = (number: string) => s.db.prepare('SELECT balance FROM ledger_accounts WHERE number = ?').pluck().get(number) as number;

beforeAll(async () => {
  s = await testServer();
  ib = await s.signIn('ib@demo.test');
});
afterAll(async () => s.app.close());

describe('the rebate balance', () => {
  it('is the sum of the weekly rebate payouts (derived from seeded trades) less transfers and withdrawals', async () => {
    const account = s.db
      .prepare("SELECT a.id, a.balance FROM ledger_accounts a JOIN users u ON u.id = a.user_id WHERE u.email = 'ib@demo.test' AND a.kind = 'rebate'")
      .get() as { id: number; balance: number };
    expect(await balance()).toBe(account.balance);
    expect(account.balance).toBe(s.db.prepare('SELECT SUM(amount) FROM ledger_entries WHERE account_id = ?').pluck().get(account.id));
    const earned = s.db
      .prepare("SELECT SUM(rebate) FROM ib_trade_days WHERE ib_id = (SELECT id FROM users WHERE email = 'ib@demo.test')")
      .pluck()
      .get() as number;
    const paid = s.db
      .prepare(
        "SELECT SUM(e.amount) FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id WHERE e.account_id = ? AND t.kind = 'ib.rebatePayout'",
      )
      .pluck()
      .get(account.id) as number;
    expect(paid).toBeGreaterThan(0);
    expect(paid).toBeLessThanOrEqual(earned);
  });
});

describe('rebate transfer', () => {
  it('offers own trading accounts in the rebate currency and the sub-IBs three levels deep', async () => {
    const list = await targets();
    expect(list.filter((t) => t.value.startsWith('account:')).map((t) => t.label)).toEqual([
      // Its live, approved USD trading accounts (the EUR one is another currency; none is demo).
      '80020001 (USD) · your trading account',
      expect.stringMatching(/^81\d{6} \(USD\) · your trading account$/),
      expect.stringMatching(/^82\d{6} \(USD\) · your trading account$/),
    ]);
    expect(list.filter((t) => t.value.startsWith('subIb:')).map((t) => t.label.split(' (')[0])).toEqual([
      'Nadia North',
      'Sami South',
      'Nico Northwood',
      'Nora Northcott',
      'Sol Southgate',
      'Noel Northfield',
    ]);
  });

  it('moves money to an own account once: the same token submitted twice is a replay with the same answer', async () => {
    const target = (await targets()).find((t) => t.value.startsWith('account:'))!;
    const number = target.value.slice('account:'.length);
    const [before, targetBefore] = [await balance(), tradingBalance(number)];
    const token = await antiReuse();
    const body = { token, target: target.value, amount: 12.34 };
    const [first, second] = await Promise.all([s.post(pay('rebate/transfer'), body, ib), s.post(pay('rebate/transfer'), body, ib)]);
    expect(envelope(first).code).toBe(0);
    expect(envelope(second).data).toEqual(envelope(first).data);
    expect(await balance()).toBe(before - 1234);
    expect(tradingBalance(number)).toBe(targetBefore + 1234);
    expect(envelope<{ balance: number }>(first).data.balance).toBe(before - 1234);
  });

  it('moves money to a sub-IB, whose history shows it coming in', async () => {
    const sub = (await targets()).find((t) => t.label.startsWith('Nico Northwood'))!;
    const subToken = await s.signIn('subib.north1@demo.test');
    const subBefore = await balance(subToken);
    expect(envelope(await s.post(pay('rebate/transfer'), { token: await antiReuse(), target: sub.value, amount: 5 }, ib)).code).toBe(0);
    expect(await balance(subToken)).toBe(subBefore + 500);
    const history = envelope<{ rows: { kind: string; amount: number; details: string }[] }>(
      await s.get(pay('rebate/history?kind=transfer&pageSize=1'), subToken),
    ).data.rows[0]!;
    expect(history).toMatchObject({ kind: 'transfer', amount: 500, details: expect.stringMatching(/^From IB IB\d+$/) });
  });

  it('amounts are checked against the available rebate balance and the limits', async () => {
    const target = (await targets())[0]!.value;
    const available = await balance();
    const over = envelope(await s.post(pay('rebate/transfer'), { token: await antiReuse(), target, amount: available / 100 + 1 }, ib));
    expect(over.code).toBe(437);
    expect(over.msg).toMatch(/^The amount is more than your available rebate balance of \$[\d,]+\.\d\d\.$/);
    expect(over.data).toEqual({ available: expect.stringMatching(/^\$/) });
    const decimals = envelope(await s.post(pay('rebate/transfer'), { token: await antiReuse(), target, amount: 1.234 }, ib));
    expect([decimals.code, decimals.msg]).toEqual([439, 'Enter an amount from $1.00 to $1,000,000.00, with at most 2 decimals.']);
    expect(envelope(await s.post(pay('rebate/transfer'), { token: await antiReuse(), target, amount: 0.5 }, ib)).code).toBe(439);
    expect(envelope(await s.post(pay('rebate/transfer'), { token: await antiReuse(), target, amount: -5 }, ib)).code).toBe(421);
    expect(await balance()).toBe(available);
  });

  it("refuses a target that is not the IB's: another IB's account, an EUR account, an unknown code", async () => {
    const eur = s.db
      .prepare(
        "SELECT number FROM ledger_accounts a JOIN users u ON u.id = a.user_id WHERE u.email = 'ib@demo.test' AND a.kind = 'trading' AND a.currency = 'EUR'",
      )
      .pluck()
      .get() as string;
    const foreign = s.db
      .prepare(
        "SELECT number FROM ledger_accounts a JOIN users u ON u.id = a.user_id WHERE u.email = 'ib.company@demo.test' AND a.kind = 'trading' AND a.currency = 'USD'",
      )
      .pluck()
      .get() as string;
    for (const target of [`account:${eur}`, `account:${foreign}`, 'subIb:IB999999']) {
      const refused = envelope(await s.post(pay('rebate/transfer'), { token: await antiReuse(), target, amount: 1 }, ib));
      expect([refused.code, refused.msg], target).toEqual([
        438,
        'This account cannot receive the transfer. Choose one of your trading accounts in USD or one of your sub-IBs.',
      ]);
    }
  });

  it('a token is single-use for one request: reusing it for another amount is refused; a made-up token too', async () => {
    const target = (await targets())[0]!.value;
    const token = await antiReuse();
    expect(envelope(await s.post(pay('rebate/transfer'), { token, target, amount: 1 }, ib)).code).toBe(0);
    expect(envelope(await s.post(pay('rebate/transfer'), { token, target, amount: 2 }, ib)).code).toBe(485);
    expect(envelope(await s.post(pay('rebate/transfer'), { token: 'made-up-token', target, amount: 1 }, ib)).code).toBe(486);
  });

  it('the server refuses what the UI hides: a sub-user without permission 3 gets SUB_USER_PERMISSION (434)', async () => {
    const view = await s.signIn('sub.view@demo.test');
    const before = await balance();
    const refused = envelope(await s.post(pay('rebate/transfer'), { token: await antiReuse(view), target: (await targets())[0]!.value, amount: 1 }, view));
    // Issue 17: the catalogue's text, not the policy's internal wording.
    expect([refused.code, refused.msg]).toEqual([434, 'Your account does not have permission to move rebates.']);
    expect(envelope(await s.get(pay('rebate/transfer/targets'), view)).code).toBe(434);
    expect(
      envelope(await s.post(pay('rebate/withdraw'), { token: await antiReuse(view), method: 'bankTransfer', destinationId: 1, amount: 60 }, view)).code,
    ).toBe(434);
    expect(await balance()).toBe(before);
  });

  it("a sub-user with permission 3 moves its IB's rebates", async () => {
    const full = await s.signIn('sub.full@demo.test');
    const before = await balance();
    expect(
      envelope(await s.post(pay('rebate/transfer'), { token: await antiReuse(full), target: (await targets(full))[0]!.value, amount: 2 }, full)).code,
    ).toBe(0);
    expect(await balance()).toBe(before - 200);
  });
});

const staff = { 'x-staff-token': 'demo-staff-token-change-me' };
const decide = async (id: number, decision: string, reason?: string) =>
  envelope(
    await s.app.inject({
      method: 'POST',
      url: '/web-api/bo/api/ib/rebate-withdrawal/decide',
      payload: { id, decision, ...(reason ? { reason } : {}) },
      headers: staff,
    }),
  );
const destinations = async (method: string, token = ib) =>
  envelope<{ value: number; label: string }[]>(await s.get(pay(`rebate/withdraw/destinations?method=${method}`), token)).data;
type HistoryRow = {
  kind: string;
  amount: number;
  details: string;
  withdrawalId: number | null;
  statusName: string | null;
  cancellable: boolean;
  actedBy: string | null;
};
const history = async (query: string) => envelope<{ rows: HistoryRow[] }>(await s.get(pay(`rebate/history?${query}`), ib)).data.rows;
const withdraw = async (body: Record<string, unknown>, who = ib, email = 'ib@demo.test') =>
  envelope<{ withdrawalId: number; statusName: string }>(
    await s.post(pay('rebate/withdraw'), { token: await antiReuse(who), ...body }, who, await emailFactor(s, who, email, 'withdraw')),
  );

describe('rebate withdrawal (issue 17: it asked for no second factor and no destination)', () => {
  it('without the e-mail code it is refused with the step-up prompt (FACTORS_REQUIRED names the factor); nothing moves', async () => {
    const before = await balance();
    const [bank] = await destinations('bankTransfer');
    const refused = envelope(
      await s.post(pay('rebate/withdraw'), { token: await antiReuse(), method: 'bankTransfer', destinationId: bank!.value, amount: 60 }, ib),
    );
    expect(refused.code).toBe(471);
    expect(refused.data).toMatchObject({ missing: ['email'] });
    expect(await balance()).toBe(before);
  });

  it("pays only to a verified destination of the method: the choices are the IB's verified bank account and USDT address; another id is refused before any code is asked", async () => {
    expect((await destinations('bankTransfer')).map((d) => d.label)).toEqual([expect.stringMatching(/^Example Bank Berhad .*5432$/)]);
    expect(await destinations('usdt')).toHaveLength(1);
    const other = envelope(await s.post(pay('rebate/withdraw'), { token: await antiReuse(), method: 'bankTransfer', destinationId: 999_999, amount: 60 }, ib));
    expect(other.code).not.toBe(0);
    expect(other.code).not.toBe(471);
    const unknownMethod = envelope(await s.post(pay('rebate/withdraw'), { token: await antiReuse(), method: 'eWallet', destinationId: 1, amount: 60 }, ib));
    expect(unknownMethod.code).not.toBe(0);
  });

  it('an amount above the available balance is refused before any code is asked (it asked for the e-mail code first, then refused); a replay of a made withdrawal still gets its answer', async () => {
    const before = await balance();
    const [bank] = await destinations('bankTransfer');
    const over = envelope(
      await s.post(pay('rebate/withdraw'), { token: await antiReuse(), method: 'bankTransfer', destinationId: bank!.value, amount: before / 100 + 1 }, ib),
    );
    expect(over.code).toBe(437);
    expect(over.msg).toMatch(/^The amount is more than your available rebate balance of \$[\d,]+\.\d\d\.$/);
    expect(await balance()).toBe(before);
    // The whole balance once, then the same request again: the retry is the first answer, not a refusal for the money it moved.
    const body = { token: await antiReuse(), method: 'bankTransfer', destinationId: bank!.value, amount: before / 100 };
    const first = envelope<{ withdrawalId: number }>(await s.post(pay('rebate/withdraw'), body, ib, await emailFactor(s, ib, 'ib@demo.test', 'withdraw')));
    expect(first.code).toBe(0);
    expect(await balance()).toBe(0);
    const again = envelope<{ withdrawalId: number }>(await s.post(pay('rebate/withdraw'), body, ib));
    expect([again.code, again.data.withdrawalId]).toEqual([0, first.data.withdrawalId]);
    // Paid back, so the tests after this one find the balance they had.
    expect(envelope(await s.post(pay('rebate/withdraw/cancel'), { id: first.data.withdrawalId }, ib)).code).toBe(0);
    expect(await balance()).toBe(before);
  });

  it('with the code it goes to the destination once per token, starts Submitted, and shows its status in the payment history', async () => {
    const before = await balance();
    const [usdt] = await destinations('usdt');
    const token = await antiReuse();
    const factors = await emailFactor(s, ib, 'ib@demo.test', 'withdraw');
    const body = { token, method: 'usdt', destinationId: usdt!.value, amount: 60 };
    const first = envelope<{ withdrawalId: number; statusName: string }>(await s.post(pay('rebate/withdraw'), body, ib, factors));
    expect(first.code).toBe(0);
    expect(first.data.statusName).toBe('submitted');
    expect(await balance()).toBe(before - 6000);
    const rows = await history('kind=withdrawal&pageSize=1');
    expect(rows[0]).toMatchObject({
      kind: 'withdrawal',
      amount: -6000,
      details: usdt!.label,
      withdrawalId: first.data.withdrawalId,
      statusName: 'submitted',
      cancellable: true,
      actedBy: null,
    });
    const small = await withdraw({ method: 'usdt', destinationId: usdt!.value, amount: 49.99 });
    expect([small.code, small.data]).toEqual([439, { minimum: '$50.00', maximum: '$100,000.00' }]);
  });

  it('moves Submitted -> Processing -> Paid by staff; a rejection needs a reason, pays back once and shows the reason', async () => {
    const [bank] = await destinations('bankTransfer');
    const paid = (await withdraw({ method: 'bankTransfer', destinationId: bank!.value, amount: 70 })).data.withdrawalId;
    expect((await decide(paid, 'process')).data).toMatchObject({ statusName: 'processing' });
    expect((await decide(paid, 'pay')).data).toMatchObject({ statusName: 'completed' });
    expect((await decide(paid, 'reject', 'late')).code).toBe(496);
    const before = await balance();
    const rejected = (await withdraw({ method: 'bankTransfer', destinationId: bank!.value, amount: 80 })).data.withdrawalId;
    expect((await decide(rejected, 'reject')).code).toBe(421);
    expect((await decide(rejected, 'reject', 'The account name does not match.')).data).toMatchObject({ statusName: 'rejected' });
    expect(await balance()).toBe(before);
    const rows = await history('kind=withdrawal&status=rejected');
    expect(rows[0]).toMatchObject({ withdrawalId: rejected, statusName: 'rejected', details: expect.stringContaining('The account name does not match.') });
    expect((await history('kind=withdrawal&status=completed')).map((r) => r.withdrawalId)).toContain(paid);
  });

  it('is cancelled by the IB while Submitted where the regulator allows it (vfsc), paid back once', async () => {
    const [bank] = await destinations('bankTransfer');
    const before = await balance();
    const id = (await withdraw({ method: 'bankTransfer', destinationId: bank!.value, amount: 50 })).data.withdrawalId;
    expect(envelope(await s.post(pay('rebate/withdraw/cancel'), { id }, ib)).data).toEqual({ id, statusName: 'cancelled' });
    expect(envelope(await s.post(pay('rebate/withdraw/cancel'), { id }, ib)).data).toEqual({ id, statusName: 'cancelled' });
    expect(await balance()).toBe(before);
  });

  it("issue 17: a sub-user's withdrawal records who acted, shown in the history", async () => {
    const full = await s.signIn('sub.full@demo.test');
    const [bank] = await destinations('bankTransfer', full);
    const res = await withdraw({ method: 'bankTransfer', destinationId: bank!.value, amount: 55 }, full, 'sub.full@demo.test');
    expect(res.code).toBe(0);
    const rows = await history('kind=withdrawal&pageSize=1');
    expect(rows[0]).toMatchObject({ withdrawalId: res.data.withdrawalId, actedBy: 'Sam Fullaccess' });
  });

  it('needs the payment-channel setting: withdrawal/pcs/enabled says so, and the server refuses when it is off', async () => {
    expect(envelope(await s.get(pay('withdrawal/pcs/enabled'), ib)).data).toEqual({ enabled: true });
    const cima = await s.signIn('ib.cima@demo.test');
    expect(envelope(await s.get(pay('withdrawal/pcs/enabled'), cima)).data).toEqual({ enabled: false });
    const refused = envelope(
      await s.post(pay('rebate/withdraw'), { token: await antiReuse(cima), method: 'bankTransfer', destinationId: 1, amount: 50 }, cima),
    );
    expect([refused.code, refused.msg]).toEqual([436, 'Rebate withdrawal is not available for your account at the moment.']);
  });
});

describe('history', () => {
  it('texts are in the language of the page that asks (X-Lang), whatever language the user last stored: two pages open in two languages each read their own', async () => {
    const details = async (lang: string) =>
      envelope<{ rows: { details: string }[] }>(await s.get(pay('rebate/history?kind=payout&pageSize=1'), ib, { 'x-lang': lang })).data.rows[0]!.details;
    expect(await details('ar')).toMatch(/^عمولات الأسبوع الذي يبدأ في /);
    expect(await details('de')).toMatch(/^Rückvergütungen der Woche ab /);
    // The user's stored language is not the page's: the portal compares the two after sign-in (to store a choice, or apply the user's).
    const profile = envelope<{ profile: { language: string } }>(await s.post('/hgw/user-api/outer/login/getUserInfo', {}, ib, { 'x-lang': 'de' })).data.profile;
    expect(profile.language).toBe('en_US');
    // The week's first day is a date as the pages show dates (the configured DD/MM/YYYY), not the stored ISO day.
    expect(envelope<{ rows: { details: string }[] }>(await s.get(pay('rebate/history?kind=payout&pageSize=1'), ib)).data.rows[0]!.details).toMatch(
      /^Rebates of the week from \d{2}\/\d{2}\/\d{4}$/,
    );
  });

  it('lists payouts, transfers and withdrawals newest first, with a kind filter, and exports', async () => {
    const all = envelope<{ rows: { kind: string; date: string }[]; total: number }>(await s.get(pay('rebate/history?kind=all&pageSize=100'), ib)).data;
    expect(new Set(all.rows.map((r) => r.kind))).toEqual(new Set(['payout', 'transfer', 'withdrawal', 'withdrawalRefund']));
    const dates = all.rows.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const csv = await s.get(
      pay(
        `rebate/history?kind=payout&format=csv&columns=${encodeURIComponent(
          JSON.stringify([
            { field: 'kind', label: 'Type' },
            { field: 'amount', label: 'Amount' },
          ]),
        )}`,
      ),
      ib,
    );
    expect(csv.body.replace(/^\ufeff/, '').split('\r\n')[1]).toMatch(/^Rebate payout,\d+\.\d\d$/);
  });
});
