import { watch, type FSWatcher } from 'node:fs';
import { join, sep } from 'node:path';
import {
  formatProblem,
  loadPortalConfig,
  loadSchemaRegistry,
  type ConfigProblem,
  type ConfigSource,
  type PortalConfigLoad,
  type SchemaRegistry,
} from '../../../engine/config';
import { directoryConfigSource } from '../../../engine/config/node';
import { allRegistries } from '../../registries';

/** The directories the server watches: a change below them re-validates and, when valid, swaps the config. */
export const watchedConfigDirs = ['config', 'brands', 'regulators', 'schemas'] as const;

export interface ReloadOutcome {
  ok: boolean;
  version: number;
  problems: ConfigProblem[];
}

export interface LiveConfig {
  /** The config being served: the last one that passed every check. */
  current(): PortalConfigLoad;
  /** Grows by one at every swap; portals compare it to know when to fetch the config again. */
  version(): number;
  /** The problems of the newest config on disk when it failed (the server keeps serving the last good one); [] when it is being served. */
  pending(): ConfigProblem[];
  /**
   * Loads and checks the config under the root; swaps in one assignment when it passes, keeps the
   * last good one when not. The compiled schemas are reused unless schemasChanged.
   */
  reload(options?: { schemasChanged?: boolean }): ReloadOutcome;
  /**
   * Watches the config directories (recursive fs.watch), reloading once a burst of changes settles. Returns the stop
   * function. formsInBuild: the pages are a build, whose forms' validators an edit of config/forms does not change (not
   * so under `--dev`, where Vite compiles them again); a reload then names the forms that changed.
   */
  watch(options?: { settleMs?: number; log?: (line: string) => void; formsInBuild?: boolean }): () => void;
  onChange(listener: (outcome: ReloadOutcome) => void): () => void;
}

/** Loads a config source with every registered implementation name (the same check as `portal config check`). */
export const checkConfigSource = (source: ConfigSource, schemas?: SchemaRegistry): PortalConfigLoad => loadPortalConfig(source, allRegistries(), schemas);

export function createLiveConfig(initial: PortalConfigLoad, root: string): LiveConfig {
  let current = initial;
  let version = 1;
  let pending: ConfigProblem[] = [];
  const listeners = new Set<(outcome: ReloadOutcome) => void>();

  let schemas: SchemaRegistry | undefined;

  const reload = ({ schemasChanged = true } = {}): ReloadOutcome => {
    const source = directoryConfigSource(root);
    if (schemasChanged || !schemas) {
      const loaded = loadSchemaRegistry(source);
      schemas = loaded.problems.length === 0 ? loaded.registry : undefined;
    }
    const next = checkConfigSource(source, schemas);
    if (next.ok) {
      current = next;
      version += 1;
      pending = [];
    } else {
      pending = next.problems;
    }
    const outcome = { ok: next.ok, version, problems: next.problems };
    for (const listener of listeners) listener(outcome);
    return outcome;
  };

  return {
    current: () => current,
    version: () => version,
    pending: () => pending,
    reload,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    watch({ settleMs = 150, log = () => undefined, formsInBuild = true } = {}) {
      // Compile the schemas and run one check now (its result unused), so the first change on disk
      // is checked as fast as the next ones rather than paying for the first compilation.
      schemas ??= loadSchemaRegistry(directoryConfigSource(root)).registry;
      const warm = setTimeout(() => checkConfigSource(directoryConfigSource(root), schemas), 0);
      let timer: NodeJS.Timeout | undefined;
      let schemasChanged = false;
      const formsChanged = new Set<string>();
      const settle = (dir: string) => (_event: string, file: string | null) => {
        schemasChanged ||= dir === 'schemas';
        if (formsInBuild && dir === 'config' && file?.split(sep)[0] === 'forms') formsChanged.add(`config/${file.split(sep).join('/')}`);
        clearTimeout(timer);
        timer = setTimeout(() => {
          const outcome = reload({ schemasChanged });
          schemasChanged = false;
          if (outcome.ok) {
            log(`config reloaded (version ${outcome.version})`);
            // The forms' validators are compiled into the build (the CSP forbids eval): pages show a form changed or
            // added since as being updated until the portal is built again.
            if (formsChanged.size > 0)
              log(
                `${[...formsChanged].sort().join(', ')} changed: a form changed or added since the portal's build shows as being updated until the portal is built again (portal start builds it)`,
              );
            formsChanged.clear();
          } else
            log(`config has ${outcome.problems.length} problem(s); still serving the last good config:\n${outcome.problems.map(formatProblem).join('\n')}`);
        }, settleMs);
      };
      const watchers: FSWatcher[] = watchedConfigDirs.map((dir) => watch(join(root, dir), { recursive: true }, settle(dir)));
      return () => {
        clearTimeout(warm);
        clearTimeout(timer);
        for (const watcher of watchers) watcher.close();
      };
    },
  };
}
