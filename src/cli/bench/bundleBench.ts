import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadConfigAt } from '../loadConfig';
import { buildPortal, portalBuildIsStale } from '../buildPortal';
import { portalDistDir } from '../paths';
import { projectRoot } from '../projectRoot';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The chunk keys a chunk needs before it runs: itself and its static imports, transitively. */
function closure(manifest: Manifest, key: string, out = new Set<string>()): Set<string> {
  if (out.has(key) || !manifest[key]) return out;
  out.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, out);
  return out;
}

/**
 * Widget kinds -> their module (src/portal/widgets/registry.tsx: `kind: lazy(() => import('./x/Y'))`),
 * as manifest keys (paths relative to src/portal).
 */
function widgetModules(): Map<string, string> {
  const source = readFileSync(join(projectRoot, 'src/portal/widgets/registry.tsx'), 'utf8');
  const modules = new Map<string, string>();
  for (const match of source.matchAll(/'?([\w:]+)'?: lazy\(\(\) => import\('([^']+)'\)\)/g)) {
    const relative = match[2]!.replace(/^\.\//, 'widgets/').replace(/^\.\.\//, '') + '.tsx';
    modules.set(match[1]!, relative);
  }
  return modules;
}

/**
 * The IB portal's JavaScript by route (gzip -9 of the built files): the initial load every page
 * needs (entry and its static imports), then for each route the extra chunks its screen's widgets
 * load when it opens (heavy ones such as charts and forms are split out and lazy-loaded).
 */
export async function bundleBench(): Promise<string[]> {
  const manifestFile = join(portalDistDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile) || portalBuildIsStale()) await buildPortal();
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const gz = (key: string) => {
    let size = sizes.get(key);
    if (size === undefined) sizes.set(key, (size = gzipSync(readFileSync(join(portalDistDir, manifest[key]!.file)), { level: 9 }).length));
    return size;
  };
  const sum = (keys: Iterable<string>) => [...keys].reduce((s, k) => s + gz(k), 0);

  const initial = closure(manifest, 'ib/index.html');
  const modules = widgetModules();
  const load = loadConfigAt();
  const config = load.compose(load.defaultBrand ?? 'au', 'vfsc');
  const routes = config.routes.ib?.routes ?? [];
  const screens = config.screens.ib ?? {};
  const lines = [`bundle: IB portal JavaScript, gzip -9 of dist/portal (entry ib/index.html)`, `  initial load (entry + static imports, ${initial.size} chunks): ${kb(sum(initial))}`];
  const seen = new Set<string>();
  for (const route of routes) {
    if (!route.screen || seen.has(route.screen)) continue;
    seen.add(route.screen);
    const kinds = [...new Set((screens[route.screen]?.widgets ?? []).map((w) => w.kind))];
    const extra = new Set<string>();
    const parts = kinds.map((kind) => {
      const key = modules.get(kind);
      const own = key ? [...closure(manifest, key)].filter((k) => !initial.has(k)) : [];
      own.forEach((k) => extra.add(k));
      return `${kind} ${kb(sum(own))}`;
    });
    const paths = routes.filter((r) => r.screen === route.screen).map((r) => r.path);
    lines.push(`  ${paths.join(' ')}: +${kb(sum(extra))} (${parts.join(', ')}) -> first load ${kb(sum(initial) + sum(extra))}`);
  }
  const dashboard = routes.find((r) => r.path === '/home')?.screen;
  if (dashboard) {
    const kinds = (screens[dashboard]?.widgets ?? []).map((w) => w.kind);
    const eager = new Set(initial);
    const lazy = new Set<string>();
    for (const kind of kinds) {
      const key = modules.get(kind);
      if (!key) continue;
      for (const k of closure(manifest, key)) if (!initial.has(k)) (kind === 'chart' ? lazy : eager).add(k);
    }
    for (const k of lazy) if (eager.has(k)) lazy.delete(k);
    lines.push(`  dashboard (/home) first load without the lazy chart chunk: ${kb(sum(eager))}; chart chunk loaded after: +${kb(sum(lazy))}`);
  }
  return lines;
}
