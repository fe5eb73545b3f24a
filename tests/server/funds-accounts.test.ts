import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewAccount } from '../../src/server/funds/accountReview';
import { accountList, antiReuse, cloneWithFunds, cp, ledgerBalance, setVerifiedModules } from '../helpers/funds';
import { envelope, testServer, type TestServer } from '../helpers/server';

let s: TestServer;
let trader: string;
beforeAll(async () => {
  s = await testServer();
  trader = await s.signIn('trader@demo.test');
});
afterAll(async () => s.app.close());

const open = async (xtoken: string, path: string, body: Record<string, unknown>, token?: string) =>
  envelope<Record<string, unknown>>(await s.post(`${cp}${path}`, { token: token ?? (await antiReuse(s, xtoken)), ...body }, xtoken));

describe('account lists with audit statuses', () => {
  it("trader@demo.test's accounts: live MT4 (main), MT5 and copy trading, a demo, a wallet; balances from the ledger; main-account audit word", async () => {
    const list = await accountList(s, trader);
    expect(list.mainAccountAudit).toBe('Completed');
    expect(list.accounts.map((a) => [a.number, a.kind, a.currency, a.balance, a.auditName])).toEqual([
      ['80010001', 'trading', 'USD', '4700.00', 'pass'],
      ['90010001', 'trading', 'USD', '1000.00', 'pass'],
      ['80010014', 'trading', 'USD', '5000.00', 'pass'], // the copy-trading account (copyTradingSeeder)
      ['D1000001', 'trading', 'USD', '10000.00', 'pass'],
      ['W1000001', 'wallet', 'USD', '2000.00', 'pass'],
      ['W1000002', 'wallet', 'EUR', '500.00', 'pass'],
      ['W1000003', 'wallet', 'USDT', '1000.000000', 'pass'],
    ]);
    for (const a of list.accounts) {
      const { balance, sum } = ledgerBalance(s, a.number);
      expect(balance, a.number).toBe(sum);
    }
    expect(envelope<{ status: string }>(await s.get(`${cp}account/getFirstAccountAuditStatus`, trader)).data.status).toBe('Completed');
  });

  it('a user without a main account has an empty main-account audit word', async () => {
    const client = await s.signIn('client@demo.test');
    expect(envelope<{ status: string }>(await s.get(`${cp}account/getFirstAccountAuditStatus`, client)).data.status).toBe('');
  });

  it('the main-account audit word follows the audit status as config/accounts/funds.yaml pairs them (again open reads Submitted)', async () => {
    const trader = await s.signIn('trader@demo.test');
    const word = async () => envelope<{ status: string }>(await s.get(`${cp}account/getFirstAccountAuditStatus`, trader)).data.status;
    const setMain = (status: number) =>
      s.db
        .prepare("UPDATE client_accounts SET audit_status = ? WHERE is_main = 1 AND user_id = (SELECT id FROM users WHERE email = 'trader@demo.test')")
        .run(status);
    const seen: [number, string][] = [];
    for (const status of [0, 2, 3, 4, 9, 1]) {
      setMain(status);
      seen.push([status, await word()]);
    }
    expect(seen).toEqual([
      [0, 'Submitted'],
      [2, 'Rejected'],
      [3, 'Pending'],
      [4, 'Re-Audit'],
      [9, 'Submitted'],
      [1, 'Completed'],
    ]);
  });
});

