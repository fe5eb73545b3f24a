import type { LocaleNode, PortalConfigLoad } from '../../../engine/config';

function lookup(node: LocaleNode | undefined, key: string): string | undefined {
  let current: LocaleNode | string | undefined = node;
  for (const part of key.split('.')) current = typeof current === 'object' ? current[part] : undefined;
  return typeof current === 'string' ? current : undefined;
}

/** Text the server writes itself (outbox messages), in the user's language with the fallback's help. */
export function serverText(load: PortalConfigLoad, key: string, values: Record<string, string | number> = {}, language?: string): string {
  const tree = load.tree;
  const fallback = tree?.languages.data.fallback ?? 'en_US';
  const template = lookup(language ? tree?.locales.get(language)?.data : undefined, key) ?? lookup(tree?.locales.get(fallback)?.data, key) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
