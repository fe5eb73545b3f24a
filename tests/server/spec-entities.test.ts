import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composed } from '../helpers/config';
import { cp } from '../helpers/funds';
import { personalInfo } from '../helpers/kyc';
import { envelope, testServer, type TestServer } from '../helpers/server';

const web = '/web-api/api/';
let s: TestServer;
let trader: string;
let client: string;
beforeAll(async () => {
  s = await testServer();
  trader = await s.signIn('trader@demo.test');
  client = await s.signIn('client@demo.test');
});
afterAll(async () => s.app.close());

const userId = (email: string) => s.db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as number;
const mainAccount = (email: string) =>
  s.db.prepare('SELECT audit_status, account_type FROM client_accounts WHERE user_id = ? AND is_main = 1 AND is_demo = 0').get(userId(email)) as
    { audit_status: number; account_type: number } | undefined;
const moduleStatus = (email: string, module: number) =>
  (s.db.prepare('SELECT status FROM kyc_modules WHERE user_id = ? AND module_code = ?').pluck().get(userId(email), module) as number | undefined) ?? 3;
const configOf = (email: string) => {
  const u = s.db.prepare('SELECT brand, regulator FROM users WHERE email = ?').get(email) as { brand: string; regulator: string };
  return composed(u.brand, u.regulator);
};
const profile = async (xtoken: string) => envelope<Record<string, unknown>>(await s.get(`${cp}profile/info`, xtoken)).data;

describe('user profile (spec section 3)', () => {
  it("user profile: accountAuditStatus is the first live account's audit status (null without one)", async () => {
    expect((await profile(trader)).accountAuditStatus).toBe(mainAccount('trader@demo.test')!.audit_status);
    expect(mainAccount('client@demo.test')).toBeUndefined();
    expect((await profile(client)).accountAuditStatus).toBeNull();
  });

  it('user profile: openAccountActionEnabled is what the opening drawer offers now (home/query-open-account-status canOpen)', async () => {
    for (const xtoken of [trader, client]) {
      const status = envelope<{ canOpen: boolean }>(await s.get(`${cp}home/query-open-account-status`, xtoken)).data;
      expect((await profile(xtoken)).openAccountActionEnabled).toBe(status.canOpen);
    }
  });

  it('user profile: pendingQuestionnaireCompletion is a live account with the questionnaire module (6) not verified', async () => {
    const expected = mainAccount('trader@demo.test') !== undefined && moduleStatus('trader@demo.test', 6) !== 0;
    expect((await profile(trader)).pendingQuestionnaireCompletion).toBe(expected);
    expect((await profile(client)).pendingQuestionnaireCompletion).toBe(false);
  });

  it('user profile: the demo flag is true only for a user holding demo accounts and no live one', async () => {
    expect((await profile(trader)).demo).toBe(false);
    expect((await profile(client)).demo).toBe(false);
  });

  it('user profile: accessToken is never in the profile (profile/info, getUserInfo), only in the auth data of a sign-in', async () => {
    const login = envelope<{ xtoken: string; accessToken: string }>(await s.post(`${web}login`, { email: 'ib@demo.test', password: 'Demo#2026' }));
    expect(login.data.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await profile(login.data.xtoken)).not.toHaveProperty('accessToken');
    const info = envelope<{ profile: Record<string, unknown> }>(await s.post('/hgw/user-api/outer/login/getUserInfo', {}, login.data.xtoken)).data;
    expect(info.profile).not.toHaveProperty('accessToken');
  });
});

describe('KYC user info (spec section 3)', () => {
  it('KYC user info: verificationV2/getData step 3 adds userId, userType, the e-mail and phone (plain, masked, module status), country, main account type, ipChangeWarn', async () => {
    const data = envelope<Record<string, unknown>>(await s.get(`${web}verificationV2/getData?step=3`, trader)).data;
    const user = s.db.prepare('SELECT id, user_type, email FROM users WHERE email = ?').get('trader@demo.test') as {
      id: number;
      user_type: number;
      email: string;
    };
    expect(data.userId).toBe(user.id);
    expect(data.userType).toBe(user.user_type);
    expect(data.emailPlainText).toBe(user.email);
    expect(data.emailAddress).toMatch(/^t\*\*\*@demo\.test$/);
    expect(data.emailStatus).toBe(moduleStatus('trader@demo.test', 1));
    expect(data.phoneStatus).toBe(moduleStatus('trader@demo.test', 2));
    expect(data.phonePlainText).toBe(data.phone);
    expect(data.accountType).toBe(mainAccount('trader@demo.test')!.account_type);
    expect(typeof data.countryCode).toBe('string');
    expect(typeof data.country).toBe('string');
    expect(typeof data.ipChangeWarn).toBe('boolean');
  });

  it('KYC user info: ipChangeWarn is true when the two latest sign-ins came from different addresses', async () => {
    const id = userId('client@demo.test');
    s.db.prepare('DELETE FROM sign_in_history WHERE user_id = ?').run(id);
    s.db.prepare('INSERT INTO sign_in_history (user_id, at, ip) VALUES (?, 1, ?), (?, 2, ?)').run(id, '192.0.2.1', id, '192.0.2.2');
    expect(envelope<Record<string, unknown>>(await s.get(`${web}verificationV2/getData?step=3`, client)).data.ipChangeWarn).toBe(true);
    s.db.prepare('UPDATE sign_in_history SET ip = ? WHERE user_id = ?').run('192.0.2.1', id);
    expect(envelope<Record<string, unknown>>(await s.get(`${web}verificationV2/getData?step=3`, client)).data.ipChangeWarn).toBe(false);
  });
});

