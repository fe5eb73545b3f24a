import type { LocaleNode, PortalConfigLoad } from '../../../engine/config';

function lookup(node: LocaleNode | undefined, key: string): string | undefined {
  let current: LocaleNode | string | undefined = node;
  for (const part of key.split('.')) current = typeof current === 'object' ? current[part] : undefined;
  return typeof current === 'string' ? current : undefined;
}

/** The key itself, or with a numeric count its CLDR plural form (key_one, key_few, ... then key_other), as i18next picks it. */
function lookupForm(pack: LocaleNode | undefined, language: string, key: string, count: unknown): string | undefined {
  if (typeof count === 'number') {
    const category = new Intl.PluralRules(language.replace('_', '-')).select(count);
    const plural = lookup(pack, `${key}_${category}`) ?? lookup(pack, `${key}_other`);
    if (plural !== undefined) return plural;
  }
  return lookup(pack, key);
}

/** Text the server writes itself (outbox messages, exports, the ticker), in the user's language with the fallback's help. */
export function serverText(load: PortalConfigLoad, key: string, values: Record<string, string | number> = {}, language?: string): string {
  const tree = load.tree;
  const fallback = tree?.languages.data.fallback ?? 'en_US';
  const template =
    (language ? lookupForm(tree?.locales.get(language)?.data, language, key, values.count) : undefined) ??
    lookupForm(tree?.locales.get(fallback)?.data, fallback, key, values.count) ??
    key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** Whether a language's own pack has a text for the key (no fallback). */
export function hasServerText(load: PortalConfigLoad, key: string, language: string): boolean {
  const pack = load.tree?.locales.get(language)?.data;
  return lookup(pack, key) !== undefined || lookup(pack, `${key}_other`) !== undefined;
}
