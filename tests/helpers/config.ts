import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PortalConfig, PortalConfigLoad } from '../../engine/config';
import { loadConfigAt } from '../../src/cli/loadConfig';
import { projectRoot } from '../../src/cli/projectRoot';

let cached: PortalConfigLoad | undefined;

/** The project's own config, loaded and checked once per test file. */
export function projectConfig(): PortalConfigLoad {
  cached ??= loadConfigAt();
  if (!cached.ok) throw new Error(`project config is invalid: ${JSON.stringify(cached.problems.slice(0, 3))}`);
  return cached;
}

export function composed(brand = 'au', regulator = 'asic'): PortalConfig {
  return projectConfig().compose(brand, regulator);
}

/** A copy of the config tree in a temporary directory, to break on purpose. */
export function copyOfConfigTree(): { root: string; edit(path: string, change: (text: string) => string): void } {
  const root = mkdtempSync(join(tmpdir(), 'portal-config-'));
  for (const dir of ['config', 'brands', 'regulators', 'schemas']) cpSync(join(projectRoot, dir), join(root, dir), { recursive: true });
  return {
    root,
    edit(path, change) {
      const full = join(root, path);
      const before = readFileSync(full, 'utf8');
      const after = change(before);
      if (after === before) throw new Error(`edit of ${path} changed nothing`);
      writeFileSync(full, after);
    },
  };
}

/** The 1-based line of the first occurrence of text in a file of the tree. */
export function lineOf(root: string, path: string, text: string): number {
  const lines = readFileSync(join(root, path), 'utf8').split('\n');
  const index = lines.findIndex((l) => l.includes(text));
  if (index < 0) throw new Error(`"${text}" not in ${path}`);
  return index + 1;
}
