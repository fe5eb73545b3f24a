import type { Predicate } from '../../../../engine/predicates';

/** One fact test of the condition editor: a fact, its values, and whether it is negated. */
export interface PredicateRow {
  fact: string;
  values: (string | number | boolean)[];
  negate: boolean;
}

export interface PredicateRows {
  mode: 'all' | 'any';
  rows: PredicateRow[];
}

/** Facts that hold one value (true/false, a policy name) rather than a list. */
export const singleValueFacts = new Set(['isSubUser', 'inApp', 'loggedIn', 'isDemo', 'policy']);

const rowOf = (test: unknown, negate: boolean): PredicateRow | undefined => {
  if (typeof test !== 'object' || test === null || Array.isArray(test)) return undefined;
  const entries = Object.entries(test);
  if (entries.length !== 1) return undefined;
  const [fact, value] = entries[0]!;
  if (fact === 'all' || fact === 'any') return undefined;
  if (fact === 'not') return negate ? undefined : rowOf(value, true);
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return undefined; // a range (kycLevel { min, max }): raw editor
  return { fact, values: Array.isArray(value) ? (value as PredicateRow['values']) : [value as string | number | boolean], negate };
};

/**
 * A condition as rows the structured editor shows: one fact test, "not" of one, or all/any of
 * such tests. Anything deeper (nested all/any) answers undefined and is edited as text.
 */
export function toRows(predicate: Predicate | undefined): PredicateRows | undefined {
  if (predicate === undefined) return { mode: 'all', rows: [] };
  const group =
    'all' in predicate ? { mode: 'all' as const, list: predicate.all } : 'any' in predicate ? { mode: 'any' as const, list: predicate.any } : undefined;
  const tests = group ? group.list : [predicate];
  const rows = tests.map((t) => rowOf(t, false));
  if (rows.some((r) => r === undefined)) return undefined;
  return { mode: group?.mode ?? 'all', rows: rows as PredicateRow[] };
}

/** The condition the rows stand for; undefined when there are none (no condition). */
export function fromRows({ mode, rows }: PredicateRows): Predicate | undefined {
  const tests = rows
    .filter((r) => r.fact && r.values.length > 0)
    .map((r) => {
      const value = singleValueFacts.has(r.fact) || r.values.length === 1 ? r.values[0] : r.values;
      const test = { [r.fact]: value } as unknown as Predicate;
      return r.negate ? ({ not: test } as Predicate) : test;
    });
  if (tests.length === 0) return undefined;
  if (tests.length === 1) return tests[0];
  return (mode === 'all' ? { all: tests } : { any: tests }) as Predicate;
}
