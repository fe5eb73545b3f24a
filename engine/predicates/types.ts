/** The one condition language of config (`when:`), written by hand to match schemas/common.schema.json. */
export type Predicate = AllPredicate | AnyPredicate | NotPredicate | FactTest;

export interface AllPredicate {
  all: Predicate[];
}
export interface AnyPredicate {
  any: Predicate[];
}
export interface NotPredicate {
  not: Predicate;
}

export type OneOrMany<T> = T | T[];
export interface NumberRange {
  min?: number;
  max?: number;
}

export interface FactTests {
  brand: OneOrMany<string>;
  regulator: OneOrMany<string>;
  view: OneOrMany<string>;
  countryId: OneOrMany<number>;
  countryGroup: OneOrMany<string>;
  userType: OneOrMany<number>;
  isSubUser: boolean;
  permission: OneOrMany<number>;
  inApp: boolean;
  loggedIn: boolean;
  platform: OneOrMany<string>;
  accountType: OneOrMany<number>;
  accountTag: OneOrMany<string>;
  isDemo: boolean;
  currency: OneOrMany<string>;
  kycLevel: OneOrMany<number> | NumberRange;
  switch: OneOrMany<string>;
  language: OneOrMany<string>;
  policy: string;
}

/** Exactly one fact name per test. */
export type FactTest = { [K in keyof FactTests]: Pick<FactTests, K> & Partial<Record<Exclude<keyof FactTests, K>, never>> }[keyof FactTests];

/** The facts a condition is evaluated against. A missing fact makes its tests false. */
export interface PredicateContext {
  brand?: string;
  regulator?: string;
  view?: string;
  countryId?: number;
  /** Filled from the country-group catalogue by contextFor(); tests use it for countryGroup. */
  countryGroups?: readonly string[];
  userType?: number;
  isSubUser?: boolean;
  permissionIds?: readonly number[];
  inApp?: boolean;
  loggedIn?: boolean;
  platform?: string;
  accountType?: number;
  accountTags?: readonly string[];
  isDemo?: boolean;
  currency?: string;
  kycLevel?: number;
  switches?: Readonly<Record<string, boolean>>;
  language?: string;
}

export interface NamedPolicies {
  readonly [name: string]: { readonly when: Predicate } | undefined;
}
