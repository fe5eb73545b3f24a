export type { Predicate, PredicateContext, NamedPolicies, FactTest, FactTests } from './types';
export { evaluate, explain, type Verdict } from './evaluate';
export { forEachCondition, forEachFactTest } from './walk';
export { asList } from './facts';
export { buildFacts, type FactsConfig, type FactsInput, type FactsUser } from './buildFacts';
export { pickOverride } from './pickOverride';
export { failingTests, type FailingTest } from './failingTests';
