import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configWithoutRateLimits, startServer } from '../../src/cli/bench/benchServer';
import { loadConfigAt } from '../../src/cli/loadConfig';

describe('portal start --root DIR serves the config tree under DIR', () => {
  const copy = configWithoutRateLimits();
  afterAll(() => copy.remove());

  it("the load bench's copy of the config is the project's with every rate limit lifted, and passes the config check", () => {
    const load = loadConfigAt(copy.root);
    expect(load.problems).toEqual([]);
    const limits = load.tree!.security.data.rateLimits as Record<string, { max: number }>;
    expect(Object.values(limits).map((limit) => limit.max)).toEqual(Object.values(limits).map(() => 1e9));
  });

  it("a server started on the copy answers with the copy's config, not the project's", async () => {
    const brandFile = join(copy.root, 'brands', 'au.yaml');
    writeFileSync(brandFile, readFileSync(brandFile, 'utf8').replace('name: Example Markets', 'name: Example Markets Copy'));
    const dbDir = mkdtempSync(join(tmpdir(), 'portal-root-'));
    const server = await startServer(join(dbDir, 'p.db'), { configRoot: copy.root });
    try {
      const answer = (await (await fetch(`${server.url}/web-api/api/portal/config`)).json()) as { data: { brand: { name: string } } };
      expect(answer.data.brand.name).toBe('Example Markets Copy');
    } finally {
      await server.stop();
      rmSync(dbDir, { recursive: true, force: true });
    }
  }, 120_000);
});
