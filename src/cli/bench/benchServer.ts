import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { configRootDirs } from '../../../engine/config/node';
import { projectRoot } from '../projectRoot';
import type { BenchCertificate } from './benchCertificate';

function withoutNodeEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NODE_ENV;
  return env;
}

/**
 * A port nothing listens on, from the kernel. A random number could be a port the kernel had just
 * given another connection (its ephemeral range), and the server then failed to listen.
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Whether the server at url answers 200 (a client trusting ca over HTTPS). */
function answers(url: string, ca?: Buffer): Promise<boolean> {
  return new Promise((resolve) => {
    const request = (url.startsWith('https:') ? httpsGet : httpGet)(url, ca ? { ca } : {}, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
  });
}

export interface BenchServerOptions {
  /** Another config tree (configWithoutRateLimits). */
  configRoot?: string;
  /** Serve HTTPS (HTTP/2) with this certificate, as a deployment does (PORTAL_TLS_CERT, PORTAL_TLS_KEY). */
  tls?: Pick<BenchCertificate, 'certFile' | 'keyFile' | 'cert'>;
}

/**
 * The server in its own process (`portal start` on a copy of the database), so the load generator
 * in this process measures what a browser waits for. PORTAL_BENCH_SERVER_ROOT runs another checkout's
 * server (a before/after comparison on the same data).
 * It serves the built portal (dist/portal) as it is: benches that load pages build it first.
 */
export async function startServer(dbFile: string, { configRoot, tls }: BenchServerOptions = {}): Promise<{ url: string; stop: () => Promise<void> }> {
  const root = process.env.PORTAL_BENCH_SERVER_ROOT ?? projectRoot;
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      join(root, 'src/cli/portal.mjs'),
      'start',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--db',
      dbFile,
      ...(configRoot ? ['--root', configRoot] : []),
      '--no-build',
      '--quiet',
    ],
    // Without NODE_ENV: a Vite build earlier in this run (the floor) sets it to production, where the server wants deployment secrets.
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...withoutNodeEnv(), ...(tls ? { PORTAL_TLS_CERT: tls.certFile, PORTAL_TLS_KEY: tls.keyFile } : {}) },
    },
  );
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`the bench server stopped (exit code ${child.exitCode}) before it answered`);
    if (tries > 600) throw new Error('the bench server did not answer within a minute');
    if (await answers(`${url}/web-api/api/tool/session-id`, tls?.cert)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, stop };
}

/**
 * A copy of the project's config tree with its rate limits (config/security.yaml rateLimits) lifted. A load bench
 * sends thousands of requests a minute as one user: the limits refuse them (429) within the first second, and the
 * latency of a refusal is not the call's. Everything else is the project's config as it is.
 */
export function configWithoutRateLimits(): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'portal-bench-config-'));
  for (const dir of configRootDirs) cpSync(join(projectRoot, dir), join(root, dir), { recursive: true });
  const file = join(root, 'config', 'security.yaml');
  const security = parseDocument(readFileSync(file, 'utf8'));
  for (const name of Object.keys((security.toJS() as { rateLimits: Record<string, unknown> }).rateLimits)) security.setIn(['rateLimits', name, 'max'], 1e9);
  writeFileSync(file, security.toString());
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
