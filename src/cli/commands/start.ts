import { loadConfigAt } from '../loadConfig';
import { openDatabase } from '../../server/db/openDatabase';
import { buildServer } from '../../server/buildServer';
import { anchorOfDay, isSeeded, seedDatabase } from '../../server/seed/seedDatabase';
import { parseOptions } from '../args';
import { buildPortal, portalBuildIsStale } from '../buildPortal';
import { defaultDbFile, portalDistDir } from '../paths';
import type { CommandResult } from '../result';

/** portal start [--port N] [--host H] [--db FILE] [--brand B] [--no-build] */
export async function start(args: string[]): Promise<CommandResult> {
  const opts = parseOptions(
    args,
    { port: { type: 'string' }, host: { type: 'string' }, db: { type: 'string' }, brand: { type: 'string' }, 'no-build': { type: 'boolean' }, quiet: { type: 'boolean' } },
    'start',
  );
  const port = Number(opts.port ?? process.env.PORT ?? 8080);
  const host = opts.host ?? process.env.HOST ?? '0.0.0.0';
  const dbFile = opts.db ?? defaultDbFile();
  const say = (line: string) => opts.quiet || process.stdout.write(line + '\n');

  const load = loadConfigAt();
  if (!load.ok) say(`config has ${load.problems.length} problem(s): serving the startup error page (run: npx portal config check)`);
  if (!opts['no-build'] && portalBuildIsStale()) {
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
      ...(opts.brand ? { brand: opts.brand } : {}),
      ...(process.env.PORTAL_APP_SECRET ? { appSecret: process.env.PORTAL_APP_SECRET } : {}),
      ...(process.env.PORTAL_DATA_KEY ? { dataKey: process.env.PORTAL_DATA_KEY } : {}),
      ...(process.env.PORTAL_STAFF_TOKEN ? { staffToken: process.env.PORTAL_STAFF_TOKEN } : {}),
      ...(process.env.PORTAL_UPLOAD_DIR ? { uploadDir: process.env.PORTAL_UPLOAD_DIR } : {}),
      secureCookies: process.env.PORTAL_SECURE_COOKIES === '1',
    },
  });
  await app.listen({ port, host });
  const shown = host === '0.0.0.0' ? 'localhost' : host;
  say(`portal running: client portal http://${shown}:${port}/  IB portal http://${shown}:${port}/ib/  API docs http://${shown}:${port}/web-api/openapi.json`);
  const stop = async () => {
    await app.close();
    db.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return new Promise<CommandResult>(() => undefined);
}
