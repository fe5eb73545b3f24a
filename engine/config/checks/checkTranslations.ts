import { pluralBases, splitPluralKey } from '../../i18n/plurals';
import type { LocaleNode } from '../schemaTypes';
import { allFiles, type ConfigCheck } from './checkContext';

/** Every translation key config mentions exists in the fallback locale; other locales add no unknown keys. */
export const checkTranslations: ConfigCheck = (ctx) => {
  const { tree } = ctx;
  const fallback = tree.locales.get(tree.languages.data.fallback);
  if (!fallback) return; // reported by checkCatalogues
  const keys = flatKeys(fallback.data);
  const plurals = pluralBases(keys);
  const missing = (key: string) => !keys.has(key) && !plurals.has(key);

  for (const loaded of allFiles(tree)) {
    if ([...tree.locales.values()].includes(loaded as never)) continue;
    visitKeys(loaded.data, [], (key, path) => {
      if (missing(key))
        ctx.report(loaded, path, 'CONFIG_UNKNOWN_I18N_KEY', `translation key "${key}" is not in config/locales/${tree.languages.data.fallback}.json`);
    });
  }
  tree.countries.data.countries.forEach((c, i) => {
    if (missing(`country.${c.key}`))
      ctx.report(tree.countries, ['countries', i, 'key'], 'CONFIG_UNKNOWN_I18N_KEY', `translation key "country.${c.key}" is missing`);
  });
  const prefix = tree.errorCodes.data.messageKeyPrefix;
  for (const [name, code] of Object.entries(tree.errorCodes.data.serverCodes)) {
    if (missing(`${prefix}.${code}`))
      ctx.report(tree.errorCodes, ['serverCodes', name], 'CONFIG_UNKNOWN_I18N_KEY', `translation key "${prefix}.${code}" is missing`);
  }
  for (const [code, locale] of tree.locales) {
    if (locale === fallback) continue;
    for (const key of flatKeys(locale.data)) {
      const base = splitPluralKey(key)?.base;
      if (missing(key) && !(base && plurals.has(base)))
        ctx.report(locale, key.split('.'), 'CONFIG_UNKNOWN_I18N_KEY', `"${key}" of ${code} is not a key of ${tree.languages.data.fallback}`);
    }
  }
};

/** Dotted keys of every string in a locale tree. */
export function flatKeys(node: LocaleNode, prefix = '', out = new Set<string>()): Set<string> {
  for (const [key, value] of Object.entries(node)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.add(full);
    else flatKeys(value, full, out);
  }
  return out;
}

function visitKeys(value: unknown, path: (string | number)[], onKey: (key: string, path: (string | number)[]) => void): void {
  if (Array.isArray(value)) value.forEach((item, i) => visitKeys(item, [...path, i], onKey));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (/Key$/.test(key) && typeof child === 'string') onKey(child, [...path, key]);
      else visitKeys(child, [...path, key], onKey);
    }
  }
}