describe('common profile (spec section 3)', () => {
  it('common profile: profile/info/proof carries language, regulator and verifyMethod (the personal-information provider of config) with id3Pass and the proof statuses', async () => {
    const data = envelope<Record<string, unknown>>(await s.post(`${cp}profile/info/proof`, {}, trader)).data;
    const user = s.db.prepare('SELECT language, regulator FROM users WHERE email = ?').get('trader@demo.test') as { language: string; regulator: string };
    const provider = configOf('trader@demo.test').kycModules.modules.find((m) => m.verifiedBy === 'provider') as { provider?: string } | undefined;
    expect(data).toMatchObject({ language: user.language, regulator: user.regulator, verifyMethod: provider?.provider });
    expect(Object.keys(data.identityProofStatus as object).sort()).toEqual([
      'pendingAddressProofApproval',
      'pendingIDProofApproval',
      'requireAddressProof',
      'requireIDProof',
    ]);
    expect(typeof data.id3Pass).toBe('boolean');
  });

  it("common profile: registerStep is the furthest step reached (1 created, 2 e-mail confirmed, 3 personal information, 4 live account); onboardingTestNum, onboardingTestInterval and limitQuestion are the regulator's onboardingTest", async () => {
    const trader_ = envelope<Record<string, unknown>>(await s.post(`${cp}profile/info/proof`, {}, trader)).data;
    const { attempts, intervalHours, limitQuestion } = configOf('trader@demo.test').regulator.onboardingTest;
    expect(trader_).toMatchObject({ registerStep: 4, onboardingTestNum: attempts, onboardingTestInterval: intervalHours, limitQuestion });
    expect(moduleStatus('client@demo.test', 3)).toBe(3);
    expect(envelope<Record<string, unknown>>(await s.post(`${cp}profile/info/proof`, {}, client)).data.registerStep).toBe(2);
    const limits = new Set(['asic', 'fca', 'vfsc'].map((r) => composed('au', r).regulator.onboardingTest.limitQuestion));
    expect(limits).toEqual(new Set([true, false]));
  });
});

describe('account type and currency options (spec section 3)', () => {
  it('account type option: value is the code; currency options list each currency; OpenCountryUSC is the group of the country-limited currency (config accountOptions.openCountry) when it is offered', async () => {
    const { openCountry } = configOf('trader@demo.test').funds.accountOptions;
    const usc = configOf('trader@demo.test').countryGroups[openCountry.countryGroup];
    let sawUsc = false;
    for (const platform of ['mt4', 'mt5']) {
      const types = envelope<Record<string, unknown>[]>(await s.get(`${cp}account/getAccountType?platform=${platform}`, trader)).data;
      expect(types.length).toBeGreaterThan(0);
      for (const t of types) {
        const currencies = t.currencies as string[];
        expect(t.value).toBe(t.code);
        expect((t.currencyOptions as { currency: string }[]).map((c) => c.currency)).toEqual(currencies);
        expect(t.OpenCountryUSC).toEqual(currencies.includes(openCountry.currency) ? usc : []);
        if (currencies.includes(openCountry.currency)) {
          sawUsc = true;
          expect(
            (t.currencyOptions as { currency: string; OpenCountryUSC?: number[] }[]).find((c) => c.currency === openCountry.currency)!.OpenCountryUSC,
          ).toEqual(usc);
        }
      }
    }
    expect(sawUsc).toBe(true);
  });
});

