import type { Predicate } from './types';

/** Calls visit on every fact test inside a condition (config checks use it to find unknown names). */
export function forEachFactTest(
  predicate: Predicate,
  visit: (fact: string, value: unknown, path: (string | number)[]) => void,
  path: (string | number)[] = [],
): void {
  if ('all' in predicate) predicate.all.forEach((p, i) => forEachFactTest(p, visit, [...path, 'all', i]));
  else if ('any' in predicate) predicate.any.forEach((p, i) => forEachFactTest(p, visit, [...path, 'any', i]));
  else if ('not' in predicate) forEachFactTest(predicate.not, visit, [...path, 'not']);
  else {
    const [fact, value] = Object.entries(predicate)[0] as [string, unknown];
    visit(fact, value, [...path, fact]);
  }
}

/** Keys under which config holds conditions. */
const conditionKeys = new Set(['when', 'popularWhen', 'readOnlyWhen']);

/** Calls onCondition on every condition (`when:`, `popularWhen:`, `readOnlyWhen:`) anywhere inside a config file's data. */
export function forEachCondition(value: unknown, onCondition: (predicate: Predicate, path: (string | number)[]) => void, path: (string | number)[] = []): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => forEachCondition(item, onCondition, [...path, i]));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (conditionKeys.has(key) && child && typeof child === 'object') onCondition(child as Predicate, [...path, key]);
      else forEachCondition(child, onCondition, [...path, key]);
    }
  }
}
