import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { portalDistDir } from './paths';
import { projectRoot } from './projectRoot';

const stampFile = (distDir: string) => join(distDir, '.build-stamp');

/**
 * What the build reads (vite.config.ts and its plugins), under the project: the portal's and the engine's sources, the
 * config it compiles in (form validators, the landing screens' chunks, the precompression threshold) and the
 * dependencies' versions. An edited form schema otherwise left `portal start` serving the validators of the last build.
 */
const buildInputs = ['src/portal', 'engine', 'config/forms', 'config/routes', 'config/screens', 'config/http.yaml', 'vite.config.ts', 'package-lock.json'];

/** The newest modification time of a file, or of the files under a directory (0 when it does not exist). */
function newestInput(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestInput(join(path, name))), 0);
}

/** Whether the built portal is missing or older than what the build reads. */
export function portalBuildIsStale(root = projectRoot, distDir = portalDistDir): boolean {
  if (!existsSync(join(distDir, 'index.html')) || !existsSync(stampFile(distDir))) return true;
  const built = statSync(stampFile(distDir)).mtimeMs;
  return buildInputs.some((input) => newestInput(join(root, input)) > built);
}

/**
 * Runs `work` and puts NODE_ENV back as it found it: a Vite build sets it to production for the rest of the
 * process, where `portal start` then reads it (demo staff are never seeded in production; a production server
 * wants its secrets). The build, not the deployment, would decide.
 */
export async function keepingNodeEnv<T>(work: () => Promise<T>): Promise<T> {
  const before = process.env.NODE_ENV;
  try {
    return await work();
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

/** Builds the client and IB portals with Vite into dist/portal. */
export async function buildPortal(): Promise<void> {
  const { build } = await import('vite');
  await keepingNodeEnv(() => build({ configFile: join(projectRoot, 'vite.config.ts'), logLevel: 'warn' }));
  writeFileSync(stampFile(portalDistDir), new Date().toISOString());
}
