import { describe, expect, it } from 'vitest';
import { contactFor, enumCode, lookupEnum } from '../../engine/catalog';
import { composed, projectConfig } from '../helpers/config';

const config = composed();
const e = config.enumerations;
const codes = (name: string) => e[name]!.values.map((v) => [v.code, v.name]);

describe('brands (spec section 1)', () => {
  const tree = projectConfig().tree!;
  it('has au, pug, vjp, um, star and mo; au is the default', () => {
    expect([...tree.brands.keys()].sort()).toEqual(['au', 'mo', 'pug', 'star', 'um', 'vjp']);
    expect(tree.portal.data.defaultBrand).toBe('au');
  });
  it('um and mo carry image sets; star has none', () => {
    expect(tree.brands.get('um')!.data.imageSet?.prefix).toBe('um');
    expect(tree.brands.get('mo')!.data.imageSet?.prefix).toBe('mo');
    expect(tree.brands.get('star')!.data.imageSet).toBeUndefined();
  });
  it('every brand provides cp and ib settings', () => {
    for (const brand of tree.brands.values()) {
      expect(brand.data.cp.basePath).toBeDefined();
      expect(brand.data.ib.basePath).toBeDefined();
    }
  });
  it('any other brand value is the error "unknown brand"', () => {
    expect(() => projectConfig().compose('acme', 'asic')).toThrow('unknown brand "acme"');
  });
});

describe('regulators (spec sections 3 and 5)', () => {
  it.each([
    ['cima', false],
    ['asic', false],
    ['fca', false],
    ['vfsc', true],
    ['vfsc2', true],
  ])('%s: checkMethodMinAmount and cancelWithdraw are %s', (regulator, expected) => {
    expect(composed('au', regulator).regulator.withdrawal).toEqual({ checkMethodMinAmount: expected, cancelWithdraw: expected });
  });

  it('each has its own website, phone, e-mail and account e-mail', () => {
    const contacts = ['cima', 'asic', 'vfsc', 'vfsc2', 'fca'].map((r) => composed('au', r).regulator.contact);
    for (const field of ['website', 'phone', 'email', 'accountEmail'] as const) {
      expect(new Set(contacts.map((c) => c[field])).size).toBe(5);
    }
  });

  it('vfsc and vfsc2 have a Mongolia-specific phone', () => {
    const mongolia = 5729;
    for (const regulator of ['vfsc', 'vfsc2']) {
      const c = composed('au', regulator);
      const ctx = { countryId: mongolia, countryGroups: ['mongolia', 'asiaPacific'] };
      expect(contactFor(c.regulator, ctx).phone).toMatch(/^\+976 /);
      expect(contactFor(c.regulator, { countryId: 3512, countryGroups: ['oceania'] }).phone).toBe(c.regulator.contact.phone);
    }
    expect(contactFor(composed('au', 'asic').regulator, { countryId: mongolia, countryGroups: ['mongolia'] }).phone).toBe(
      composed('au', 'asic').regulator.contact.phone,
    );
  });

  it('a different support e-mail applies for country 3983', () => {
    const c = composed('au', 'fca').regulator;
    expect(contactFor(c, { countryId: 3983 }).email).not.toBe(c.contact.email);
    expect(contactFor(c, { countryId: 6907 }).email).toBe(c.contact.email);
  });

  it('account-type names differ per regulator and keep the spec examples', () => {
    const names = (r: string) => composed('au', r).regulator.accountTypeNames;
    expect(names('vfsc')).toMatchObject({ '1': 'Standard STP', '2': 'Raw ECN', '8': 'PRO ECN', '10': 'PAMM', '101': 'MT5 Standard STP' });
    expect(Object.values(names('asic'))).toEqual(expect.arrayContaining(['Standard', 'Raw', 'Raw Pro', 'Perpetual', 'Raw Classic', 'Raw Premium']));
    expect(Object.values(names('fca'))).toEqual(expect.arrayContaining(['Spread Betting', 'Classic STP', 'PAMM ECN']));
    expect(Object.values(names('vfsc'))).toEqual(expect.arrayContaining(['Cent', 'Copy Trading', 'MT5 TradingView', 'VIP STP']));
  });
});