describe('account type and currency options: sales groups, monetary policy, excluded countries (spec section 3)', () => {
  const types = async (platform: string) => envelope<Record<string, unknown>[]>(await s.get(`${cp}account/getAccountType?platform=${platform}`, trader)).data;

  it('currency option: defaultHidden, salesGroupConfigs and monetaryPolicy per platform come from config accountOptions.currencies (standard when not named)', async () => {
    const options = configOf('trader@demo.test').funds.accountOptions;
    const platforms = configOf('trader@demo.test').platforms.map((p) => p.id);
    for (const t of await types('mt4')) {
      for (const option of t.currencyOptions as {
        currency: string;
        defaultHidden: boolean;
        salesGroupConfigs: unknown[];
        monetaryPolicy: Record<string, string>;
      }[]) {
        const configured = options.currencies.find((c) => c.currency === option.currency);
        expect(option.defaultHidden).toBe(configured?.defaultHidden ?? false);
        expect(option.salesGroupConfigs).toEqual(configured?.salesGroupConfigs ?? []);
        expect(Object.keys(option.monetaryPolicy)).toEqual(platforms);
        for (const platform of platforms) expect(option.monetaryPolicy[platform]).toBe(configured?.monetaryPolicy?.[platform] ?? 'standard');
      }
    }
    const cent = (await types('mt4')).flatMap((t) => t.currencyOptions as { currency: string; monetaryPolicy: Record<string, string> }[]);
    expect(cent.find((o) => o.currency === options.openCountry.currency)?.monetaryPolicy.mt4).toBe('cent');
  });

  it('account type option: allowSalesGroup is the configured list, every sales group otherwise', async () => {
    const options = configOf('trader@demo.test').funds.accountOptions;
    for (const t of [...(await types('mt4')), ...(await types('mt5'))]) {
      expect(t.allowSalesGroup, String(t.key)).toEqual(options.accountTypes.find((o) => o.key === t.key)?.allowSalesGroup ?? options.salesGroups);
    }
  });

  it("account type option: excludeCountry lists the countries where the type's condition fails (Premium STP: outside Asia-Pacific, and high-risk countries off its white list), never the user's own", async () => {
    const config = configOf('trader@demo.test');
    const traderCountry = s.db.prepare("SELECT country_id FROM users WHERE email = 'trader@demo.test'").pluck().get() as number;
    const mt4 = await types('mt4');
    for (const t of mt4) expect(t.excludeCountry as number[], String(t.key)).not.toContain(traderCountry);
    // The trader lives in Malaysia (Asia-Pacific): Premium STP is offered.
    const premium = mt4.find((t) => t.key === 'premiumStp')!;
    // Inside Asia-Pacific only the high-risk countries are excluded (their white list has no Premium STP).
    const asiaPacific = new Set(config.countryGroups.asiaPacific);
    const highRisk = new Set(config.countryGroups.highRisk);
    const excluded = new Set(premium.excludeCountry as number[]);
    expect([...excluded].filter((id) => asiaPacific.has(id) && !highRisk.has(id))).toEqual([]);
    expect(excluded.has(6907)).toBe(true); // United Kingdom
    expect(mt4.find((t) => t.key === 'standardStp')?.excludeCountry).not.toContain(6907);
  });
});

describe('KYC user info: cardNumber (spec section 3)', () => {
  it('cardNumber is the identity card number the personal information gave (seeded for verified identities; absent when none, so the prefilled form stays valid); submitting the form keeps it, and registerStep moves to 3', async () => {
    const stored = s.db.prepare("SELECT id_card_number FROM users WHERE email = 'trader@demo.test'").pluck().get() as string;
    expect(stored).toMatch(/^ID\d{8}$/);
    expect(envelope<Record<string, unknown>>(await s.get(`${web}verificationV2/getData?step=3`, trader)).data.cardNumber).toBe(stored);
    expect(envelope<Record<string, unknown>>(await s.get(`${web}verificationV2/getData?step=3`, client)).data).not.toHaveProperty('cardNumber');
    expect(envelope(await s.post(`${cp}identityProof/verificationV2`, { ...personalInfo, cardNumber: 'X 1234567' }, client)).code).toBe(0);
    expect(envelope<Record<string, unknown>>(await s.get(`${web}verificationV2/getData?step=3`, client)).data.cardNumber).toBe('X 1234567');
    expect(envelope<Record<string, unknown>>(await s.post(`${cp}profile/info/proof`, {}, client)).data.registerStep).toBe(3);
    expect(envelope(await s.post(`${cp}identityProof/verificationV2`, { ...personalInfo, cardNumber: '<b>' }, client)).code).not.toBe(0);
  });
});
