import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { projectRoot } from '../../src/cli/projectRoot';

it('portal start on a port in use says so and exits with 1, instead of staying up without serving', async () => {
  const taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  const { port } = taken.address() as AddressInfo;
  const dir = mkdtempSync(join(tmpdir(), 'portal-port-'));
  try {
    const child = spawn(
      process.execPath,
      [join(projectRoot, 'src/cli/portal.mjs'), 'start', '--port', String(port), '--host', '127.0.0.1', '--db', join(dir, 'p.db'), '--no-build', '--quiet'],
      { cwd: projectRoot, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(stderr).toContain(`address already in use 127.0.0.1:${port}`);
    expect(code).toBe(1);
  } finally {
    taken.close();
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
