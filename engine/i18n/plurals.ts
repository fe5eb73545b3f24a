/** CLDR plural categories, as i18next suffixes keys with them (device_one, device_other). */
export const pluralCategories = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

const suffix = new RegExp(`^(.+)_(${pluralCategories.join('|')})$`);

/** "security.sessions.devices_one" -> { base: "security.sessions.devices", category: "one" }. */
export function splitPluralKey(key: string): { base: string; category: string } | undefined {
  const match = suffix.exec(key);
  return match ? { base: match[1]!, category: match[2]! } : undefined;
}

/** Plural bases of a key set: those with an _other form. */
export function pluralBases(keys: ReadonlySet<string>): Set<string> {
  const bases = new Set<string>();
  for (const key of keys) {
    const split = splitPluralKey(key);
    if (split?.category === 'other') bases.add(split.base);
  }
  return bases;
}

/** The plural categories a language needs (Intl.PluralRules: ja -> other; ar -> zero, one, two, few, many, other). */
export function pluralCategoriesOf(code: string): string[] {
  return new Intl.PluralRules(code.replace('_', '-')).resolvedOptions().pluralCategories as string[];
}
