import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildServer } from '../../server/buildServer';
import { openDatabase } from '../../server/db/openDatabase';
import { seedDatabase } from '../../server/seed/seedDatabase';
import { demoPassword } from '../../server/seed/seedContext';
import { configOrFail } from '../composeFor';

/** Requests per second and latency of profile/info with 50 concurrent connections (a real server on a file database). */
export async function apiBench(): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const db = openDatabase(join(dir, 'bench.db'));
  const load = configOrFail();
  await seedDatabase(db, load);
  const app = await buildServer({ db, config: load });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const login = await fetch(`${url}/web-api/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'trader@demo.test', password: demoPassword }) });
    const { data } = (await login.json()) as { data: { xtoken: string } };
    const result = await autocannon({ url: `${url}/web-api/cp/api/profile/info`, connections: 50, duration: 10, headers: { 'x-token': data.xtoken } });
    const errors = result.non2xx + result.errors;
    return [
      'api: GET profile/info, 50 connections, 10 s (autocannon, one server process, SQLite WAL)',
      `  requests/s: mean ${result.requests.average.toFixed(0)}, total ${result.requests.total}, non-2xx or errors ${errors}`,
      `  latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    ];
  } finally {
    await app.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
