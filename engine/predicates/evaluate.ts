import { asList, factReaders, isRange } from './facts';
import type { FactTests, NamedPolicies, Predicate, PredicateContext } from './types';

export interface Verdict {
  ok: boolean;
  /** Why the verdict is what it is, innermost deciding tests first: "regulator is asic, not one of [vfsc, vfsc2]". */
  reasons: string[];
}

const noPolicies: NamedPolicies = {};

/** Evaluates a condition. Unknown policy names throw: config checks make them impossible at run time. */
export function evaluate(predicate: Predicate, ctx: PredicateContext, policies: NamedPolicies = noPolicies): boolean {
  return explain(predicate, ctx, policies).ok;
}

/** Evaluates a condition and says why, for the CLI's --explain, the studio preview and "why is this locked?". */
export function explain(predicate: Predicate, ctx: PredicateContext, policies: NamedPolicies = noPolicies, within: readonly string[] = []): Verdict {
  if ('all' in predicate) {
    const verdicts = predicate.all.map((p) => explain(p, ctx, policies, within));
    const failed = verdicts.filter((v) => !v.ok);
    return failed.length > 0 ? { ok: false, reasons: failed.flatMap((v) => v.reasons) } : { ok: true, reasons: verdicts.flatMap((v) => v.reasons) };
  }
  if ('any' in predicate) {
    const verdicts = predicate.any.map((p) => explain(p, ctx, policies, within));
    const passed = verdicts.find((v) => v.ok);
    return passed ?? { ok: false, reasons: [`none of: ${verdicts.map((v) => v.reasons.join(' and ')).join('; ')}`] };
  }
  if ('not' in predicate) {
    // Reasons describe facts, so they read the same whichever way the negation turns the verdict.
    const inner = explain(predicate.not, ctx, policies, within);
    return { ok: !inner.ok, reasons: inner.reasons };
  }
  const [name, expected] = Object.entries(predicate)[0] as [keyof FactTests, unknown];
  if (name === 'policy') {
    const policy = policies[expected as string];
    if (!policy) throw new Error(`unknown policy "${String(expected)}"`);
    // config check refuses cycles; should one slip through, say so rather than overflow the stack.
    if (within.includes(expected as string)) throw new Error(`policy cycle: ${[...within, expected].join(' -> ')}`);
    const inner = explain(policy.when, ctx, policies, [...within, expected as string]);
    return { ok: inner.ok, reasons: [`policy ${String(expected)} ${inner.ok ? 'holds' : 'fails'}: ${inner.reasons.join(' and ')}`] };
  }
  return testFact(name, expected, ctx);
}

function testFact(name: Exclude<keyof FactTests, 'policy'>, expected: unknown, ctx: PredicateContext): Verdict {
  const reader = factReaders[name];
  const actual = reader.read(ctx);
  if (actual === undefined) {
    return { ok: false, reasons: [`${name} is unknown`] };
  }
  if (reader.kind === 'boolean') {
    const ok = actual === expected;
    return { ok, reasons: [`${name} is ${String(actual)}`] };
  }
  if (reader.kind === 'number' && isRange(expected)) {
    const value = actual as number;
    const ok = (expected.min === undefined || value >= expected.min) && (expected.max === undefined || value <= expected.max);
    const bounds = [expected.min !== undefined ? `>= ${expected.min}` : '', expected.max !== undefined ? `<= ${expected.max}` : '']
      .filter(Boolean)
      .join(' and ');
    return { ok, reasons: [`${name} is ${value}${ok ? '' : `, not ${bounds}`}`] };
  }
  const wanted = asList(expected as string | number);
  const list = `[${wanted.join(', ')}]`;
  if (reader.kind === 'set') {
    const have = actual as readonly (string | number)[];
    const shared = have.filter((v) => wanted.includes(v));
    return shared.length > 0
      ? { ok: true, reasons: [`${name} includes ${shared.join(', ')}`] }
      : { ok: false, reasons: [`${name} has none of ${list}${have.length ? ` (has ${have.join(', ')})` : ''}`] };
  }
  const ok = wanted.includes(actual as string | number);
  return { ok, reasons: [ok ? `${name} is ${String(actual)}` : `${name} is ${String(actual)}, not one of ${list}`] };
}
