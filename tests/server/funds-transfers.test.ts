import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { antiReuse, cloneWithFunds, emailFactor, ledgerBalance, pay } from '../helpers/funds';
import { envelope, testServer, type TestServer } from '../helpers/server';

let s: TestServer;
let email: string;
let xtoken: string;
beforeAll(async () => {
  s = await testServer();
  email = cloneWithFunds(s, 'trader@demo.test', 'trader+transfer@demo.test');
  xtoken = await s.signIn(email);
});
afterAll(async () => s.app.close());

const numberOf = (who: string, kind: string, currency: string, platform?: string) =>
  s.db
    .prepare(
      `SELECT a.number FROM client_accounts a JOIN users u ON u.id = a.user_id WHERE u.email = ? AND a.kind = ? AND a.currency = ? AND a.is_demo = 0 ${platform ? 'AND a.platform = ?' : ''} ORDER BY a.id LIMIT 1`,
    )
    .pluck()
    .get(who, kind, currency, ...(platform ? [platform] : [])) as string;
const transfer = async (path: string, body: Record<string, unknown>, who = xtoken, token?: string, factors?: Record<string, string>) =>
  envelope<Record<string, string | number>>(await s.post(`${pay}${path}`, { token: token ?? (await antiReuse(s, who)), ...body }, who, factors));

describe('transfers between own accounts', () => {
  it('same currency, one to one: MT4 to MT5', async () => {
    const [mt4, mt5] = [numberOf(email, 'trading', 'USD', 'mt4'), numberOf(email, 'trading', 'USD', 'mt5')];
    const [a, b] = [ledgerBalance(s, mt4).balance, ledgerBalance(s, mt5).balance];
    const res = await transfer('transfer/applyTransfer', { kind: 'own', from: mt4, to: mt5, amount: '250.00' });
    expect(res.data).toMatchObject({ kind: 'own', amount: '250.00', toAmount: '250.00', rate: '1' });
    expect([ledgerBalance(s, mt4).balance, ledgerBalance(s, mt5).balance]).toEqual([a - 25_000, b + 25_000]);
  });

  it('another currency at the shown rate (wallet EUR to MT4 USD); a stale rate is refused', async () => {
    const [eur, mt4] = [numberOf(email, 'wallet', 'EUR'), numberOf(email, 'trading', 'USD', 'mt4')];
    const rate = envelope<{ rate: string }>(await s.get(`${pay}transfer/currencyRate?from=EUR&to=USD`, xtoken)).data.rate;
    expect(rate).toBe('1.08');
    expect((await transfer('transfer/applyTransfer', { kind: 'own', from: eur, to: mt4, amount: '10.00', rate: '1.1' })).code).toBe(497);
    const before = ledgerBalance(s, mt4).balance;
    const res = await transfer('transfer/applyTransfer', { kind: 'own', from: eur, to: mt4, amount: '10.00', rate });
    expect(res.data).toMatchObject({ currency: 'EUR', amount: '10.00', toCurrency: 'USD', toAmount: '10.80', rate: '1.08' });
    expect(ledgerBalance(s, mt4).balance).toBe(before + 1_080);
  });

  it('a wallet conversion (convert), with the walletConvert permission', async () => {
    const [usd, usdt] = [numberOf(email, 'wallet', 'USD'), numberOf(email, 'wallet', 'USDT')];
    const res = await transfer('wallet/convert', { from: usd, to: usdt, amount: '12.34', rate: '1' });
    expect(res.data).toMatchObject({ kind: 'convert', toCurrency: 'USDT', toAmount: '12.340000' });
    expect((await transfer('wallet/convert', { from: usd, to: numberOf(email, 'trading', 'USD', 'mt4'), amount: '1.00' })).data).toMatchObject({
      reason: 'notWallet',
    });
  });

  it('one token moves money once: a replay answers the first transfer, another body is refused', async () => {
    const [mt4, mt5] = [numberOf(email, 'trading', 'USD', 'mt4'), numberOf(email, 'trading', 'USD', 'mt5')];
    const before = ledgerBalance(s, mt4).balance;
    const token = await antiReuse(s, xtoken);
    const body = { kind: 'own', from: mt4, to: mt5, amount: '5.00' };
    const first = await transfer('transfer/applyTransfer', body, xtoken, token);
    expect((await transfer('transfer/applyTransfer', body, xtoken, token)).data.id).toBe(first.data.id);
    expect((await transfer('transfer/applyTransfer', { ...body, amount: '6.00' }, xtoken, token)).code).toBe(485);
    expect(ledgerBalance(s, mt4).balance).toBe(before - 500);
  });

  it.each([
    ['more than the balance', { amount: '90000.00' }, 487],
    ['over the transfer maximum', { amount: '100000.01' }, 491],
    ['the same account twice', { to: 'SAME' }, 499],
    ['to a demo account', { to: 'DEMO' }, 499],
    ['from an account that is not yours', { from: '80020001' }, 493],
  ])('refuses %s', async (_name, change, code) => {
    const mt4 = numberOf(email, 'trading', 'USD', 'mt4');
    const demo = s.db
      .prepare('SELECT a.number FROM client_accounts a JOIN users u ON u.id = a.user_id WHERE u.email = ? AND a.is_demo = 1')
      .pluck()
      .get(email) as string;
    const body = { kind: 'own', from: mt4, to: numberOf(email, 'trading', 'USD', 'mt5'), amount: '1.00', ...change };
    if (body.to === 'SAME') body.to = mt4;
    if (body.to === 'DEMO') body.to = demo;
    expect((await transfer('transfer/applyTransfer', body)).code).toBe(code);
  });
});

