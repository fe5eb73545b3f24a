import { explain } from './evaluate';
import type { FactTests, NamedPolicies, Predicate, PredicateContext } from './types';

export interface FailingTest {
  fact: Exclude<keyof FactTests, 'policy'>;
  /** The value the test wanted ({ min: 2 } for a kycLevel range). */
  expected: unknown;
}

/**
 * The fact tests that make a condition fail, for a reason a person can read ("verify to level 2"),
 * where explain() gives the raw text. A failing `all` names its failing parts; a failing `any` each
 * alternative's; a failing `not` the tests inside it that held. Empty when the condition holds.
 */
export function failingTests(predicate: Predicate, ctx: PredicateContext, policies: NamedPolicies = {}): FailingTest[] {
  const found = new Map<string, FailingTest>();
  const visit = (p: Predicate, wantOk: boolean): void => {
    if (explain(p, ctx, policies).ok === wantOk) return;
    if ('all' in p) return p.all.forEach((inner) => visit(inner, wantOk));
    if ('any' in p) return p.any.forEach((inner) => visit(inner, wantOk));
    if ('not' in p) return visit(p.not, !wantOk);
    const [fact, expected] = Object.entries(p)[0] as [keyof FactTests, unknown];
    if (fact === 'policy') return visit(policies[expected as string]!.when, wantOk);
    if (!found.has(fact)) found.set(fact, { fact, expected });
  };
  visit(predicate, true);
  return [...found.values()];
}