describe('countries (spec section 3)', () => {
  const byName = (name: string) => config.countries.find((c) => c.name === name);
  it('has about 245 entries', () => {
    expect(config.countries.length).toBeGreaterThanOrEqual(240);
    expect(config.countries.length).toBeLessThanOrEqual(250);
  });
  it.each([
    ['China', 1],
    ['Australia', 3512],
    ['United Kingdom', 6907],
    ['United States', 5176],
    ['Hong Kong', 7033],
    ['Taiwan', 7043],
    ['Korea', 7041],
    ['South Korea', 7041],
    ['Virgin Islands', 6431],
    ['British Virgin Islands', 6431],
  ])('%s has id %i', (name, id) => {
    expect(byName(name)?.id).toBe(id);
  });
  it('every other id is unique, and every entry has a 2-letter code and a snake-case key', () => {
    const shared = new Set([7041, 6431]);
    const ids = config.countries.map((c) => c.id).filter((id) => !shared.has(id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of config.countries) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.key).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
    }
  });
  it('has the groups the spec names', () => {
    expect(Object.keys(config.countryGroups)).toEqual(
      expect.arrayContaining([
        'europe',
        'latinAmerica',
        'middleEastAfrica',
        'asiaPacific',
        'oceania',
        'africa',
        'restricted',
        'highRisk',
        'plnOpen',
        'inrOpen',
        'uscCountries',
        'referralBlocked',
      ]),
    );
  });
  it('a group may hold its ids as strings; they are read as numbers', () => {
    expect(config.countryGroups.id3Countries).toEqual(expect.arrayContaining([3512, 6907]));
  });
});

