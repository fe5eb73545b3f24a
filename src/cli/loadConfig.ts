import { statSync } from 'node:fs';
import { join } from 'node:path';
import { directoryConfigSource } from '../../engine/config/node';
import { loadPortalConfig, type PortalConfigLoad } from '../../engine/config';
import { allRegistries } from '../registries';
import { projectRoot } from './projectRoot';

/**
 * The last load of each root with the fingerprint of the files it read (path, size, modification time): a process
 * that loads an unchanged tree again (a test file of CLI commands, the bench) gets it back instead of seconds of parsing
 * and checking; any edit changes the fingerprint.
 */
const lastLoads = new Map<string, { fingerprint: string; load: PortalConfigLoad }>();
const rootsKept = 4;

/** Loads and checks the config tree under root (the package by default) with every registered name. */
export function loadConfigAt(root: string = projectRoot): PortalConfigLoad {
  const source = directoryConfigSource(root);
  const fingerprint = source
    .listFiles()
    .map((path) => {
      const stat = statSync(join(root, path));
      return `${path}:${stat.size}:${stat.mtimeMs}`;
    })
    .join('\n');
  const last = lastLoads.get(root);
  if (last?.fingerprint === fingerprint) return last.load;
  const load = loadPortalConfig(source, allRegistries());
  lastLoads.delete(root);
  lastLoads.set(root, { fingerprint, load });
  if (lastLoads.size > rootsKept) lastLoads.delete(lastLoads.keys().next().value!);
  return load;
}
