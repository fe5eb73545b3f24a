import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from '../projectRoot';

function withoutNodeEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NODE_ENV;
  return env;
}

/**
 * The server in its own process (`portal start` on a copy of the database), so the load generator
 * in this process measures what a browser waits for. PORTAL_BENCH_SERVER_ROOT runs another checkout's
 * server (a before/after comparison on the same data).
 * It serves the built portal (dist/portal) as it is: benches that load pages build it first.
 */
export async function startServer(dbFile: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const root = process.env.PORTAL_BENCH_SERVER_ROOT ?? projectRoot;
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child: ChildProcess = spawn(
    process.execPath,
    [join(root, 'src/cli/portal.mjs'), 'start', '--port', String(port), '--host', '127.0.0.1', '--db', dbFile, '--no-build', '--quiet'],
    // Without NODE_ENV: a Vite build earlier in this run (the floor) sets it to production, where the server wants deployment secrets.
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: withoutNodeEnv() },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${url}/web-api/api/tool/session-id`)).ok) break;
    } catch {
      if (tries > 600 || child.exitCode !== null) throw new Error('the bench server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, stop };
}
