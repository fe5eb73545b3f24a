import { resolve } from 'node:path';
import { parseOptions } from '../args';
import { defaultDbFile, portalDistDir } from '../paths';
import type { CommandResult } from '../result';
import { isProduction, publicOriginFromEnv, secretOptionsFromEnv, tlsFromEnv, unsafeSecrets } from '../../server/deploymentSecrets';

/** portal start [--port N] [--host H] [--db FILE] [--brand B] [--root DIR] [--no-build] [--dev] [--production]: serves, and reloads config when its files change. */
export async function start(args: string[]): Promise<CommandResult> {
  const opts = parseOptions(
    args,
    {
      port: { type: 'string' },
      host: { type: 'string' },
      db: { type: 'string' },
      brand: { type: 'string' },
      root: { type: 'string' },
      'no-build': { type: 'boolean' },
      dev: { type: 'boolean' },
      quiet: { type: 'boolean' },
      production: { type: 'boolean' },
    },
    'start',
  );
  const port = Number(opts.port ?? process.env.PORT ?? 8080);
  // Only this machine unless HOST says otherwise: a demo server with demo secrets must not face a network.
  const host = opts.host ?? process.env.HOST ?? '127.0.0.1';
  const dbFile = opts.db ?? defaultDbFile();
  const say = (line: string) => opts.quiet || process.stdout.write(line + '\n');
  const production = isProduction(process.env, opts.production);
  if (production) {
    const unsafe = unsafeSecrets(process.env);
    if (unsafe.length > 0) {
      return {
        exitCode: 1,
        stderr: `portal start: refusing to start in production:\n${unsafe.map((reason) => `  ${reason}`).join('\n')}\nSet each to a long random value, e.g. export PORTAL_APP_SECRET="$(openssl rand -hex 32)" (README: Environment).\n`,
      };
    }
  }
  const tls = tlsFromEnv(process.env);
  if ('problem' in tls) return { exitCode: 1, stderr: `portal start: ${tls.problem} (README: Environment).\n` };
  const https = tls.tls !== undefined;
  const publicOrigin = publicOriginFromEnv(process.env, production, port, https);
  if ('problem' in publicOrigin) {
    return {
      exitCode: 1,
      stderr: `portal start: ${publicOrigin.problem}. Set it to where users reach the portal, e.g. export PORTAL_PUBLIC_ORIGIN=https://portal.example.com (README: Environment).\n`,
    };
  }

  // The server, the config loader and the bundler load once the deployment is known to be allowed: a refusal is said
  // at once, not after seconds of loading what it will not run.
  const [{ loadConfigAt }, { buildPortal, portalBuildIsStale }, { openDatabase }, { anchorOfDay, isSeeded, seedDatabase }, { buildServer }] = await Promise.all(
    [
      import('../loadConfig'),
      import('../buildPortal'),
      import('../../server/db/openDatabase'),
      import('../../server/seed/seedDatabase'),
      import('../../server/buildServer'),
    ],
  );
  const configRoot = opts.root ? resolve(opts.root) : undefined;
  const load = loadConfigAt(configRoot);
  if (!load.ok) say(`config has ${load.problems.length} problem(s): serving the startup error page (run: npx portal config check)`);
  if (!opts.dev && !opts['no-build'] && portalBuildIsStale()) {
    say('building the portal (vite)...');
    await buildPortal();
  }
  const db = openDatabase(dbFile);
  if (load.ok && !isSeeded(db)) {
    const seeded = await seedDatabase(db, load, { anchor: anchorOfDay(Date.now()), ...(opts.brand ? { brand: opts.brand } : {}) });
    say(`seeded ${dbFile} with demo data (${seeded.users} users; password Demo#2026)`);
  }
  const app = await buildServer({
    db,
    config: load,
    options: {
      portalDir: portalDistDir,
      ...(opts.dev ? { dev: true } : {}),
      ...(opts.brand ? { brand: opts.brand } : {}),
      ...(configRoot ? { configRoot } : {}),
      ...secretOptionsFromEnv(process.env),
      ...(process.env.PORTAL_UPLOAD_DIR ? { uploadDir: process.env.PORTAL_UPLOAD_DIR } : {}),
      // Served over HTTPS itself, its cookies never go over plain HTTP.
      secureCookies: process.env.PORTAL_SECURE_COOKIES === '1' || https,
      ...tls,
      publicOrigin: publicOrigin.origin,
    },
  });
  try {
    await app.listen({ port, host });
  } catch (error) {
    // A port in use: the server's workers and the database end, so the command exits with the error.
    await app.close();
    db.close();
    throw error;
  }
  // Hot reload: a change under config/, brands/, regulators/ or schemas/ is checked and, when valid, served.
  const stopWatching = load.ok ? app.portalContext.live.watch({ log: say, formsInBuild: !opts.dev }) : () => undefined;
  const shown = `${https ? 'https' : 'http'}://${host === '0.0.0.0' || host === '127.0.0.1' ? 'localhost' : host}:${port}`;
  say(
    `portal running${opts.dev ? ' (dev: Vite HMR, config hot reload)' : ''}${https ? ' (HTTPS: HTTP/2 and HTTP/1.1)' : ''}: client portal ${shown}/  IB portal ${shown}/ib/  studio ${shown}/studio/  API docs ${shown}/web-api/openapi.json`,
  );
  const stop = async () => {
    stopWatching();
    await app.close();
    db.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return new Promise<CommandResult>(() => undefined);
}
