import { createHash } from 'node:crypto';
import type { LocaleNode, PortalConfigLoad } from '../../../engine/config';
import { languageOfInterfaceCode } from '../../../engine/i18n';

/** A copy of a pack with dotted-key overrides written in ("layout.signOut" -> { layout: { signOut } }). */
function withOverrides(pack: LocaleNode, overrides: Record<string, string>): LocaleNode {
  const copy = structuredClone(pack);
  for (const [key, value] of Object.entries(overrides)) {
    const parts = key.split('.');
    let node: LocaleNode = copy;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      node = typeof next === 'object' ? next : (node[part] = {});
    }
    node[parts[parts.length - 1]!] = value;
  }
  return copy;
}

/**
 * What the translation service answers for a project and an interface code (zh-CN, vn, my, ... or the
 * portal's own code): the pack of config/locales/ with the overrides of the brand owning the project.
 * Undefined when the project or the pack does not exist.
 */
export function languagePack(load: PortalConfigLoad, project: string, requested: string): LocaleNode | undefined {
  const tree = load.tree;
  if (!tree) return undefined;
  const brand = [...tree.brands.values()].find((b) => b.data.translation?.project === project);
  if (!brand) return undefined;
  const code = languageOfInterfaceCode(tree.languages.data, requested);
  const pack = code ? tree.locales.get(code)?.data : undefined;
  if (!code || !pack) return undefined;
  const overrides = brand.data.translation?.overrides?.[code];
  return overrides ? withOverrides(pack, overrides) : pack;
}

const versions = new WeakMap<PortalConfigLoad, string>();

/** A short hash of every pack and brand override: browsers cache packs under it, so changed packs are fetched again. */
export function packsVersion(load: PortalConfigLoad): string {
  let version = versions.get(load);
  if (!version) {
    const hash = createHash('sha256');
    for (const [code, locale] of [...(load.tree?.locales ?? [])].sort(([a], [b]) => a.localeCompare(b))) hash.update(code).update(JSON.stringify(locale.data));
    for (const brand of load.tree?.brands.values() ?? []) hash.update(JSON.stringify(brand.data.translation ?? {}));
    version = hash.digest('hex').slice(0, 12);
    versions.set(load, version);
  }
  return version;
}