describe('the opening drawer', () => {
  it('offers the kinds that fit the user, each with the permission it needs', async () => {
    const data = envelope<{
      kinds: { id: string; offered: boolean; permission?: string; hasPermission: boolean }[];
      livePlatforms: string[];
      missingVirtualCurrencies: string[];
    }>(await s.get(`${cp}account/getOpenAccountCondition`, trader)).data;
    expect(data.kinds.filter((k) => k.offered).map((k) => k.id)).toEqual(['sameNameLive', 'demo', 'virtualSetup']);
    expect(data.kinds.find((k) => k.id === 'sameNameLive')).toMatchObject({ permission: 'openSameNameAccount', hasPermission: true });
    expect(data.livePlatforms).toEqual(['mt4', 'mt5', 'mts']);
    expect(data.missingVirtualCurrencies).toEqual(['BTC', 'ETH']);
  });

  it('IB users need the same-name permission for their first account; a client with an empty main account needs open-main-account', async () => {
    const ib = await s.signIn('ib.company@demo.test');
    const kinds = envelope<{ kinds: { id: string; permission?: string }[] }>(await s.get(`${cp}account/getOpenAccountCondition`, ib)).data.kinds;
    expect(kinds.find((k) => k.id === 'mainLive')?.permission).toBe('openSameNameAccount');
    const client = await s.signIn('client@demo.test');
    const clientKinds = envelope<{ kinds: { id: string; permission?: string; hasPermission: boolean; offered: boolean }[] }>(
      await s.get(`${cp}account/getOpenAccountCondition`, client),
    ).data.kinds;
    expect(clientKinds.find((k) => k.id === 'mainLive')).toMatchObject({ offered: true, permission: 'openMainAccount', hasPermission: false });
    const refused = await open(client, 'account/apply_master_trade_account', { platform: 'mt4', accountType: 1, currency: 'USD', leverage: 100 });
    expect(refused.code).toBe(450);
    expect(refused.data).toMatchObject({ functionModuleCode: 4, requiredLevel: 1 });
  });

  it("account types by the rules: the regulator's names, popular first, allowed currencies (getAccountType)", async () => {
    const types = envelope<{ key: string; name: string; currencies: string[] }[]>(await s.get(`${cp}account/getAccountType?platform=mt4`, trader)).data;
    expect(types.map((t) => t.name)).toEqual(['Standard STP', 'Raw ECN', 'Premium STP', 'PRO ECN', 'PAMM', 'Perpetual', 'Cent', 'Copy Trading', 'VIP STP']);
    expect(types.find((t) => t.key === 'premiumStp')!.currencies).not.toContain('USC'); // premium MT4 in a USC country
    expect(types.find((t) => t.key === 'standardStp')!.currencies).toContain('USC');
    expect(types.find((t) => t.key === 'standardStp')!.currencies).not.toContain('PLN');
    const demo = envelope<{ key: string; currencies: string[] }[]>(await s.get(`${cp}account/getAccountType?platform=mt4&isDemo=true`, trader)).data;
    expect(demo.find((t) => t.key === 'standardStp')!.currencies).not.toContain('USC');
  });

  it('trader opens an MT5 live account: it waits for audit (pending) and is reviewed with the staff review', async () => {
    const email = cloneWithFunds(s, 'trader@demo.test', 'trader+open@demo.test');
    const xtoken = await s.signIn(email);
    const opened = await open(xtoken, 'account/apply_additional_trade_account', { platform: 'mt5', accountType: 101, currency: 'USD', leverage: 200 });
    expect(opened.code).toBe(0);
    expect(opened.data).toMatchObject({
      platform: 'mt5',
      accountTypeName: 'MT5 Standard STP',
      currency: 'USD',
      balance: '0.00',
      auditStatus: 3,
      auditName: 'pending',
      isMain: false,
    });
    const number = String(opened.data.number);
    const ctx = s.app.portalContext;
    expect(reviewAccount(ctx, { email, number, decision: 'approve' })).toMatchObject({ auditName: 'pass' });
    expect((await accountList(s, xtoken)).accounts.find((a) => a.number === number)?.auditStatus).toBe(1);
    expect(() => reviewAccount(ctx, { email, number, decision: 'reject' })).toThrow(expect.objectContaining({ codeName: 'ACCOUNT_NOT_REVIEWABLE' }));
  });

  it('a refused main account is applied for again: same-name waits, the new main starts "again open" (Submitted), the refused one stays listed', async () => {
    const email = cloneWithFunds(s, 'trader@demo.test', 'trader+reapply@demo.test');
    const xtoken = await s.signIn(email);
    const ctx = s.app.portalContext;
    const refusedNumber = (await accountList(s, xtoken)).accounts.find((a) => a.isMain)!.number;
    s.db.prepare('UPDATE client_accounts SET audit_status = 3 WHERE number = ?').run(refusedNumber);
    expect(reviewAccount(ctx, { email, number: refusedNumber, decision: 'reject', reason: 'The address does not match' })).toMatchObject({
      auditName: 'noPass',
    });

    const kinds = envelope<{ kinds: { id: string; offered: boolean; unavailableKey?: string }[] }>(await s.get(`${cp}account/getOpenAccountCondition`, xtoken))
      .data.kinds;
    expect(kinds.find((k) => k.id === 'mainLive')).toMatchObject({ offered: true });
    expect(kinds.find((k) => k.id === 'sameNameLive')).toMatchObject({ offered: false, unavailableKey: 'accounts.open.unavailable.mainRefused' });
    const sameName = await open(xtoken, 'account/apply_additional_trade_account', { platform: 'mt4', accountType: 1, currency: 'USD', leverage: 100 });
    expect(sameName).toMatchObject({ code: 407, data: { kind: 'sameNameLive', reason: 'accounts.open.unavailable.mainRefused' } });

    const again = await open(xtoken, 'account/apply_master_trade_account', { platform: 'mt4', accountType: 1, currency: 'USD', leverage: 100 });
    expect(again.code).toBe(0);
    expect(again.data).toMatchObject({ isMain: true, auditStatus: 9, auditName: 'againOpen' });
    const list = await accountList(s, xtoken);
    expect(list.accounts.find((a) => a.number === refusedNumber)).toMatchObject({ isMain: false, auditStatus: 2 });
    expect(list.mainAccountAudit).toBe('Submitted');
    expect(reviewAccount(ctx, { email, number: String(again.data.number), decision: 'approve' })).toMatchObject({ auditName: 'pass' });
    expect(envelope<{ status: string }>(await s.get(`${cp}account/getFirstAccountAuditStatus`, xtoken)).data.status).toBe('Completed');
  });

  it('a demo account is created instantly with virtual money', async () => {
    const opened = await open(trader, 'account/createDemoAccount', { platform: 'mt5', accountType: 102, currency: 'EUR', leverage: 500 });
    expect(opened.code).toBe(0);
    expect(opened.data).toMatchObject({ isDemo: true, auditName: 'pass', balance: '10000.00', currency: 'EUR' });
  });

  it('the same token opens one account: a replay answers the first account, another body is refused', async () => {
    const token = await antiReuse(s, trader);
    const body = { platform: 'mt4', accountType: 2, currency: 'USD', leverage: 100 };
    const first = await open(trader, 'account/createDemoAccount', body, token);
    const again = await open(trader, 'account/createDemoAccount', body, token);
    expect(again.data.number).toBe(first.data.number);
    expect((await open(trader, 'account/createDemoAccount', { ...body, leverage: 200 }, token)).code).toBe(485);
  });
});

