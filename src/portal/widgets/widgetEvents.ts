import { useStore } from '../app/store';
import { createStore } from '../app/store';

/** Widget events: a form raises "rebateChanged"; tables and stats listening to it reload. */
const events = createStore<Record<string, number>>({});

export function emitWidgetEvents(names: readonly string[] = []): void {
  if (names.length === 0) return;
  events.set((all) => ({ ...all, ...Object.fromEntries(names.map((n) => [n, (all[n] ?? 0) + 1])) }));
}

/** A number that changes whenever any of the named events is raised (use it as an effect dependency). */
export function useWidgetEvents(names: readonly string[] = []): number {
  const all = useStore(events);
  return names.reduce((sum, n) => sum + (all[n] ?? 0), 0);
}
