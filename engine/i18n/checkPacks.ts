// From the modules, not the config barrel: the portal imports engine/i18n, and the barrel brings the
// config loader (its schema validator and YAML parser) into the browser's first load.
import { flatKeys } from '../config/checks/checkTranslations';
import type { Loaded } from '../config/configTree';
import type { ConfigProblem, ProblemCode } from '../config/problem';
import type { LocaleNode } from '../config/schemaTypes';
import { pointerOf } from '../config/pointer';
import { pluralBases, pluralCategoriesOf, splitPluralKey } from './plurals';

export interface PackCheckInput {
  fallback: string;
  /** Every language of the catalogue. */
  languages: readonly string[];
  /** The packs there are, by language code (config/locales/<code>.json). */
  packs: ReadonlyMap<string, Loaded<LocaleNode>>;
  /** What may stay as in the fallback, for all or one language: keys, prefixes ending in "*" ("country.*") or texts ("Status"). */
  sameAsFallback: { all: readonly string[]; byLanguage?: Readonly<Record<string, readonly string[]>> };
  /** Literal keys the code uses, with where. */
  codeKeys: readonly { file: string; line: number; key: string }[];
}

const placeholderPattern = /\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}|\$t\(([^)]+)\)/g;

/** The placeholders of a text ({{name}}, {{amount, number}} -> name, amount; $t(key) nesting), sorted. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(placeholderPattern)].map((m) => m[1] ?? `$t(${m[2]})`).sort();
}

function leafValue(node: LocaleNode, key: string): string | undefined {
  let current: LocaleNode | string | undefined = node;
  for (const part of key.split('.')) current = typeof current === 'object' ? current[part] : undefined;
  return typeof current === 'string' ? current : undefined;
}

const allowedSame = (entries: readonly string[], key: string, text: string) =>
  entries.some((e) => e === key || e === text || (e.endsWith('*') && key.startsWith(e.slice(0, -1))));

/**
 * The language packs against the fallback (en_US): every key present, nothing extra, placeholders
 * identical, the plural categories of each language complete (Intl.PluralRules), no text left in
 * English unless allowed, every key the code names present. Problems in config check's shape.
 */
export function checkPacks(input: PackCheckInput): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const fallback = input.packs.get(input.fallback);
  if (!fallback)
    return [
      {
        file: `config/locales/${input.fallback}.json`,
        line: 1,
        column: 1,
        pointer: '',
        code: 'CONFIG_MISSING_FILE',
        message: `the fallback pack ${input.fallback} is missing`,
      },
    ];
  const reportAt = (loaded: Loaded<LocaleNode>, key: string, code: ProblemCode, message: string) => {
    const pointer = pointerOf(key.split('.'));
    const { line, column } = loaded.file.locate(pointer);
    problems.push({ file: loaded.file.path, line, column, pointer, code, message: `${key}: ${message}` });
  };
  const englishKeys = flatKeys(fallback.data);
  const bases = pluralBases(englishKeys);
  const englishOf = (key: string) => {
    const split = splitPluralKey(key);
    return leafValue(fallback.data, key) ?? (split && bases.has(split.base) ? leafValue(fallback.data, `${split.base}_other`) : undefined);
  };

  for (const code of input.languages) {
    const pack = input.packs.get(code);
    if (!pack) {
      problems.push({
        file: `config/locales/${code}.json`,
        line: 1,
        column: 1,
        pointer: '',
        code: 'CONFIG_MISSING_FILE',
        message: `no language pack for ${code}`,
      });
      continue;
    }
    const categories = pluralCategoriesOf(code);
    const keys = flatKeys(pack.data);
    const allowed = [...input.sameAsFallback.all, ...(input.sameAsFallback.byLanguage?.[code] ?? [])];
    for (const base of bases) {
      for (const category of categories) {
        if (!keys.has(`${base}_${category}`))
          reportAt(pack, `${base}_other`, 'CONFIG_I18N_PLURAL', `plural category "${category}" of ${code} is missing (${base}_${category})`);
      }
    }
    for (const key of englishKeys) {
      const split = splitPluralKey(key);
      if (split && bases.has(split.base)) continue; // plural forms: checked per category above
      if (!keys.has(key)) reportAt(fallback, key, 'CONFIG_I18N_MISSING_KEY', `missing in ${code}`);
    }
    for (const key of keys) {
      const split = splitPluralKey(key);
      const isPluralForm = split !== undefined && bases.has(split.base);
      if (isPluralForm ? !categories.includes(split.category) : !englishKeys.has(key)) {
        reportAt(pack, key, 'CONFIG_I18N_EXTRA_KEY', isPluralForm ? `${code} has no plural category "${split.category}"` : `not a key of ${input.fallback}`);
        continue;
      }
      const text = leafValue(pack.data, key) ?? '';
      const english = englishOf(key) ?? '';
      // Plural forms are held to the English "other" form, except that a form other than "other" ("one day") may leave {{count}} out.
      const ownPlaceholders = placeholdersOf(text);
      const expected = placeholdersOf(isPluralForm ? (leafValue(fallback.data, `${split.base}_other`) ?? english) : english);
      const comparable = isPluralForm && split.category !== 'other' ? expected.filter((p) => p !== 'count' || ownPlaceholders.includes('count')) : expected;
      if (ownPlaceholders.join() !== comparable.join())
        reportAt(
          pack,
          key,
          'CONFIG_I18N_PLACEHOLDER',
          `placeholders ${JSON.stringify(ownPlaceholders)} differ from ${input.fallback}'s ${JSON.stringify(expected)}`,
        );
      if (code !== input.fallback && text === english && /\p{L}/u.test(text.replace(placeholderPattern, '')) && !allowedSame(allowed, key, text)) {
        reportAt(pack, key, 'CONFIG_I18N_UNTRANSLATED', `same text as ${input.fallback} ("${text.slice(0, 60)}")`);
      }
    }
  }
  for (const { file, line, key } of input.codeKeys) {
    if (!englishKeys.has(key) && !bases.has(key))
      problems.push({ file, line, column: 1, pointer: '', code: 'CONFIG_UNKNOWN_I18N_KEY', message: `${key}: used in code, not a key of ${input.fallback}` });
  }
  return problems;
}