describe('the transfer maximum, said as people read amounts', () => {
  it('in English the server names the limit in the number format ($100,000.00); in another language the catalogue says the amount is above the maximum (no payment method is involved), with the limit in the data', async () => {
    const body = { kind: 'own', from: numberOf(email, 'trading', 'USD', 'mt4'), to: numberOf(email, 'trading', 'USD', 'mt5'), amount: '100000.01' };
    const english = await transfer('transfer/applyTransfer', body);
    expect([english.code, english.msg]).toEqual([491, 'A transfer is at most $100,000.00.']);
    const german = envelope<Record<string, string>>(
      await s.post(`${pay}transfer/applyTransfer`, { token: await antiReuse(s, xtoken), ...body }, xtoken, { 'x-lang': 'de' }),
    );
    expect(german.msg).toBe('Der Betrag liegt über dem Höchstbetrag.');
    expect(german.data).toMatchObject({ maximum: '100000.00', currency: 'USD' });
  });
});

describe('transfers to others and to sub-IBs', () => {
  it("to another client's account of the same entity; not to another entity's", async () => {
    const mt4 = numberOf(email, 'trading', 'USD', 'mt4');
    const before = ledgerBalance(s, '80020001').balance;
    // Transfers to others need the factors of transferToOthers, asked after the checks that need none.
    // The step-up prompt names the recipient, masked; the eligibility answer does not (it reveals nothing about the account).
    const asked = await transfer('transfer/applyTransfer', { kind: 'others', from: mt4, to: '80020001', amount: '3.00' });
    expect(asked.code).toBe(471);
    expect(String(asked.data.recipientName)).toMatch(/^[A-Z]\*+ [A-Z]\*+/);
    const eligibility = envelope<{ recipientName?: string }>(await s.get(`${pay}transfer/eligible-transfer?from=${mt4}&to=80020001&kind=others`, xtoken)).data;
    expect(eligibility.recipientName ?? null).toBeNull();
    expect(
      (
        await transfer(
          'transfer/applyTransfer',
          { kind: 'others', from: mt4, to: '80020001', amount: '3.00' },
          xtoken,
          undefined,
          await emailFactor(s, xtoken, email, 'transferToOthers'),
        )
      ).code,
    ).toBe(0);
    expect(ledgerBalance(s, '80020001').balance).toBe(before + 300);
    const elsewhere = cloneWithFunds(s, 'trader@demo.test', 'trader+fca@demo.test');
    s.db.prepare("UPDATE users SET regulator = 'fca' WHERE email = ?").run(elsewhere);
    const res = await transfer('transfer/applyTransfer', { kind: 'others', from: mt4, to: numberOf(elsewhere, 'trading', 'USD', 'mt4'), amount: '3.00' });
    expect(res).toMatchObject({ code: 499, data: { reason: 'otherEntity' } });
  });

  it("an IB transfers to a sub-IB's account; a client may not; an IB only to its own sub-IBs", async () => {
    const ib = await s.signIn('ib@demo.test');
    const subs = envelope<{ name: string; email: string; accounts: { number: string; currency: string }[] }[]>(
      await s.post(`${pay}transfer/sub-ib/info`, {}, ib),
    ).data;
    // Every sub-IB of its tree, nearest first (not its sub-users, who are its staff), with their live accounts.
    expect(subs.map((sub) => sub.name)).toEqual(['Nadia North', 'Sami South', 'Nico Northwood', 'Nora Northcott', 'Sol Southgate', 'Noel Northfield']);
    expect(subs[0]!.email).toBe('s***@demo.test');
    const target = subs[0]!.accounts.find((a) => a.currency === 'USD')!.number;
    const before = ledgerBalance(s, target).balance;
    const res = await transfer(
      'transfer/apply/sub-ib-transfer',
      { from: '80020001', to: target, amount: '20.00' },
      ib,
      undefined,
      await emailFactor(s, ib, 'ib@demo.test', 'transferToOthers'),
    );
    expect(res.data).toMatchObject({ kind: 'subIb', toAmount: '20.00' });
    expect(ledgerBalance(s, target).balance).toBe(before + 2_000);
    expect(
      (await transfer('transfer/apply/sub-ib-transfer', { from: '80020001', to: numberOf(email, 'trading', 'USD', 'mt4'), amount: '1.00' }, ib)).data,
    ).toMatchObject({ reason: 'notSubIb' });
    expect((await transfer('transfer/apply/sub-ib-transfer', { from: numberOf(email, 'trading', 'USD', 'mt4'), to: target, amount: '1.00' })).code).toBe(403);
    // Up the tree is not a sub-IB transfer: a sub-IB may not send to its parent this way.
    const sub = await s.signIn('subib.north@demo.test');
    const own = envelope<{ accounts: { number: string }[] }[]>(await s.post(`${pay}transfer/sub-ib/info`, {}, sub)).data;
    // Nadia North's tree: Nico Northwood, Nora Northcott and Nico's sub-IB Noel Northfield.
    expect(own.map((x) => x.accounts.length)).toEqual([3, 3, 3]);
    expect((await transfer('transfer/apply/sub-ib-transfer', { from: target, to: '80020001', amount: '1.00' }, sub)).data).toMatchObject({
      reason: 'notSubIb',
    });
  });
});

