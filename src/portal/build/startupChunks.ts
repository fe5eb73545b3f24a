import type { Plugin } from 'vite';

/**
 * What a portal page needs before it runs, gathered into one `startup` chunk instead of the twenty-odd
 * shared chunks automatic splitting makes: each chunk is a request, and over HTTP/1.1 a browser opens
 * six connections to a host at most. The chunk is the static import graph of the portals' start module
 * (traced as the build parses it), so nothing the studio alone needs is added. The entries import that
 * module once the page has painted (launchModule); the pages preload the chunk so it downloads beside
 * the entry all the same.
 */
export function startupChunks(launchModule: string, startModule: string) {
  const imports = new Map<string, readonly string[]>();
  let startup: Set<string> | undefined;
  const staticGraph = () => {
    if (!imports.has(startModule)) throw new Error(`startupChunks: the start module ${startModule} was not built`);
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      for (const next of imports.get(id) ?? []) visit(next);
    };
    visit(startModule);
    return seen;
  };
  // What the entries run before the start module (launch.ts, and Vite's preload helper it imports that module
  // with) is a small chunk of its own, not part of the one it starts.
  const launch = { debugName: 'launch', name: (id: string) => (id === launchModule || id.includes('vite/preload-helper') ? 'launch' : null) };
  const group = { debugName: 'startup', name: (id: string) => ((startup ??= staticGraph()).has(id) ? 'startup' : null) };
  const plugin: Plugin = {
    name: 'portal-startup-chunks',
    apply: 'build',
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        // A page whose entry (or a chunk it imports) imports the start module later preloads that chunk and its imports now.
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
        const files = [startChunk.fileName, ...startChunk.imports].filter((file) => !loaded.has(file));
        // Fetched now, but parsed only when imported: a modulepreload would parse the start-up chunk (a long task) before the page's first paint.
        return files.map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'script', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
  return { plugin, groups: [launch, group] };
}
