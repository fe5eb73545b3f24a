import type { ConfigTree } from '../configTree';

/** The sets of names config may refer to, computed once per check run. */
export interface KnownNames {
  brands: Set<string>;
  regulators: Set<string>;
  countryIds: Set<number>;
  countryGroups: Set<string>;
  policies: Set<string>;
  platforms: Set<string>;
  accountTypeCodes: Set<number>;
  accountTypeKeys: Map<string, string>;
  accountTags: Set<string>;
  currencies: Set<string>;
  switches: Set<string>;
  languages: Set<string>;
  kycLevels: Set<number>;
  views: Set<string>;
}

export function knownNames(tree: ConfigTree): KnownNames {
  const types = tree.accountTypes.data.accountTypes;
  const invalidIds = (kind: string) => [...tree.invalid].filter((k) => k.startsWith(kind + '/')).map((k) => k.slice(kind.length + 1));
  return {
    brands: new Set([...tree.brands.keys(), ...invalidIds('brands')]),
    regulators: new Set([...tree.regulators.keys(), ...invalidIds('regulators')]),
    countryIds: new Set(tree.countries.data.countries.map((c) => c.id)),
    countryGroups: new Set(Object.keys(tree.countryGroups.data.groups)),
    policies: new Set(Object.keys(tree.policies.data.policies)),
    platforms: new Set(tree.accountTypes.data.platforms.map((p) => p.id)),
    accountTypeCodes: new Set(types.map((t) => t.code)),
    accountTypeKeys: new Map(types.map((t) => [t.key, t.platform])),
    accountTags: new Set(types.flatMap((t) => t.tags)),
    currencies: new Set(tree.currencies.data.currencies.map((c) => c.code)),
    // Regulator switches, and the user's own (enumeration userSwitch: the server sends them in the profile).
    switches: new Set([
      ...[...tree.regulators.values()].flatMap((r) => Object.keys(r.data.switches ?? {})),
      ...(tree.enumerations.data.enumerations.userSwitch?.values ?? []).map((v) => v.name),
    ]),
    languages: new Set(tree.languages.data.languages.map((l) => l.code)),
    kycLevels: new Set(tree.kycLevels.data.levels.map((l) => l.level)),
    views: new Set(['cp', 'ib']),
  };
}
