import { describe, expect, it } from 'vitest';
import { failingTests } from '../../engine/predicates';

describe('failingTests: the fact tests behind "why can\'t I join?"', () => {
  const ctx = { regulator: 'vfsc', countryId: 458, countryGroups: ['asiaPacific'], kycLevel: 1 };

  it('names the failing parts of an all, none when the condition holds', () => {
    expect(failingTests({ all: [{ regulator: ['vfsc', 'cima'] }, { kycLevel: { min: 3 } }] }, ctx)).toEqual([{ fact: 'kycLevel', expected: { min: 3 } }]);
    expect(failingTests({ all: [{ regulator: 'vfsc' }, { kycLevel: { min: 1 } }] }, ctx)).toEqual([]);
  });

  it('a failing any names every alternative; a failing not names the test that held', () => {
    expect(failingTests({ any: [{ regulator: 'asic' }, { countryGroup: 'europe' }] }, ctx).map((t) => t.fact)).toEqual(['regulator', 'countryGroup']);
    expect(failingTests({ not: { countryGroup: 'asiaPacific' } }, ctx)).toEqual([{ fact: 'countryGroup', expected: 'asiaPacific' }]);
  });

  it('looks through named policies', () => {
    const policies = { offered: { when: { not: { regulator: 'vfsc' } } } };
    expect(failingTests({ policy: 'offered' }, ctx, policies)).toEqual([{ fact: 'regulator', expected: 'vfsc' }]);
  });
});
