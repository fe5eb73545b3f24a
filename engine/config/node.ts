/** Node-only entry of engine/config: reading a config tree from disk. Never imported by the browser. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { ConfigSource } from './configSource';

export const configRootDirs = ['config', 'brands', 'regulators', 'schemas'] as const;

export function directoryConfigSource(root: string): ConfigSource {
  const base = resolve(root);
  return {
    description: base,
    listFiles: () => configRootDirs.flatMap((dir) => walk(base, join(base, dir))).sort(),
    readText: (path) => readFileSync(join(base, path), 'utf8'),
    exists: (path) => existsSync(join(base, path)),
  };
}

function walk(base: string, dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return walk(base, full);
    return [relative(base, full).split(sep).join('/')];
  });
}