describe('status catalogues (spec sections 3 and 4)', () => {
  it('verification/document status: 0 submitted, 1 pending, 2 completed, 3 rejected, 4 reaudit, else init (-1)', () => {
    expect(codes('verificationStatus')).toEqual([
      [0, 'submitted'],
      [1, 'pending'],
      [2, 'completed'],
      [3, 'rejected'],
      [4, 'reaudit'],
    ]);
    expect(lookupEnum(e, 'verificationStatus', 17)).toMatchObject({ code: -1, name: 'init' });
  });
  it('status words map to the same states; any other word maps to init', () => {
    expect(['Completed', 'Pending', 'Re-Audit', 'Rejected', 'Submitted', 'Whatever'].map((w) => lookupEnum(e, 'verificationStatus', w)?.name)).toEqual([
      'completed',
      'pending',
      'reaudit',
      'rejected',
      'submitted',
      'init',
    ]);
  });
  it('display labels: 0 and 4 Opening; 1 pending; 2 Complete; 3 Failed; otherwise unverified', () => {
    expect([0, 4, 1, 2, 3, 9].map((c) => lookupEnum(e, 'verificationStatus', c)?.labelKey)).toEqual([
      'status.verification.opening',
      'status.verification.opening',
      'status.verification.pending',
      'status.verification.complete',
      'status.verification.failed',
      'status.verification.unverified',
    ]);
  });
  it('document type codes poa 11, pof 27, poi 12; general 1, ibt 2', () => {
    expect(codes('documentType')).toEqual([
      [11, 'poa'],
      [27, 'pof'],
      [12, 'poi'],
    ]);
    expect(codes('proofCategory')).toEqual([
      [1, 'general'],
      [2, 'ibt'],
    ]);
  });
  it('deposit statuses 1 Unpaid ... 11 Dispute', () => {
    expect(e.depositStatus!.values.map((v) => v.code)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(lookupEnum(e, 'depositStatus', 1)?.name).toBe('unpaid');
    expect(lookupEnum(e, 'depositStatus', 11)?.name).toBe('dispute');
  });
  it('account audit codes write 0, pass 1, no pass 2, pending 3, re-audit 4, again open 9', () => {
    expect(codes('accountAudit')).toEqual([
      [0, 'write'],
      [1, 'pass'],
      [2, 'noPass'],
      [3, 'pending'],
      [4, 'reaudit'],
      [9, 'againOpen'],
    ]);
  });
  it('main account audit words; otherwise empty', () => {
    expect(lookupEnum(e, 'mainAccountAudit', 'Re-Audit')?.name).toBe('reaudit');
    expect(lookupEnum(e, 'mainAccountAudit', 'Other')?.name).toBe('empty');
  });
  it('face verification INIT, PENDING, SUCCESS, REJECTED, FAIL', () => {
    expect(e.faceVerificationStatus!.values.map((v) => v.code)).toEqual(['INIT', 'PENDING', 'SUCCESS', 'REJECTED', 'FAIL']);
  });
  it('KYC module codes, module statuses and level statuses', () => {
    expect(codes('kycModule')).toEqual([
      [1, 'emailOtp'],
      [2, 'phoneOtp'],
      [3, 'personalInfo'],
      [4, 'poi'],
      [5, 'poa'],
      [6, 'questionnaire'],
      [7, 'advancedPoi'],
      [8, 'advancedPoa'],
      [9, 'proofOfFunds'],
      [99, 'result'],
    ]);
    expect(codes('kycModuleStatus')).toEqual([
      [0, 'verified'],
      [1, 'underReview'],
      [2, 'rejected'],
      [3, 'unsubmitted'],
      [4, 'pending'],
    ]);
    expect(codes('kycLevelStatus')).toEqual([
      [0, 'verified'],
      [1, 'pending'],
      [2, 'rejected'],
      [-1, 'amlRejected'],
    ]);
  });
  it('function permissions deposit 1 ... wallet withdraw 8', () => {
    expect(codes('functionPermission')).toEqual([
      [1, 'deposit'],
      [2, 'withdraw'],
      [3, 'trade'],
      [4, 'openMainAccount'],
      [5, 'openSameNameAccount'],
      [6, 'walletConvert'],
      [7, 'walletDeposit'],
      [8, 'walletWithdraw'],
    ]);
    expect(enumCode(e, 'functionPermission', 'walletWithdraw')).toBe(8);
  });
  it('IB user types 5 individual and 16 company', () => {
    expect(enumCode(e, 'userType', 'individualIb')).toBe(5);
    expect(enumCode(e, 'userType', 'companyIb')).toBe(16);
  });
  it('privacy switches: client details, lots, name, email, pnl, margin', () => {
    expect(e.privacySwitch!.values.map((v) => v.name)).toEqual(['clientDetails', 'lots', 'name', 'email', 'pnl', 'margin']);
  });
  it('limit labels daily or total; drawer modes drawer or page; account limit mode black or white', () => {
    expect(e.limitPeriod!.values.map((v) => v.code)).toEqual(['daily', 'total']);
    expect(e.drawerMode!.values.map((v) => v.code)).toEqual(['drawer', 'page']);
    expect(e.accountLimitMode!.values.map((v) => v.code)).toEqual(['black', 'white']);
  });
});

describe('error catalogue (spec section 8)', () => {
  const ec = config.errorCodes;
  it('success codes', () => {
    expect(ec.successCodes).toEqual([0, 521, 558, 716, 1204, 1306, 1307, 1308, 12000003, 12000004, 12000005, 725, 1001001001]);
  });
  it('silent codes', () => {
    expect(ec.silentCodes).toEqual([
      410, 412, 413, 537, 538, 637, 638, 639, 647, 648, 649, 650, 1201, 1213, 1500, 5860, 3037, 4000, 4001, 1001003002, 1001003008, 1001003009, 1001003220,
      12000004, 12000005,
    ]);
  });
  it('401 signs out with reason timeout; 540 checks trading accounts', () => {
    expect(ec.signOut).toEqual({ code: 401, reason: 'timeout' });
    expect(ec.accountSubmittedCheck).toBe(540);
  });
  it('>= 500 except 1001003208 and 1001003012: error toast after 50 ms; >= 400 or 303: warning', () => {
    expect(ec.toastRules).toEqual([
      { minCode: 500, except: [1001003208, 1001003012], toast: 'error', delayMs: 50 },
      { minCode: 400, toast: 'warning' },
      { codes: [303], toast: 'warning' },
    ]);
  });
  it('server text up to 50 characters, otherwise the generic message', () => {
    expect(ec.httpFailure.maxServerTextLength).toBe(50);
  });
});

describe('business constants (spec section 9)', () => {
  const c = config.constants;
  it('timings', () => {
    expect([c.toastDurationMs, c.copyConfirmationMs, c.loadingOverlay.closeDelayMs]).toEqual([3000, 2000, 500]);
    expect(c.loadingOverlay.skipRequests).toHaveLength(3);
    expect(c.loadingOverlay.skipRequests).toContain('ibaccount/getClientSwitch');
  });
  it('one-time codes: 6 digits, resend 60 s', () => {
    expect([c.otp.digits, c.otp.resendSeconds]).toEqual([6, 60]);
  });
  it('translation: 3 retries, 10000 ms; payment sort 450000 ms', () => {
    expect(c.translation).toMatchObject({ retries: 3, timeoutMs: 10000 });
    expect(c.requestTimeouts).toContainEqual({ path: 'pcs/v2/sort-info', timeoutMs: 450000 });
  });
  it('captcha: 10-minute cache buster, 3 retries, 600000 ms, popup 480 px (320 px mobile)', () => {
    expect(c.captcha).toEqual({ cacheBusterMinutes: 10, loadRetries: 3, timeoutMs: 600000, popupWidthPx: 480, popupWidthMobilePx: 320 });
  });
  it('support chat cleanup 100 ms and two Russian-locale hostnames; scroll-in 11 retries at 200 ms', () => {
    expect(c.supportChat.scriptCleanupWaitMs).toBe(100);
    expect(c.supportChat.russianLocaleHostnames).toHaveLength(2);
    expect(c.scrollIn).toEqual({ retries: 11, intervalMs: 200 });
  });
  it('shortcut 6; mobile layout at <= 767 px; production with error reporting in production and uat; 6-colour chart palette', () => {
    expect(c.defaultShortcutValue).toBe(6);
    expect(c.mobileBreakpointPx).toBe(767);
    expect(c.environment).toBe('production');
    expect(c.errorReporting.environments).toEqual(['production', 'uat']);
    expect(c.chartPalette).toHaveLength(6);
  });
  it('the sub-user rebate permission is 3', () => {
    expect(JSON.stringify(config.policies.rebateMove!.when)).toContain('"permission":3');
  });
  it('about 21 promotions with unique ids', () => {
    expect(config.promotions).toHaveLength(21);
    expect(new Set(config.promotions.map((p) => p.id)).size).toBe(21);
    expect(config.promotions.map((p) => p.name)).toEqual(expect.arrayContaining(['depositBonus', 'referAFriend', 'cashback']));
  });
});

describe('API contract (spec section 7)', () => {
  it('base paths', () => {
    expect(Object.values(config.http.basePaths)).toEqual(
      expect.arrayContaining(['/web-api/api/', '/web-api/r/api/', '/web-api/rw/api/', '/web-api/cp/api/', '/hgw/payment-api/api/', '/hgw/payment-api/cp/api/']),
    );
  });
  it('header names for source token, sessions, time zone, multi-auth values, no-cache; in-app appUserId, appToken, sign, xtoken, appSource', () => {
    expect(Object.keys(config.http.headers)).toEqual(
      expect.arrayContaining([
        'sourceToken',
        'sessionId',
        'sessionInternalId',
        'timezoneOffset',
        'emailTransactionId',
        'emailCode',
        'totpCode',
        'phoneTransactionId',
        'phoneCode',
        'noCache',
      ]),
    );
    expect(Object.keys(config.http.appHeaders)).toEqual(['appUserId', 'appToken', 'sign', 'xtoken', 'appSource']);
  });
});
