import type { ImplementationRegistries } from './checks/checkContext';
import { composeConfig } from './compose';
import type { ConfigSource } from './configSource';
import type { ConfigTree } from './configTree';
import { crossCheck } from './crossCheck';
import { loadConfigTree, type ReadFiles } from './loadConfigTree';
import { ConfigError, sortProblems, type ConfigProblem } from './problem';
import type { PortalConfig } from './portalConfig';
import type { SchemaRegistry } from './schemaRegistry';

export interface PortalConfigLoad {
  ok: boolean;
  problems: ConfigProblem[];
  tree?: ConfigTree;
  /** Composes (and caches) one brand under one regulator; throws ConfigError for unknown names. */
  compose(brand: string, regulator: string): PortalConfig;
  defaultBrand?: string;
}

/**
 * Load, validate, cross-check, and compose every brand x regulator pair once, collecting every
 * problem. This is `portal config check`, the server's start-up check and the studio's check.
 */
export function loadPortalConfig(
  source: ConfigSource,
  registries: ImplementationRegistries,
  schemas?: SchemaRegistry,
  readFiles?: ReadFiles,
): PortalConfigLoad {
  const { tree, problems } = loadConfigTree(source, schemas, readFiles);
  const cache = new Map<string, PortalConfig>();
  const compose = (brand: string, regulator: string): PortalConfig => {
    if (!tree) throw new ConfigError('config is invalid', 'CONFIG_INVALID_VALUE');
    const key = `${brand}/${regulator}`;
    let composed = cache.get(key);
    if (!composed) {
      composed = composeConfig(tree, brand, regulator);
      cache.set(key, composed);
    }
    return composed;
  };
  if (tree) {
    problems.push(...crossCheck(tree, registries, (path) => source.exists(path)));
    if (problems.length === 0) {
      for (const brand of tree.brands.keys()) for (const regulator of tree.regulators.keys()) compose(brand, regulator);
    }
  }
  const sorted = sortProblems(problems);
  return { ok: sorted.length === 0, problems: sorted, ...(tree ? { tree } : {}), compose, ...(tree ? { defaultBrand: tree.portal.data.defaultBrand } : {}) };
}