describe('transfer information', () => {
  it('eligibility answers without moving money', async () => {
    const [mt4, eur] = [numberOf(email, 'trading', 'USD', 'mt4'), numberOf(email, 'wallet', 'EUR')];
    expect(envelope(await s.get(`${pay}transfer/eligible-transfer?from=${mt4}&to=${eur}`, xtoken)).data).toMatchObject({
      eligible: true,
      fromCurrency: 'USD',
      toCurrency: 'EUR',
      rate: '0.925925925925',
    });
    expect(envelope(await s.get(`${pay}transfer/eligible-transfer?from=${mt4}&to=${mt4}`, xtoken)).data).toMatchObject({
      eligible: false,
      reason: 'TRANSFER_NOT_ELIGIBLE',
    });
    expect(envelope(await s.get(`${pay}transfer/eligible-transfer?from=${mt4}&to=80020001`, xtoken)).data).toMatchObject({
      eligible: false,
      reason: 'ACCOUNT_NOT_FOUND',
    });
    expect(envelope(await s.get(`${pay}transfer/eligible-transfer?from=${mt4}&to=80020001&kind=others`, xtoken)).data).toMatchObject({ eligible: true });
  });

  it('the currency list, the views, the batch template and the history', async () => {
    expect(envelope<{ code: string; displayCode: string }[]>(await s.get(`${pay}transfer/currencyList`, xtoken)).data.map((c) => c.code)).toEqual([
      'USD',
      'EUR',
      'USDT',
    ]);
    const view = envelope<{ accounts: { number: string }[]; maximum: string }>(await s.post(`${pay}transfer/toApplyTransferView`, {}, xtoken)).data;
    expect(view.maximum).toBe('100000.00');
    expect(view.accounts).toHaveLength(6); // live approved accounts (the copy-trading one too), no demo
    const template = await s.get(`${pay}transfer/download-transfer-template`, xtoken);
    expect(template.headers['content-type']).toMatch(/text\/csv/);
    expect(template.headers['content-disposition']).toMatch(/attachment; filename="transfer-template.csv"/);
    expect(template.body).toBe('fromAccount,toAccount,amount,currency\r\n80012345,80012346,100.00,USD\r\n');
    const history = envelope<{ kind: string }[]>(await s.post(`${pay}transfer/history`, {}, xtoken)).data;
    expect(history.map((h) => h.kind)).toContain('convert');
  });

  it('a blacklisted user may not transfer', async () => {
    const other = cloneWithFunds(s, 'trader@demo.test', 'trader+nohold@demo.test');
    const who = await s.signIn(other);
    const id = s.db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(other);
    s.db.prepare("INSERT INTO funds_blacklist (user_id, scope, reason, created_at) VALUES (?, 'transfer', 'under review', 0)").run(id);
    expect(envelope(await s.get(`${pay}transfer/queryBlacklist`, who)).data).toEqual({ blacklisted: true, reason: 'under review' });
    expect(
      (
        await transfer(
          'transfer/applyTransfer',
          { kind: 'own', from: numberOf(other, 'trading', 'USD', 'mt4'), to: numberOf(other, 'trading', 'USD', 'mt5'), amount: '1.00' },
          who,
        )
      ).code,
    ).toBe(492);
  });
});
