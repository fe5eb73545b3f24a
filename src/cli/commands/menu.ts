import type { LocaleNode, PortalConfigLoad } from '../../../engine/config';
import { resolveMenu, type MenuEntry } from '../../../engine/menu';
import { buildFacts, type PredicateContext } from '../../../engine/predicates';
import { parseOptions, UsageError } from '../args';
import { brandAndRegulatorOptions, composeFor, configOrFail } from '../composeFor';
import type { CommandResult } from '../result';

/** portal menu --brand B --regulator R [--sub-user] [--permissions 1,3] [--in-app] [--country ID] [--json] [--explain] */
export function menu(args: string[]): CommandResult {
  const opts = parseOptions(
    args,
    {
      ...brandAndRegulatorOptions,
      'sub-user': { type: 'boolean' },
      permissions: { type: 'string' },
      'in-app': { type: 'boolean' },
      country: { type: 'string' },
      json: { type: 'boolean' },
      explain: { type: 'boolean' },
    },
    'menu',
  );
  const load = configOrFail();
  const config = composeFor(load, opts, 'menu');
  const permissionIds = parseIds(opts.permissions, '--permissions');
  const countryId = opts.country === undefined ? undefined : parseIds(opts.country, '--country')[0];
  if (countryId !== undefined && !config.countries.some((c) => c.id === countryId)) {
    throw new UsageError(`portal menu: unknown country id ${countryId} (see config/catalog/countries.yaml)`);
  }
  const ctx: PredicateContext = buildFacts(
    { brand: config.brand, regulator: { id: config.regulator.id }, countryGroups: config.countryGroups },
    { view: 'ib', loggedIn: true, inApp: Boolean(opts['in-app']), user: { isSubUser: Boolean(opts['sub-user']), permissionIds, countryId } },
  );
  const ibMenu = config.menus.ib;
  if (!ibMenu) throw new UsageError('portal menu: config has no IB menu (config/menus/ib.yaml)');
  const resolved = resolveMenu(ibMenu, ctx, config.policies);
  if (opts.json) {
    const out = opts.explain ? { items: resolved.items, hidden: resolved.hidden } : resolved.items;
    return { exitCode: 0, stdout: JSON.stringify(out, null, 2) + '\n' };
  }
  const labels = englishLabels(load);
  const lines = printTree(resolved.items, labels);
  if (opts.explain) {
    lines.push('', 'hidden:');
    for (const h of resolved.hidden) lines.push(`  ${h.id}${h.path ? ` (${h.path})` : ''}: ${h.reason}`);
  }
  return { exitCode: 0, stdout: lines.join('\n') + '\n' };
}

function parseIds(text: string | undefined, flag: string): number[] {
  if (text === undefined || text === '') return [];
  return text.split(',').map((part) => {
    const n = Number(part.trim());
    if (!Number.isInteger(n)) throw new UsageError(`portal menu: ${flag} takes comma-separated numbers, not "${part}"`);
    return n;
  });
}

function printTree(items: MenuEntry[], labels: (key: string) => string, depth = 0): string[] {
  return items.flatMap((item) => [
    `${'  '.repeat(depth)}${labels(item.labelKey)} [${item.id}]${item.path ? ` ${item.path}` : ''}`,
    ...printTree(item.children, labels, depth + 1),
  ]);
}

function englishLabels(load: PortalConfigLoad): (key: string) => string {
  const locale = load.tree?.locales.get(load.tree.languages.data.fallback)?.data;
  return (key) => {
    let node: LocaleNode | string | undefined = locale;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : key;
  };
}
