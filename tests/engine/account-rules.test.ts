import { describe, expect, it } from 'vitest';
import { checkAccountRequest, currencyVerdicts, limitConfigFor, offeredAccountTypes, offeredPlatforms, openingKinds } from '../../engine/accounts';
import { buildFacts } from '../../engine/predicates';
import type { PortalConfig } from '../../engine/config';
import type { PredicateContext } from '../../engine/predicates';
import { composed } from '../helpers/config';

// Countries of the tests (ids from config/catalog/countries.yaml).
const country = { malaysia: 5916, poland: 6273, india: 5049, uk: 6907, australia: 3512, russia: 6477, belarus: 3944, taiwan: 7043, afghanistan: 3434 } as const;

function user(regulator: string, countryId: number, switches?: Record<string, boolean>): { config: PortalConfig; facts: PredicateContext } {
  const config = composed('au', regulator);
  return {
    config,
    facts: buildFacts(
      { regulator: { id: regulator, switches: switches ?? config.regulator.switches ?? {} }, countryGroups: config.countryGroups },
      { user: { countryId } },
    ),
  };
}

const typeByCode = (config: PortalConfig, code: number) => config.accountTypes.find((t) => t.code === code)!;
const verdict = (regulator: string, countryId: number, code: number, currency: string, isDemo = false) => {
  const { config, facts } = user(regulator, countryId);
  return currencyVerdicts(config, facts, typeByCode(config, code), isDemo).find((v) => v.currency === currency);
};
const offered = (regulator: string, countryId: number, platform: string, isDemo = false, switches?: Record<string, boolean>) => {
  const { config, facts } = user(regulator, countryId, switches);
  return offeredAccountTypes(config, facts, { platform, isDemo });
};

describe('currency rules of the specification (section 5), evaluated by the engine with the shared predicates', () => {
  it.each([
    // [rule, regulator, country, account type, currency, demo, allowed]
    ['plnOnlyInPlnOpenCountries', 'vfsc', country.poland, 1, 'PLN', false, true],
    ['plnOnlyInPlnOpenCountries', 'vfsc', country.malaysia, 1, 'PLN', false, false],
    ['inrOnlyInInrOpenCountries', 'vfsc', country.india, 1, 'INR', false, true],
    ['inrOnlyInInrOpenCountries', 'vfsc', country.malaysia, 1, 'INR', false, false],
    ['noHkdForFcaProPamm', 'fca', country.uk, 11, 'HKD', false, false],
    ['noHkdForFcaProPamm', 'fca', country.uk, 10, 'HKD', false, true],
    ['noUscForPremiumMt4InUscCountries', 'vfsc', country.malaysia, 3, 'USC', false, false],
    ['noUscForPremiumMt4InUscCountries', 'vfsc', country.malaysia, 1, 'USC', false, true],
    ['noUscForPremiumMt4InUscCountries', 'vfsc', country.malaysia, 103, 'USC', false, true],
    ['noUscForDemoNonPerpetual', 'vfsc', country.malaysia, 1, 'USC', true, false],
    ['noUscForDemoNonPerpetual', 'vfsc', country.malaysia, 12, 'USC', true, true],
    ['mt5PammLiveOnlyUsdGbpEur', 'vfsc', country.malaysia, 110, 'AUD', false, false],
    ['mt5PammLiveOnlyUsdGbpEur', 'vfsc', country.malaysia, 110, 'GBP', false, true],
    ['mt5PammLiveOnlyUsdGbpEur', 'vfsc', country.malaysia, 110, 'AUD', true, true],
    ['russiaCurrencyList', 'vfsc', country.russia, 1, 'AUD', false, false],
    ['russiaCurrencyList', 'vfsc', country.russia, 1, 'EUR', false, true],
    ['belarusCurrencyList', 'vfsc', country.belarus, 1, 'GBP', false, false],
    ['belarusCurrencyList', 'vfsc', country.belarus, 1, 'USD', false, true],
  ] as const)('%s: %s, country %i, type %i, %s (demo %s) allowed: %s', (rule, regulator, countryId, code, currency, isDemo, allowed) => {
    const v = verdict(regulator, countryId, code, currency, isDemo)!;
    expect(v.allowed).toBe(allowed);
    if (!allowed) expect(v.refusal?.ruleId).toBe(rule);
  });

  it('MT5 PAMM live is offered only in USD, GBP or EUR', () => {
    expect(
      offered('vfsc', country.malaysia, 'mt5')
        .find((t) => t.code === 110)
        ?.currencies.sort(),
    ).toEqual(['EUR', 'GBP', 'USD']);
  });

  it('Russia and Belarus have their own currency lists', () => {
    expect(
      offered('vfsc', country.russia, 'mt4')
        .find((t) => t.code === 1)
        ?.currencies.sort(),
    ).toEqual(['EUR', 'USD']);
    expect(
      offered('vfsc', country.belarus, 'mt5')
        .find((t) => t.code === 101)
        ?.currencies.sort(),
    ).toEqual(['EUR', 'USD']);
    expect(
      offered('vfsc', country.russia, 'mts')
        .find((t) => t.code === 201)
        ?.currencies.sort(),
    ).toEqual(['EUR', 'USD', 'USDT']);
  });
});

