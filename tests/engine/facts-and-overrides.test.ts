import { describe, expect, it } from 'vitest';
import { buildFacts, pickOverride, type FactsConfig, type FactsInput, type Predicate, type PredicateContext } from '../../engine/predicates';

const config: FactsConfig = {
  brand: { id: 'au' },
  regulator: { id: 'vfsc', switches: { perpetual: false, copyTrading: true } },
  countryGroups: { asiaPacific: [5916, 7043], referralBlocked: [5185], restricted: [7043] },
};

describe('buildFacts: the one predicate context of browser, server and CLI', () => {
  const cases: [string, FactsConfig, FactsInput, PredicateContext][] = [
    [
      'a visitor: brand, regulator and switches from config, nothing about a user',
      config,
      { view: 'cp', loggedIn: false, inApp: false },
      { brand: 'au', regulator: 'vfsc', view: 'cp', loggedIn: false, inApp: false, switches: { perpetual: false, copyTrading: true } },
    ],
    [
      "a signed-in user's own facts and the groups of their country",
      config,
      { loggedIn: true, user: { countryId: 7043, userType: 5, isSubUser: false, permissionIds: [1, 2], language: 'en_US' } },
      {
        brand: 'au',
        regulator: 'vfsc',
        loggedIn: true,
        countryId: 7043,
        countryGroups: ['asiaPacific', 'restricted'],
        userType: 5,
        isSubUser: false,
        permissionIds: [1, 2],
        language: 'en_US',
        switches: { perpetual: false, copyTrading: true },
      },
    ],
    [
      'a country in no group gives an empty group list',
      { countryGroups: config.countryGroups },
      { user: { countryId: 3512 } },
      { countryId: 3512, countryGroups: [] },
    ],
    ['a null country (not chosen yet) gives no country facts', { countryGroups: config.countryGroups }, { user: { countryId: null } }, {}],
    ['the page language wins over the stored one', { countryGroups: {} }, { language: 'de_DE', user: { language: 'en_US' } }, { language: 'de_DE' }],
    [
      "a user's switch is laid over the regulator's default",
      config,
      { switches: { perpetual: true } },
      { brand: 'au', regulator: 'vfsc', switches: { perpetual: true, copyTrading: true } },
    ],
    [
      'extra facts replace built ones and the groups follow the replaced country',
      config,
      { user: { countryId: 3512 }, extra: { kycLevel: 2, countryId: 5185 } },
      { brand: 'au', regulator: 'vfsc', countryId: 5185, countryGroups: ['referralBlocked'], kycLevel: 2, switches: { perpetual: false, copyTrading: true } },
    ],
  ];
  it.each(cases)('%s', (_name, from, input, expected) => {
    expect(buildFacts(from, input)).toEqual(expected);
  });
});

describe('pickOverride: the first override whose `when` holds', () => {
  interface Override {
    when?: Predicate;
    channel?: string;
  }
  const overrides: Override[] = [
    { when: { countryGroup: 'restricted' }, channel: 'none' },
    { when: { regulator: 'vfsc' } },
    { when: { regulator: 'vfsc' }, channel: 'whatsapp' },
    { when: { policy: 'isIb' }, channel: 'telegram' },
  ];
  const policies = { isIb: { when: { userType: [5, 16] } } };
  const cases: [string, PredicateContext, ((o: Override) => boolean) | undefined, string | undefined][] = [
    ['the first that holds wins over later ones', { regulator: 'asic', countryGroups: ['restricted'] }, undefined, 'none'],
    ['an override without the wanted field is skipped when the caller asks', { regulator: 'vfsc' }, (o) => o.channel !== undefined, 'whatsapp'],
    ['a named policy decides like an inline condition', { regulator: 'asic', userType: 16 }, undefined, 'telegram'],
    ['none holds: undefined, so the caller keeps its default', { regulator: 'asic' }, undefined, undefined],
  ];
  it.each(cases)('%s', (_name, ctx, applies, channel) => {
    const picked = pickOverride(overrides, ctx, policies, applies);
    expect(picked?.channel).toBe(channel);
  });
  it('an override without `when` always holds, and no overrides gives undefined', () => {
    expect(pickOverride<Override>([{ channel: 'sms' }], {})?.channel).toBe('sms');
    expect(pickOverride(undefined, {})).toBeUndefined();
  });
});
