import type { Plugin } from 'vite';
import { withoutExtension } from './widgetChunksPlugin.ts';

/**
 * What a portal page needs before it runs, gathered into one `startup` chunk instead of the twenty-odd
 * shared chunks automatic splitting makes: each chunk is a request, and over HTTP/1.1 a browser opens
 * six connections to a host at most. The chunk is the static import graph of the portals' start module
 * (traced as the build parses it), so nothing the studio alone needs is added. The pages' module
 * (launchModule) imports it once the page has painted; the pages preload the chunk so it downloads beside
 * that module all the same.
 *
 * The landing screens' widgets (`landingWidgets`: their modules, absolute paths without extension, asked for when the
 * build splits its chunks) get two chunks, not one per widget and per helper they share (eleven requests on the client
 * home): `landing`, what only they import, and `widgets`, what other code loaded on its own (another widget, a page, a
 * popup) imports too (the error box, money formats), so a screen elsewhere does not download the landing widgets.
 *
 * The import graph reaches through an index to every module it re-exports, used or not. `deferred` (absolute paths
 * without extension) names the modules the start-up code reaches only so and never runs, with what they alone import:
 * they stay out of the start-up chunk (engine/format's dates and dayjs: 2.8 KB brotli on every page, where no date
 * shows before a screen's own chunk loads). Should the start-up code come to use one, the build fails and says which.
 */
export function startupChunks(launchModule: string, startModule: string, landingWidgets: () => readonly string[], deferred: readonly string[] = []) {
  const imports = new Map<string, readonly string[]>();
  // The modules a chunk of their own starts with: the pages' and the studio's entries, and every dynamic import's target.
  const chunkRoots = new Set<string>();
  const reachable = (roots: Iterable<string>, outside = new Set<string>()) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id) || outside.has(id)) return;
      seen.add(id);
      for (const next of imports.get(id) ?? []) visit(next);
    };
    for (const root of roots) visit(root);
    return seen;
  };
  const deferredIds = lazily(() => {
    const ids = new Set([...imports.keys()].filter((id) => deferred.includes(withoutExtension(id))));
    if (ids.size < deferred.length) throw new Error(`startupChunks: of the deferred modules ${deferred.join(', ')} only ${[...ids].join(', ')} were built`);
    return ids;
  });
  const startup = lazily(() => {
    if (!imports.has(startModule)) throw new Error(`startupChunks: the start module ${startModule} was not built`);
    return reachable([startModule], deferredIds());
  });
  // The landing widgets' modules beside the start-up code: those nothing else imports, and those something else does too.
  const landingSplit = lazily(() => {
    const wanted = new Set(landingWidgets());
    const landing = [...imports.keys()].filter((id) => wanted.has(withoutExtension(id)));
    if (landing.length < wanted.size) throw new Error(`startupChunks: of the landing widgets ${[...wanted].join(', ')} only ${landing.join(', ')} were built`);
    // Through the start-up code's modules, not stopping at them: a deferred module is reached only so.
    const beyondStartup = (roots: Iterable<string>) => new Set([...reachable(roots)].filter((id) => !startup().has(id)));
    const elsewhere = beyondStartup([...chunkRoots].filter((id) => !landing.includes(id)));
    const mine = [...beyondStartup(landing)];
    return { only: new Set(mine.filter((id) => !elsewhere.has(id))), shared: new Set(mine.filter((id) => elsewhere.has(id))) };
  });
  // What the pages run before the start module (launch.ts, and Vite's preload helper it imports that module
  // with) is a small chunk of its own, not part of the one it starts.
  const groups = [
    { debugName: 'launch', name: (id: string) => (id === launchModule || id.includes('vite/preload-helper') ? 'launch' : null) },
    { debugName: 'startup', name: (id: string) => (startup().has(id) ? 'startup' : null) },
    // Each module named by the sets above: a module the landing chunk imports is not pulled into it.
    { debugName: 'landing', includeDependenciesRecursively: false, name: (id: string) => (landingSplit().only.has(id) ? 'landing' : null) },
    { debugName: 'widgets', includeDependenciesRecursively: false, name: (id: string) => (landingSplit().shared.has(id) ? 'widgets' : null) },
  ];
  const plugin: Plugin = {
    name: 'portal-startup-chunks',
    apply: 'build',
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
      if (info.isEntry) chunkRoots.add(info.id);
      for (const id of info.dynamicallyImportedIds) chunkRoots.add(id);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        // A page whose module (or a chunk it imports) imports the start module later preloads that chunk and its imports now.
        const chunks = new Map(Object.values(bundle ?? {}).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
        const startChunk = [...chunks.values()].find((file) => file.moduleIds.includes(startModule));
        if (!chunk || !startChunk) return undefined;
        const loaded = new Set<string>();
        const load = (fileName: string) => {
          if (loaded.has(fileName)) return;
          loaded.add(fileName);
          for (const next of chunks.get(fileName)?.imports ?? []) load(next);
        };
        load(chunk.fileName);
        if (![...loaded].some((file) => chunks.get(file)?.dynamicImports.includes(startChunk.fileName))) return undefined;
        const used = [startChunk.fileName, ...startChunk.imports].flatMap((file) => chunks.get(file)?.moduleIds.filter((id) => deferredIds().has(id)) ?? []);
        if (used.length > 0) throw new Error(`startupChunks: the start-up code uses ${used.join(', ')}, listed as deferred: take it out of the list`);
        const files = [startChunk.fileName, ...startChunk.imports].filter((file) => !loaded.has(file));
        // Fetched now, but parsed only when imported: a modulepreload would parse the start-up chunk (a long task) before the page's first paint.
        return files.map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'script', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
  return { plugin, groups };
}

/** The value make returns, made on first use (once every module has been parsed) and kept. */
function lazily<T>(make: () => T): () => T {
  let value: { made: T } | undefined;
  return () => (value ??= { made: make() }).made;
}
