import { evaluate } from './evaluate';
import type { NamedPolicies, Predicate, PredicateContext } from './types';

/**
 * The first override whose `when` holds (an override without `when` always holds), among those
 * `applies` keeps; undefined when none does, so the caller falls back to the default.
 */
export function pickOverride<T extends { when?: Predicate }>(
  overrides: readonly T[] | undefined,
  ctx: PredicateContext,
  policies?: NamedPolicies,
  applies: (override: T) => boolean = () => true,
): T | undefined {
  return overrides?.find((o) => applies(o) && (!o.when || evaluate(o.when, ctx, policies)));
}
