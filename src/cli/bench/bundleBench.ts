import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfigAt } from '../loadConfig';
import { buildPortal, portalBuildIsStale } from '../buildPortal';
import { portalDistDir } from '../paths';
import { projectRoot } from '../projectRoot';
import { widgetChunksFile, type WidgetBuild } from '../../portal/build/widgetChunksPlugin';

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
 * What a built page loads at once: its script (the launch chunk both portals' pages run) and the chunks its HTML
 * preloads (the start-up chunk the script imports once the page has painted), each with its static imports.
 */
function pageChunks(manifest: Manifest, page: string): Set<string> {
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const html = readFileSync(join(portalDistDir, page), 'utf8');
  // The module script, module preloads, and the start-up chunk's script preload (startupChunks: fetched with the page, parsed after its first paint).
  const loaded = [
    ...html.matchAll(/<(?:script type="module" crossorigin src|link rel="(?:modulepreload|preload" as="script)" crossorigin href)="\/([^"]+)">/g),
  ];
  const out = new Set<string>();
  for (const key of loaded.map((m) => keyOf.get(m[1]!))) if (key) closure(manifest, key, out);
  if (out.size === 0) throw new Error(`${page}: no script of the build's manifest found in the page`);
  return out;
}

/** Bytes of a built file as the server sends it: its .br sibling (precompressPlugin), else the file. */
function sentSize(dir: string, file: string): number {
  const path = join(dir, file);
  return statSync(existsSync(path + '.br') ? path + '.br' : path).size;
}

/** The floor app (bench/floor), built in this run like the portal. */
export async function buildFloor(): Promise<Manifest> {
  const { build } = await import('vite');
  await build({ configFile: join(projectRoot, 'bench/floor/vite.config.ts'), logLevel: 'warn' });
  return JSON.parse(readFileSync(join(floorDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

const floorDir = join(projectRoot, 'dist', 'floor');

/**
 * First-load JavaScript of every route of both portals, as sent (brotli, precompressed at build
 * time), beside the floor (a bare app with the same React, react-router and MUI: sign-in form and app
 * shell) built in the same run: the entry and what its page preloads, plus the chunks of the route's
 * screen widgets (lazy chunks the screen loads when it opens).
 */
export async function bundleBench(): Promise<string[]> {
  const manifestFile = join(portalDistDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile) || portalBuildIsStale()) await buildPortal();
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const floorManifest = await buildFloor();
  const size = (m: Manifest, dir: string, keys: Iterable<string>) => [...keys].reduce((total, k) => total + sentSize(dir, m[k]!.file), 0);
  const floor = size(floorManifest, floorDir, closure(floorManifest, 'index.html'));
  const widgetChunks = (JSON.parse(readFileSync(join(portalDistDir, widgetChunksFile), 'utf8')) as WidgetBuild).chunks;
  const load = loadConfigAt();
  const config = load.compose(load.defaultBrand ?? 'au', 'vfsc');
  const lines = [`bundle: first-load JavaScript as sent (brotli) per route; floor app (bench/floor) ${kb(floor)}`];
  for (const [view, entry] of [
    ['cp', 'index.html'],
    ['ib', 'ib/index.html'],
  ] as const) {
    const initial = pageChunks(manifest, entry);
    const initialFiles = new Set([...initial].map((k) => '/' + manifest[k]!.file));
    const base = size(manifest, portalDistDir, initial);
    lines.push(` ${view} portal: entry and page preloads (${initial.size} chunks) ${kb(base)} = ${(base / floor).toFixed(2)}x the floor`);
    const routes = config.routes[view]?.routes ?? [];
    const screens = config.screens[view] ?? {};
    const seen = new Set<string>();
    for (const route of routes) {
      if (!route.screen || seen.has(route.screen)) continue;
      seen.add(route.screen);
      const extra = new Set((screens[route.screen]?.widgets ?? []).flatMap((w) => widgetChunks[w.kind] ?? []).filter((f) => !initialFiles.has(f)));
      const total = base + [...extra].reduce((sum, file) => sum + sentSize(portalDistDir, file.slice(1)), 0);
      const paths = routes.filter((r) => r.screen === route.screen).map((r) => r.path);
      lines.push(`  ${paths.join(' ').padEnd(40)} ${kb(total).padStart(10)}  ${(total / floor).toFixed(2)}x`);
    }
  }
  return lines;
}
