import type { PredicateContext } from '../predicates';

/** Adds the country's groups to a context, so conditions can test { countryGroup: ... }. */
export function withCountryGroups(ctx: PredicateContext, countryGroups: Readonly<Record<string, readonly number[]>>): PredicateContext {
  if (ctx.countryId === undefined) return ctx;
  const id = ctx.countryId;
  return { ...ctx, countryGroups: Object.keys(countryGroups).filter((g) => countryGroups[g]?.includes(id)) };
}
