import type { Plugin } from 'vite';

/**
 * What a portal page needs before it runs, gathered into one chunk instead of
 * the twenty-odd shared chunks automatic splitting makes: each chunk is a request, and over HTTP/1.1 a
 * browser opens six connections to a host at most. Only the portals' static graph is gathered (from
 * their entry modules, traced as the build parses them), so nothing the studio alone needs is added.
 */
export function startupChunks(entryModules: string[]) {
  const imports = new Map<string, readonly string[]>();
  let startup: Set<string> | undefined;
  const staticGraph = () => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      for (const next of imports.get(id) ?? []) visit(next);
    };
    for (const entry of entryModules) {
      if (!imports.has(entry)) throw new Error(`startupChunks: entry module ${entry} was not built`);
      visit(entry);
    }
    return seen;
  };
  const plugin: Plugin = {
    name: 'portal-startup-chunks',
    apply: 'build',
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
    },
  };
  const group = {
    // The entry modules stay the entries' own (tiny) chunks; the group takes what they import, libraries included.
    debugName: 'startup',
    name: (id: string) => (!entryModules.includes(id) && (startup ??= staticGraph()).has(id) ? 'startup' : null),
  };
  return { plugin, group };
}
