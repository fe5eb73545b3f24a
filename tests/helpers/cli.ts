import { vi } from 'vitest';
import { main } from '../../src/cli/main';

/**
 * Runs the portal CLI's main() in this process and collects what it prints: the same commands, exit codes and output
 * as the `portal` bin, without seconds of process start and config loading per call (a test file's calls share one
 * config load). The bin itself is started by tests/cli/cli-conventions.test.ts.
 */
export async function portalCli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (out.push(String(chunk)), true));
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (err.push(String(chunk)), true));
  try {
    const code = await main(argv);
    return { code, out: out.join(''), err: err.join('') };
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
  }
}