describe('account-type rules of the specification (section 5)', () => {
  it('premiumStpAsiaPacificOnly: Premium STP only for Asia-Pacific countries', () => {
    expect(offered('vfsc', country.malaysia, 'mt4').map((t) => t.key)).toContain('premiumStp');
    expect(offered('vfsc', country.uk, 'mt4').map((t) => t.key)).not.toContain('premiumStp');
    const { config, facts } = user('vfsc', country.uk);
    expect(checkAccountRequest(config, facts, { platform: 'mt4', accountType: 3, currency: 'USD', isDemo: false })).toMatchObject({
      ok: false,
      field: 'accountType',
      refusal: { ruleId: 'premiumStp.when' },
    });
  });

  it('perpetualSwitch: Perpetual types hidden when the perpetual switch is off', () => {
    expect(offered('vfsc', country.malaysia, 'mt4').map((t) => t.key)).toContain('perpetual');
    expect(offered('vfsc', country.malaysia, 'mt4', false, { perpetual: false }).map((t) => t.key)).not.toContain('perpetual');
    expect(offered('cima', country.malaysia, 'mt5').map((t) => t.key)).toContain('mt5Perpetual');
    const { config, facts } = user('vfsc', country.malaysia, { perpetual: false });
    expect(checkAccountRequest(config, facts, { platform: 'mt4', accountType: 12, currency: 'USD', isDemo: false })).toMatchObject({
      ok: false,
      refusal: { ruleId: 'perpetual.when' },
    });
  });

  it('taiwanPerpetualPopular: Taiwan lists Perpetual first, marked popular; elsewhere the catalogue order holds', () => {
    const taiwan = offered('vfsc', country.taiwan, 'mt4');
    expect(taiwan[0]).toMatchObject({ key: 'perpetual', popular: true, name: 'Perpetual' });
    expect(offered('vfsc', country.taiwan, 'mt5')[0]).toMatchObject({ key: 'mt5Perpetual', popular: true });
    const malaysia = offered('vfsc', country.malaysia, 'mt4');
    expect(malaysia[0]).toMatchObject({ key: 'standardStp', popular: false });
    expect(malaysia.find((t) => t.key === 'perpetual')?.popular).toBe(false);
  });

  it("account types by regulator, with the regulator's display names", () => {
    expect(offered('asic', country.australia, 'mt4').map((t) => t.name)).toEqual(['Standard', 'Raw', 'Raw Classic', 'Raw Pro', 'Raw Premium']);
    expect(offered('vfsc', country.malaysia, 'mt4').map((t) => t.name)).toContain('Cent');
    expect(offered('fca', country.uk, 'mt4').map((t) => t.name)).toContain('Spread Betting');
    const { config, facts } = user('cima', country.malaysia);
    expect(checkAccountRequest(config, facts, { platform: 'mt4', accountType: 13, currency: 'USC', isDemo: false })).toMatchObject({
      ok: false,
      refusal: { ruleId: 'regulatorAccountTypes' },
    });
  });

  it('platforms MT4, MT5 and MTS, as the regulator offers them', () => {
    const { config, facts } = user('vfsc', country.malaysia);
    expect(offeredPlatforms(config, facts, false)).toEqual(['mt4', 'mt5', 'mts']);
    const fca = user('fca', country.uk);
    expect(offeredPlatforms(fca.config, fca.facts, false)).toEqual(['mt4', 'mt5']);
  });

  it('live-only and demo-only types: PAMM is not opened as a demo', () => {
    expect(offered('vfsc', country.malaysia, 'mt4', true).map((t) => t.key)).not.toContain('pamm');
    const { config, facts } = user('vfsc', country.malaysia);
    expect(checkAccountRequest(config, facts, { platform: 'mt4', accountType: 10, currency: 'USD', isDemo: true })).toMatchObject({
      ok: false,
      refusal: { ruleId: 'demoNotOffered' },
    });
  });
});

