import { watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { formatProblem, loadPortalConfig, type ConfigProblem, type ConfigSource, type PortalConfigLoad } from '../../../engine/config';
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
  /** Loads and checks the config under the root; swaps in one assignment when it passes, keeps the last good one when not. */
  reload(): ReloadOutcome;
  /** Watches the config directories (recursive fs.watch), reloading once a burst of changes settles. Returns the stop function. */
  watch(options?: { settleMs?: number; log?: (line: string) => void }): () => void;
  onChange(listener: (outcome: ReloadOutcome) => void): () => void;
}

/** Loads a config source with every registered implementation name (the same check as `portal config check`). */
export const checkConfigSource = (source: ConfigSource): PortalConfigLoad => loadPortalConfig(source, allRegistries());

export function createLiveConfig(initial: PortalConfigLoad, root: string): LiveConfig {
  let current = initial;
  let version = 1;
  let pending: ConfigProblem[] = [];
  const listeners = new Set<(outcome: ReloadOutcome) => void>();

  const reload = (): ReloadOutcome => {
    const next = checkConfigSource(directoryConfigSource(root));
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
    watch({ settleMs = 150, log = () => undefined } = {}) {
      let timer: NodeJS.Timeout | undefined;
      const settle = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          const outcome = reload();
          if (outcome.ok) log(`config reloaded (version ${outcome.version})`);
          else log(`config has ${outcome.problems.length} problem(s); still serving the last good config:\n${outcome.problems.map(formatProblem).join('\n')}`);
        }, settleMs);
      };
      const watchers: FSWatcher[] = watchedConfigDirs.map((dir) => watch(join(root, dir), { recursive: true }, settle));
      return () => {
        clearTimeout(timer);
        for (const watcher of watchers) watcher.close();
      };
    },
  };
}
