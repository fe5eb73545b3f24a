import { afterEach, describe, expect, it } from 'vitest';
import { keepingNodeEnv } from '../../src/cli/buildPortal';

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