describe('the server refuses an account the rules forbid, naming the rule', () => {
  it.each([
    [
      'currency not allowed: PLN only in PLN-open countries',
      { platform: 'mt4', accountType: 1, currency: 'PLN', leverage: 100 },
      488,
      'plnOnlyInPlnOpenCountries',
    ],
    [
      'currency not allowed: USC excluded for premium MT4 in USC countries',
      { platform: 'mt4', accountType: 3, currency: 'USC', leverage: 100 },
      488,
      'noUscForPremiumMt4InUscCountries',
    ],
    [
      'currency not allowed: MT5 PAMM live only USD, GBP or EUR',
      { platform: 'mt5', accountType: 110, currency: 'AUD', leverage: 100 },
      488,
      'mt5PammLiveOnlyUsdGbpEur',
    ],
    [
      'account type not of the regulator (vfsc has no PRO PAMM)',
      { platform: 'mt4', accountType: 11, currency: 'USD', leverage: 100 },
      489,
      'regulatorAccountTypes',
    ],
    ['account type not on its platform', { platform: 'mt5', accountType: 1, currency: 'USD', leverage: 100 }, 489, 'unknownAccountType'],
  ])('%s', async (_name, body, code, ruleId) => {
    const res = await open(trader, 'account/apply_additional_trade_account', body);
    expect(res.code).toBe(code);
    expect(res.data).toMatchObject({ ruleId });
    const check = envelope<{ ok: boolean; ruleId: string }>(
      await s.post(`${cp}account/checkAccount`, { platform: body.platform, accountType: body.accountType, currency: body.currency }, trader),
    );
    expect(check.data).toMatchObject({ ok: false, ruleId });
  });

  it('Premium STP only for Asia-Pacific countries: refused to a UK client', async () => {
    const fca = await s.signIn('ib.fca@demo.test');
    // ib.fca has its main account (the IB programme's), so this is an additional one.
    const res = await open(fca, 'account/apply_additional_trade_account', { platform: 'mt4', accountType: 3, currency: 'USD', leverage: 100 });
    expect(res.code).toBe(489);
  });

  it("Perpetual hidden when the perpetual switch is off (the server switch, default the regulator's)", async () => {
    expect(envelope<{ enabled: boolean }>(await s.get(`${cp}account/getPerpetualSwitch`, trader)).data.enabled).toBe(true);
    const email = cloneWithFunds(s, 'trader@demo.test', 'trader+perp@demo.test');
    const xtoken = await s.signIn(email);
    const id = s.db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(email);
    s.db.prepare('INSERT INTO funds_settings (user_id, perpetual_switch) VALUES (?, 0)').run(id);
    expect(envelope<{ enabled: boolean }>(await s.get(`${cp}account/getPerpetualSwitch`, xtoken)).data.enabled).toBe(false);
    const types = envelope<{ key: string }[]>(await s.get(`${cp}account/getAccountType?platform=mt4`, xtoken)).data.map((t) => t.key);
    expect(types).not.toContain('perpetual');
    const res = await open(xtoken, 'account/apply_additional_trade_account', { platform: 'mt4', accountType: 12, currency: 'USD', leverage: 100 });
    expect(res).toMatchObject({ code: 489, data: { ruleId: 'perpetual.when' } });
  });

  it('a second main account is not offered; a bad leverage is refused', async () => {
    expect((await open(trader, 'account/apply_master_trade_account', { platform: 'mt4', accountType: 1, currency: 'USD', leverage: 100 })).code).toBe(407);
    expect((await open(trader, 'account/apply_additional_trade_account', { platform: 'mt4', accountType: 1, currency: 'USD', leverage: 333 })).code).toBe(421);
  });

  it('the account-type limit config of the user (black mode under asic)', async () => {
    const asic = await s.signIn('client@demo.test');
    const config = envelope<{ mode: string; blackConfig: unknown[]; whiteConfig: unknown[] }>(await s.get(`${cp}account/getAccountTypeLimitConfig`, asic)).data;
    expect(config).toEqual({ mode: 'black', blackConfig: [{ tradingPlatform: 'mt4', accountTypeName: 'rawPremium', currencys: ['JPY'] }], whiteConfig: [] });
    expect(envelope<{ mode: null }>(await s.get(`${cp}account/getAccountTypeLimitConfig`, trader)).data.mode).toBeNull();
  });
});

