import type { SecurityFile } from '../config/schemaTypes';
import { pickOverride, type NamedPolicies, type PredicateContext } from '../predicates';

export type Factor = 'email' | 'sms' | 'totp';

/** Which factors the user has set up: an e-mail always, a phone when bound, TOTP when enabled. */
export interface UserFactors {
  email: boolean;
  sms: boolean;
  totp: boolean;
}

/**
 * The factors an action needs from this user (config/security.yaml stepUp): the first matching
 * variant or the default list, minus "only if set up" factors the user has not set up. Throws for an
 * action config does not know, so a typo in code cannot silently skip the check.
 */
export function requiredFactors(stepUp: SecurityFile['stepUp'], action: string, ctx: PredicateContext, has: UserFactors, policies?: NamedPolicies): Factor[] {
  const rule = stepUp[action];
  if (!rule) throw new Error(`step-up action "${action}" is not configured (config/security.yaml)`);
  const factors = pickOverride(rule.variants, ctx, policies)?.factors ?? rule.factors;
  return [...new Set(factors.filter((f) => !f.onlyIfEnabled || has[f.factor]).map((f) => f.factor))];
}
