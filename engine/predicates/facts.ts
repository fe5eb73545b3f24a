import type { FactTests, NumberRange, PredicateContext } from './types';

type Scalar = string | number | boolean;

/** How each fact name reads the context: one value, a set of values, or a range-capable number. */
interface FactReader {
  kind: 'scalar' | 'set' | 'boolean' | 'number';
  read(ctx: PredicateContext): Scalar | readonly Scalar[] | undefined;
}

const scalar = (read: FactReader['read']): FactReader => ({ kind: 'scalar', read });
const set = (read: FactReader['read']): FactReader => ({ kind: 'set', read });
const bool = (read: FactReader['read']): FactReader => ({ kind: 'boolean', read });

export const factReaders: Record<Exclude<keyof FactTests, 'policy'>, FactReader> = {
  brand: scalar((c) => c.brand),
  regulator: scalar((c) => c.regulator),
  view: scalar((c) => c.view),
  countryId: scalar((c) => c.countryId),
  countryGroup: set((c) => c.countryGroups),
  userType: scalar((c) => c.userType),
  isSubUser: bool((c) => c.isSubUser),
  permission: set((c) => c.permissionIds),
  inApp: bool((c) => c.inApp),
  loggedIn: bool((c) => c.loggedIn),
  platform: scalar((c) => c.platform),
  accountType: scalar((c) => c.accountType),
  accountTag: set((c) => c.accountTags),
  isDemo: bool((c) => c.isDemo),
  currency: scalar((c) => c.currency),
  kycLevel: { kind: 'number', read: (c) => c.kycLevel },
  switch: set((c) => (c.switches ? Object.keys(c.switches).filter((k) => c.switches?.[k]) : undefined)),
  language: scalar((c) => c.language),
};

export function isRange(value: unknown): value is NumberRange {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asList<T>(value: T | readonly T[]): readonly T[] {
  return Array.isArray(value) ? value : [value as T];
}