describe('the wallet: live wallet, virtual accounts, crypto', () => {
  it('sets up the missing virtual accounts (BTC, ETH); crypto currencies show under the Crypto Wallet label', async () => {
    const email = cloneWithFunds(s, 'trader@demo.test', 'trader+wallet@demo.test');
    const xtoken = await s.signIn(email);
    const added = envelope<{ currency: string; kind: string }[]>(
      await s.post(`${cp}account/setup_virtual_accounts`, { token: await antiReuse(s, xtoken) }, xtoken),
    );
    expect(added.data.map((a) => [a.kind, a.currency])).toEqual([
      ['wallet', 'BTC'],
      ['wallet', 'ETH'],
    ]);
    expect(envelope<{ missing: string[] }>(await s.get(`${cp}home/query_virtual_account`, xtoken)).data.missing).toEqual([]);
    const crypto = envelope<{ labelKey: string; currencies: { code: string; displayCode: string }[] }>(
      await s.get(`${cp}account/getSupportCryptoCurrenies`, xtoken),
    ).data;
    expect(crypto.labelKey).toBe('wallet.cryptoWallet');
    expect(crypto.currencies.map((c) => c.code)).toEqual(['USDT', 'BTC', 'ETH']);
  });

  it('opens a wallet for a user without one, only in a wallet currency', async () => {
    const ib = await s.signIn('ib.vfsc2@demo.test');
    expect((await open(ib, 'account/apply_wallet_account', { currency: 'JPY' })).code).toBe(488);
    const opened = await open(ib, 'account/apply_wallet_account', { currency: 'USD' });
    expect(opened.data).toMatchObject({ kind: 'wallet', currency: 'USD', auditName: 'pass' });
    expect((await open(ib, 'account/apply_wallet_account', { currency: 'EUR' })).code).toBe(407);
  });

  it('opening needs the verification the kind asks for', async () => {
    const email = cloneWithFunds(s, 'trader@demo.test', 'trader+level1@demo.test');
    setVerifiedModules(s, email, [1, 2]); // level 1 (which grants same-name accounts) still needs personal information
    const xtoken = await s.signIn(email);
    const res = await open(xtoken, 'account/apply_additional_trade_account', { platform: 'mt4', accountType: 1, currency: 'USD', leverage: 100 });
    expect(res).toMatchObject({ code: 450, data: { functionModuleCode: 5, requiredLevel: 1, missingModules: [3] } });
  });
});
