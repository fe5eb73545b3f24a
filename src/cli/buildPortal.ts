import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { portalDistDir } from './paths';
import { projectRoot } from './projectRoot';

const stampFile = join(portalDistDir, '.build-stamp');
const sourceDirs = ['src/portal', 'engine'];

function newestSource(dir: string): number {
  let newest = 0;
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    const stat = statSync(full);
    newest = Math.max(newest, stat.isDirectory() ? newestSource(full) : stat.mtimeMs);
  }
  return newest;
}

/** Whether the built portal is missing or older than its sources. */
export function portalBuildIsStale(): boolean {
  if (!existsSync(join(portalDistDir, 'index.html')) || !existsSync(stampFile)) return true;
  const built = statSync(stampFile).mtimeMs;
  return sourceDirs.some((dir) => newestSource(join(projectRoot, dir)) > built);
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
  writeFileSync(stampFile, new Date().toISOString());
}