describe('account-type limit config, black or white mode (tradingPlatform, accountTypeName, currencys)', () => {
  it('highRiskWhiteList (white): only the listed platform/type/currency combinations', () => {
    const { config, facts } = user('vfsc', country.afghanistan);
    expect(limitConfigFor(config, facts)).toMatchObject({ id: 'highRiskWhiteList', mode: 'white' });
    expect(offered('vfsc', country.afghanistan, 'mt4').map((t) => [t.key, t.currencies])).toEqual([['standardStp', ['USD', 'EUR']]]);
    expect(offered('vfsc', country.afghanistan, 'mts')).toEqual([]);
    expect(checkAccountRequest(config, facts, { platform: 'mt4', accountType: 2, currency: 'USD', isDemo: false })).toMatchObject({
      ok: false,
      field: 'accountType',
      refusal: { ruleId: 'highRiskWhiteList' },
    });
    expect(checkAccountRequest(config, facts, { platform: 'mt4', accountType: 1, currency: 'GBP', isDemo: false })).toMatchObject({
      ok: false,
      field: 'currency',
      refusal: { ruleId: 'highRiskWhiteList' },
    });
  });

  it('asicJpyBlackList (black): the listed combination is refused, the rest stays', () => {
    expect(verdict('asic', country.australia, 17, 'JPY')).toMatchObject({ allowed: false, refusal: { ruleId: 'asicJpyBlackList' } });
    expect(verdict('asic', country.australia, 17, 'USD')?.allowed).toBe(true);
    expect(verdict('asic', country.australia, 1, 'JPY')?.allowed).toBe(true);
  });
});

describe('the server check of an opening request', () => {
  const { config, facts } = user('vfsc', country.malaysia);
  it('accepts what is offered and names the rule that refuses the rest', () => {
    expect(checkAccountRequest(config, facts, { platform: 'mt5', accountType: 101, currency: 'USD', isDemo: false })).toEqual({ ok: true });
    expect(checkAccountRequest(config, facts, { platform: 'mt5', accountType: 101, currency: 'PLN', isDemo: false })).toMatchObject({
      ok: false,
      field: 'currency',
      refusal: { ruleId: 'plnOnlyInPlnOpenCountries' },
    });
    expect(checkAccountRequest(config, facts, { platform: 'mt5', accountType: 1, currency: 'USD', isDemo: false })).toMatchObject({
      ok: false,
      field: 'accountType',
    });
    expect(checkAccountRequest(config, facts, { platform: 'mt9', accountType: 1, currency: 'USD', isDemo: false })).toMatchObject({
      ok: false,
      field: 'platform',
    });
    expect(checkAccountRequest(config, facts, { platform: 'mt5', accountType: 101, currency: 'BTC', isDemo: false })).toMatchObject({
      ok: false,
      field: 'currency',
      refusal: { ruleId: 'notACandidate' },
    });
  });
});

describe('the account-opening drawer kinds (specification sections 2 and 6)', () => {
  const config = composed('au', 'vfsc');
  const client = buildFacts({ countryGroups: config.countryGroups }, { extra: { regulator: 'vfsc', countryId: country.malaysia, userType: 1 } });
  const ib = { ...client, userType: 5 };
  const kinds = (facts: PredicateContext, state: Parameters<typeof openingKinds>[2], held: string[]) => openingKinds(config, facts, state, new Set(held));
  const empty = { hasMainAccount: false, mainAccountRefused: false, hasWallet: false, missingVirtualCurrencies: ['USD', 'EUR'] };

  it('a client with an empty main account needs the open-main-account permission', () => {
    const main = kinds(client, empty, ['openSameNameAccount']).find((k) => k.id === 'mainLive')!;
    expect(main).toMatchObject({ offered: true, permission: 'openMainAccount', hasPermission: false });
    expect(kinds(client, empty, ['openMainAccount']).find((k) => k.id === 'mainLive')).toMatchObject({ hasPermission: true });
  });

  it('IB users need the same-name permission', () => {
    expect(kinds(ib, empty, ['openMainAccount']).find((k) => k.id === 'mainLive')).toMatchObject({ permission: 'openSameNameAccount', hasPermission: false });
    expect(kinds(client, { ...empty, hasMainAccount: true }, []).find((k) => k.id === 'sameNameLive')).toMatchObject({
      offered: true,
      permission: 'openSameNameAccount',
    });
  });

  it('main live only without a main account, same-name live only with one; demo always; wallet live, then the set-up of missing virtual accounts', () => {
    const offeredIds = (state: typeof empty) =>
      kinds(client, state, [])
        .filter((k) => k.offered)
        .map((k) => k.id);
    expect(offeredIds(empty)).toEqual(['mainLive', 'demo', 'walletLive']);
    expect(offeredIds({ ...empty, hasMainAccount: true, hasWallet: true, missingVirtualCurrencies: ['BTC'] })).toEqual([
      'sameNameLive',
      'demo',
      'virtualSetup',
    ]);
    expect(offeredIds({ ...empty, hasMainAccount: true, hasWallet: true, missingVirtualCurrencies: [] })).toEqual(['sameNameLive', 'demo']);
    expect(kinds(client, empty, []).find((k) => k.id === 'demo')).toMatchObject({ hasPermission: true });
  });

  it('a refused main account may be applied for again; same-name accounts wait for it', () => {
    const refused = kinds(client, { ...empty, hasMainAccount: true, mainAccountRefused: true }, []);
    expect(refused.filter((k) => k.offered).map((k) => k.id)).toEqual(['mainLive', 'demo', 'walletLive']);
    expect(refused.find((k) => k.id === 'sameNameLive')).toMatchObject({ offered: false, unavailableKey: 'accounts.open.unavailable.mainRefused' });
  });
});
