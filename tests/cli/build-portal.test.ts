import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keepingNodeEnv, portalBuildIsStale } from '../../src/cli/buildPortal';

// `portal start` on a fresh clone builds the portal in its own process, then seeds: Vite's build set NODE_ENV=production
// for the rest of the process, so the demo staff (never seeded in production) were missing from the studio.
const original = process.env.NODE_ENV;
afterEach(() => {
  if (original === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = original;
});
const likeVite = async () => {
  process.env.NODE_ENV = 'production';
  return 'built';
};

describe('the portal build inside portal start', () => {
  it('leaves NODE_ENV unset when it was unset, so the demo staff are seeded and no deployment secrets are asked for', async () => {
    delete process.env.NODE_ENV;
    expect(await keepingNodeEnv(likeVite)).toBe('built');
    expect(process.env.NODE_ENV).toBeUndefined();
  });

  it('keeps the NODE_ENV the deployment set, also when the build fails', async () => {
    process.env.NODE_ENV = 'development';
    await expect(
      keepingNodeEnv(async () => {
        process.env.NODE_ENV = 'production';
        throw new Error('build failed');
      }),
    ).rejects.toThrow('build failed');
    expect(process.env.NODE_ENV).toBe('development');
  });
});

describe('whether portal start builds the portal again', () => {
  // A project with a build made at `built` (ms) and the files the build read, all older than it.
  function project(): { root: string; dist: string; touch: (path: string, at: number) => void; built: number } {
    const root = mkdtempSync(join(tmpdir(), 'portal-stale-'));
    const dist = join(root, 'dist', 'portal');
    const touch = (path: string, at: number) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), '{}');
      utimesSync(join(root, path), at / 1000, at / 1000);
    };
    const built = Date.UTC(2026, 0, 2);
    for (const input of ['src/portal/app/start.tsx', 'engine/index.ts', 'config/forms/deposit.json', 'config/http.yaml']) touch(input, built - 60_000);
    touch('dist/portal/index.html', built);
    touch('dist/portal/.build-stamp', built);
    return { root, dist, touch, built };
  }

  it('does not when nothing the build reads changed since, even if other config did (regulators are read by the server)', () => {
    const { root, dist, touch, built } = project();
    touch('config/regulators/vfsc.yaml', built + 60_000);
    expect(portalBuildIsStale(root, dist)).toBe(false);
    rmSync(root, { recursive: true, force: true });
  });

  it.each(['src/portal/app/start.tsx', 'engine/index.ts', 'config/forms/deposit.json', 'config/screens/cp/home.yaml', 'config/http.yaml', 'package-lock.json'])(
    'does when %s is newer than the build (an edited form schema is compiled into the page)',
    (input) => {
      const { root, dist, touch, built } = project();
      touch(input, built + 60_000);
      expect(portalBuildIsStale(root, dist)).toBe(true);
      rmSync(root, { recursive: true, force: true });
    },
  );

  it('does when there is no build yet', () => {
    const { root, dist } = project();
    rmSync(join(dist, '.build-stamp'));
    expect(portalBuildIsStale(root, dist)).toBe(true);
    rmSync(root, { recursive: true, force: true });
  });
});
