import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Where the build writes the chunks of each widget kind, beside Vite's manifest. */
export const widgetChunksFile = join('.vite', 'widget-chunks.json');

/** kind -> the files a widget kind needs before it runs (its chunk and the chunks that one imports), as URL paths. */
export type WidgetChunks = Record<string, string[]>;

/** What the build tells the server about the widgets: their chunks, and the kinds drawn in the signed-out pages' card. */
export interface WidgetBuild {
  chunks: WidgetChunks;
  /** The kinds whose page is the public card (src/portal/signUp/PublicCard.tsx): its page's loader is drawn as that card's frame. */
  publicFrame: string[];
  /**
   * The files of the HTTP client's sanitiser (loadSanitizer: DOMPurify, imported on demand), which an answer named by
   * config/http.yaml sanitizedResponses waits for: a page opening with such a read preloads them.
   */
  sanitizer?: string[];
  /** The files of the right-to-left style plugin (styleCache.ts, imported on demand): a page in such a language preloads them. */
  rightToLeft?: string[];
}

/** The packages imported on demand whose files a page preloads when it will need them: WidgetBuild's field of each. */
const onDemandPackages = {
  // The HTTP client's sanitiser (src/portal/app/loadSanitizer.ts).
  sanitizer: '/node_modules/dompurify/',
  // The right-to-left style cache's plugin (src/portal/theme/styleCache.ts).
  rightToLeft: '/node_modules/stylis-plugin-rtl/',
} as const;

/** A module's id or path without its script extension, as the registry names modules. */
export const withoutExtension = (id: string) => id.replace(/\.[jt]sx?$/, '');

/** The registry's `kind: () => import('./path')` entries, as kind -> absolute module path without extension. */
export function widgetModulePaths(registryFile: string): Map<string, string> {
  const source = readFileSync(registryFile, 'utf8');
  const modules = new Map<string, string>();
  for (const match of source.matchAll(/'?([\w:]+)'?: \(\) => import\('([^']+)'\)/g)) modules.set(match[1]!, join(dirname(registryFile), match[2]!));
  if (modules.size === 0) throw new Error(`${registryFile}: no "kind: () => import('...')" entries found`);
  return modules;
}

/**
 * Writes .vite/widget-chunks.json (WidgetBuild): for every widget kind of the registry, the chunk files it needs, and
 * whether it draws the public card; and the files of what is imported on demand (onDemandPackages). The server reads
 * it to preload the chunks of the requested route's widgets with the page, so they download beside the page's module
 * instead of after start-up, and to draw a public card's frame in the page; `portal bench --only bundle` reads the
 * chunks too.
 */
export function widgetChunksPlugin(registryFile: string, publicCardModule: string): Plugin {
  return {
    name: 'portal-widget-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      // The portal's base is '/' (vite.config.ts): a chunk's URL path is '/' + its file name.
      const base = '/';
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (fileName: string, out: string[] = []): string[] => {
        if (out.includes(base + fileName)) return out;
        out.push(base + fileName);
        for (const dep of byFile.get(fileName)?.imports ?? []) closure(dep, out);
        return out;
      };
      const result: WidgetBuild = { chunks: {}, publicFrame: [] };
      for (const [kind, path] of widgetModulePaths(registryFile)) {
        // Its own chunk, or the landing screens' one (startupChunks).
        const chunk = chunks.find((c) => c.moduleIds.some((id) => withoutExtension(id) === path));
        if (!chunk) this.error(`widget "${kind}": no chunk for ${path}`);
        const files = closure(chunk.fileName);
        result.chunks[kind] = files;
        if (files.some((file) => byFile.get(file.slice(base.length))?.moduleIds.includes(publicCardModule))) result.publicFrame.push(kind);
      }
      if (result.publicFrame.length === 0) this.error(`no widget draws ${publicCardModule}: is the path right?`);
      for (const [field, pkg] of Object.entries(onDemandPackages) as [keyof typeof onDemandPackages, string][]) {
        const entry = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId?.includes(pkg));
        if (!entry) this.error(`no chunk of ${pkg}: is it still imported on demand?`);
        result[field] = closure(entry.fileName);
      }
      this.emitFile({ type: 'asset', fileName: widgetChunksFile, source: JSON.stringify(result) });
    },
  };
}
