import { describe, expect, it } from 'vitest';
import { evaluate, explain, type Predicate, type PredicateContext } from '../../engine/predicates';

const trader: PredicateContext = {
  brand: 'au',
  regulator: 'vfsc',
  countryId: 7043,
  countryGroups: ['asiaPacific'],
  isSubUser: true,
  permissionIds: [1, 3],
  inApp: false,
  platform: 'mt5',
  accountTags: ['pamm'],
  isDemo: false,
  kycLevel: 2,
  switches: { perpetual: true, copyTrading: false },
};

const cases: [string, Predicate, PredicateContext, boolean][] = [
  ['a scalar fact matches one value', { regulator: 'vfsc' }, trader, true],
  ['a scalar fact matches any value of a list', { regulator: ['asic', 'vfsc'] }, trader, true],
  ['a scalar fact outside the list fails', { regulator: ['cima', 'fca'] }, trader, false],
  ['a set fact matches when it shares a value', { permission: [2, 3] }, trader, true],
  ['a set fact without a shared value fails', { permission: 8 }, trader, false],
  ['a country group matches through the context groups', { countryGroup: 'asiaPacific' }, trader, true],
  ['a boolean fact matches its value', { isSubUser: true }, trader, true],
  ['a boolean fact fails on the other value', { inApp: true }, trader, false],
  ['a switch matches only when on', { switch: 'perpetual' }, trader, true],
  ['a switch that is off does not match', { switch: 'copyTrading' }, trader, false],
  ['a number range matches inclusive bounds', { kycLevel: { min: 2, max: 3 } }, trader, true],
  ['a number range fails outside', { kycLevel: { min: 3 } }, trader, false],
  ['all holds when every condition holds', { all: [{ regulator: 'vfsc' }, { isDemo: false }] }, trader, true],
  ['all fails when one condition fails', { all: [{ regulator: 'vfsc' }, { isDemo: true }] }, trader, false],
  ['any holds when one condition holds', { any: [{ regulator: 'asic' }, { platform: 'mt5' }] }, trader, true],
  ['not negates', { not: { inApp: true } }, trader, true],
  ['a missing fact makes its test false', { countryGroup: 'europe' }, {}, false],
  ['so not of a missing fact is true', { not: { isSubUser: true } }, {}, true],
];

describe('predicates: the one condition language', () => {
  it.each(cases)('%s', (_name, predicate, ctx, expected) => {
    expect(evaluate(predicate, ctx)).toBe(expected);
  });

  it('resolves named policies', () => {
    const policies = { rebateMove: { when: { not: { all: [{ isSubUser: true }, { not: { permission: 3 } }] } } as Predicate } };
    expect(evaluate({ policy: 'rebateMove' }, { isSubUser: true, permissionIds: [3] }, policies)).toBe(true);
    expect(evaluate({ policy: 'rebateMove' }, { isSubUser: true, permissionIds: [1] }, policies)).toBe(false);
    expect(evaluate({ policy: 'rebateMove' }, { isSubUser: false }, policies)).toBe(true);
    expect(() => evaluate({ policy: 'nope' }, {}, policies)).toThrow('unknown policy "nope"');
  });

  it('explains why a condition fails, naming the fact and its value', () => {
    expect(explain({ regulator: ['vfsc', 'vfsc2'] }, { regulator: 'asic' })).toEqual({ ok: false, reasons: ['regulator is asic, not one of [vfsc, vfsc2]'] });
    expect(explain({ all: [{ inApp: false }, { countryGroup: 'europe' }] }, { inApp: false, countryGroups: ['asiaPacific'] }).reasons).toEqual([
      'countryGroup has none of [europe] (has asiaPacific)',
    ]);
    expect(explain({ countryId: 1 }, {}).reasons).toEqual(['countryId is unknown']);
  });
});
