import { asList, forEachCondition, forEachFactTest, type Predicate } from '../../predicates';
import type { ProblemCode } from '../problem';
import { allFiles, quoteList, type CheckContext, type ConfigCheck } from './checkContext';
import { knownNames, type KnownNames } from './knownNames';

type NameCheck = { code: ProblemCode; known: (names: KnownNames) => Set<string | number>; what: string };

const nameChecks: Partial<Record<string, NameCheck>> = {
  brand: { code: 'CONFIG_UNKNOWN_BRAND', known: (n) => n.brands, what: 'brand' },
  regulator: { code: 'CONFIG_UNKNOWN_REGULATOR', known: (n) => n.regulators, what: 'regulator' },
  view: { code: 'CONFIG_NOT_ALLOWED', known: (n) => n.views, what: 'view' },
  countryId: { code: 'CONFIG_UNKNOWN_COUNTRY', known: (n) => n.countryIds, what: 'country id' },
  countryGroup: { code: 'CONFIG_UNKNOWN_COUNTRY_GROUP', known: (n) => n.countryGroups, what: 'country group' },
  policy: { code: 'CONFIG_UNKNOWN_POLICY', known: (n) => n.policies, what: 'policy' },
  platform: { code: 'CONFIG_UNKNOWN_PLATFORM', known: (n) => n.platforms, what: 'platform' },
  accountType: { code: 'CONFIG_UNKNOWN_ACCOUNT_TYPE', known: (n) => n.accountTypeCodes, what: 'account type' },
  accountTag: { code: 'CONFIG_UNKNOWN_TAG', known: (n) => n.accountTags, what: 'account-type tag' },
  currency: { code: 'CONFIG_UNKNOWN_CURRENCY', known: (n) => n.currencies, what: 'currency' },
  switch: { code: 'CONFIG_UNKNOWN_SWITCH', known: (n) => n.switches, what: 'switch' },
  language: { code: 'CONFIG_UNKNOWN_LANGUAGE', known: (n) => n.languages, what: 'language' },
};

/** Every name a condition mentions must exist: a typo would otherwise make a rule silently false. */
export const checkPredicates: ConfigCheck = (ctx) => {
  const names = knownNames(ctx.tree);
  for (const loaded of allFiles(ctx.tree)) {
    forEachCondition(loaded.data, (predicate, path) => checkOne(ctx, names, loaded, predicate, path));
  }
  checkPolicyCycles(ctx);
};

/** A policy that refers to itself, directly or through others, has no value (evaluating it never ends). */
function checkPolicyCycles(ctx: CheckContext): void {
  const loaded = ctx.tree.policies;
  const policies = (loaded.data as { policies?: Record<string, { when?: Predicate }> }).policies ?? {};
  const uses = new Map<string, { name: string; path: (string | number)[] }[]>();
  for (const [name, policy] of Object.entries(policies)) {
    const refs: { name: string; path: (string | number)[] }[] = [];
    if (policy?.when && typeof policy.when === 'object')
      forEachFactTest(policy.when, (fact, value, path) => fact === 'policy' && typeof value === 'string' && refs.push({ name: value, path }));
    uses.set(name, refs);
  }
  const reported = new Set<string>();
  const walk = (name: string, trail: string[]): void => {
    for (const ref of uses.get(name) ?? []) {
      const start = trail.indexOf(ref.name);
      if (start >= 0) {
        const cycle = [...trail.slice(start), ref.name];
        if (!reported.has(name))
          ctx.report(loaded, ['policies', name, 'when', ...ref.path], 'CONFIG_POLICY_CYCLE', `policy "${name}" depends on itself: ${cycle.join(' -> ')}`);
        reported.add(name);
      } else if (uses.has(ref.name)) {
        walk(ref.name, [...trail, ref.name]);
      }
    }
  };
  for (const name of uses.keys()) walk(name, [name]);
}

function checkOne(ctx: CheckContext, names: KnownNames, loaded: Parameters<CheckContext['report']>[0], predicate: Predicate, base: (string | number)[]): void {
  forEachFactTest(predicate, (fact, value, path) => {
    const check = nameChecks[fact];
    if (!check) return;
    const known = check.known(names);
    const values = typeof value === 'object' && value !== null && !Array.isArray(value) ? [] : asList(value as string | number);
    values.forEach((v, i) => {
      if (known.has(v)) return;
      const at = Array.isArray(value) ? [...base, ...path, i] : [...base, ...path];
      ctx.report(loaded, at, check.code, `unknown ${check.what} ${JSON.stringify(v)} (known: ${quoteList(known)})`);
    });
  });
}
