import autocannon from 'autocannon';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/openDatabase';
import { largeIb } from '../../server/seed/ibSeeder';
import { demoPassword } from '../../server/seed/seedContext';
import { seedDatabase } from '../../server/seed/seedDatabase';
import { loadConfigAt } from '../loadConfig';
import { configWithoutRateLimits, startServer } from './benchServer';
import { largeSeed } from './largeSeed';
import { median } from './measure';

/** Concurrent users of every measured call (the issue's target: p95 <= 50 ms at 8). */
const users = 8;
const secondsPerCall = Number(process.env.PORTAL_BENCH_SECONDS ?? 5);
const dayMs = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface Call {
  name: string;
  path: string;
  /** A different query each request (a fresh one-year range: nothing cached helps). */
  vary?: (n: number) => string;
}

async function signIn(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/web-api/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  const body = (await res.json()) as { code: number; data: { xtoken: string }; msg: string };
  if (body.code !== 0) throw new Error(`bench sign-in of ${email} failed: ${body.msg}`);
  return body.data.xtoken;
}

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
}

/** The value at quantile q of sorted values (nearest rank). */
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;

async function load(url: string, token: string, call: Call, connections = users, seconds = secondsPerCall): Promise<Figures> {
  const headers = { 'x-token': token, 'accept-encoding': 'br, gzip' };
  let n = 0;
  // Every answer's time, kept whole: autocannon's summary has p97.5 and p99 but no p95, the issue's target.
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url: url + call.path,
        connections,
        duration: seconds,
        headers,
        ...(call.vary ? { requests: [{ method: 'GET', setupRequest: (req: autocannon.Request) => ({ ...req, path: call.vary!(n++) }) }] } : {}),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    run.on('response', (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) latencies.push(ms);
    });
  });
  // A refused answer (429 from a rate limit, 401 from an expired session) takes a millisecond: its latency is not the call's.
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) {
    const statuses = Object.keys(result.statusCodeStats ?? {}).join(', ');
    throw new Error(
      `bench api: ${call.name}: ${failed} of ${result.requests.total} requests failed (statuses ${statuses}): no figure of this call is measured`,
    );
  }
  latencies.sort((a, b) => a - b);
  return { p50: quantile(latencies, 0.5), p95: quantile(latencies, 0.95), p99: quantile(latencies, 0.99), rps: result.requests.average };
}

const profileRounds = 3;

const ms = (value: number) => value.toFixed(1).padStart(6);
const line = (name: string, f: Figures) =>
  `  ${name.padEnd(44)} p50 ${ms(f.p50)} ms  p95 ${ms(f.p95)} ms  p99 ${ms(f.p99)} ms  ${f.rps.toFixed(0).padStart(6)} req/s`;

/** The IB and client calls the portals make, with deep pages, searches and one-year reports. */
function calls(ibClients: { accountNumber: string; email: string }, total: number): { ib: Call[]; cp: Call[] } {
  const api = '/web-api/api/';
  const today = Date.now();
  const yearEndingDaysAgo = (days: number) => `from=${isoDay(today - (364 + days) * dayMs)}&to=${isoDay(today - days * dayMs)}`;
  const year = yearEndingDaysAgo(0);
  const deepPage = Math.max(1, Math.floor(total / 25 / 2));
  // Three quarters in: read from the far end of the list (clientList.ts), half as many index entries skipped.
  const laterPage = Math.max(1, Math.floor((total / 25) * 0.75));
  return {
    ib: [
      { name: 'dashboard/summary', path: `${api}ibaccount/dashboard/summary` },
      { name: 'dashboard/rebates (366 days)', path: `${api}ibaccount/dashboard/rebates?days=366` },
      { name: 'dashboard/funds (366 days)', path: `${api}ibaccount/dashboard/funds?days=366` },
      { name: 'level', path: `${api}ibaccount/level` },
      { name: 'clients page 1', path: `${api}ibaccount/clients?list=opened&pageSize=25` },
      { name: `clients deep page ${deepPage} by date`, path: `${api}ibaccount/clients?list=opened&pageSize=25&page=${deepPage}&sort=listDate` },
      { name: `clients deep page ${deepPage} by balance`, path: `${api}ibaccount/clients?list=opened&pageSize=25&page=${deepPage}&sort=balance&order=asc` },
      { name: `clients page ${laterPage} by balance`, path: `${api}ibaccount/clients?list=opened&pageSize=25&page=${laterPage}&sort=balance&order=asc` },
      { name: 'clients search account number', path: `${api}ibaccount/clients?list=opened&pageSize=25&search=${ibClients.accountNumber}` },
      { name: 'clients search e-mail', path: `${api}ibaccount/clients?list=opened&pageSize=25&search=${encodeURIComponent(ibClients.email)}` },
      { name: 'rebate report 1 year by account', path: `${api}ibaccount/report/rebate?groupBy=account&${year}` },
      { name: 'rebate report 1 year by product', path: `${api}ibaccount/report/rebate?groupBy=product&${year}` },
      { name: 'funds report 1 year by account', path: `${api}ibaccount/report/funds?groupBy=account&${year}` },
      { name: 'funds report 1 year by day', path: `${api}ibaccount/report/funds?groupBy=day&${year}` },
      ...(['rebate', 'funds'] as const).map((report) => ({
        name: `${report} report 1 year, a new range each time`,
        path: `${api}ibaccount/report/${report}?groupBy=account&${year}`,
        vary: (n: number) => `${api}ibaccount/report/${report}?groupBy=account&${yearEndingDaysAgo(n % 300)}`,
      })),
      { name: 'profile/info', path: '/web-api/cp/api/profile/info' },
    ],
    cp: [
      { name: 'portal/config', path: `${api}portal/config` },
      { name: 'profile/info', path: '/web-api/cp/api/profile/info' },
      { name: 'system/information', path: `${api}system/information` },
    ],
  };
}

async function run(label: string, dbFile: string, ibEmail: string, configRoot: string): Promise<string[]> {
  const db = openDatabase(dbFile);
  const ibId = db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(ibEmail) as number;
  const total = db.prepare("SELECT COUNT(*) FROM ib_clients WHERE ib_id = ? AND status IN ('funded', 'unfunded')").pluck().get(ibId) as number;
  const sample = db
    .prepare("SELECT account_number AS accountNumber, email FROM ib_clients WHERE ib_id = ? AND status = 'funded' ORDER BY id LIMIT 1 OFFSET ?")
    .get(ibId, Math.floor(total / 3)) as { accountNumber: string; email: string };
  db.close();
  const server = await startServer(dbFile, { configRoot });
  try {
    const ib = await signIn(server.url, ibEmail);
    const client = await signIn(server.url, 'trader@demo.test');
    const { ib: ibCalls, cp } = calls(sample, total);
    const lines = [
      `load (${label}): ${users} concurrent connections, ${secondsPerCall} s a call, autocannon in the bench process, server in its own (portal start, rate limits lifted)`,
      ` IB portal (${ibEmail}, ${total} opened accounts):`,
    ];
    for (const call of ibCalls) lines.push(line(call.name, await load(server.url, ib, call)));
    lines.push(' client portal (trader@demo.test):');
    for (const call of cp) lines.push(line(call.name, await load(server.url, client, call)));
    // profile/info alone, then while 8 one-year reports (each a new range) run beside it; a p99 of a few milliseconds
    // moves with any pause of either process, so three rounds, each idle then busy, and their medians.
    const profile = cp[1]!;
    const heavy = ibCalls.find((c) => c.vary)!;
    const idle: number[] = [];
    const busy: number[] = [];
    for (let round = 0; round < profileRounds; round++) {
      idle.push((await load(server.url, client, profile, 1)).p99);
      const [during] = await Promise.all([load(server.url, client, profile, 1), load(server.url, ib, heavy, users)]);
      busy.push(during.p99);
    }
    const [idleP99, busyP99] = [median(idle), median(busy)];
    lines.push(
      ` profile/info p99 idle ${idleP99.toFixed(1)} ms, during ${users} concurrent one-year reports ${busyP99.toFixed(1)} ms (${(busyP99 / idleP99).toFixed(1)}x; medians of ${profileRounds} rounds, each ${idle.map((v, i) => `${v.toFixed(1)}/${busy[i]!.toFixed(1)}`).join(', ')})`,
    );
    return lines;
  } finally {
    await server.stop();
  }
}

/** API latency under load at the demo and the large scale. */
export async function loadBench(): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-load-'));
  const config = configWithoutRateLimits();
  try {
    const demo = join(dir, 'demo.db');
    const demoDb = openDatabase(demo);
    await seedDatabase(demoDb, loadConfigAt());
    demoDb.close();
    const lines = await run('demo scale', demo, 'ib@demo.test', config.root);
    const large = join(dir, 'large.db');
    const source = process.env.PORTAL_BENCH_LARGE_DB;
    if (source && existsSync(source)) {
      const sourceDb = openDatabase(source);
      sourceDb.pragma('wal_checkpoint(TRUNCATE)');
      sourceDb.close();
      copyFileSync(source, large);
    } else {
      const seeded = await largeSeed();
      seeded.db.pragma('wal_checkpoint(TRUNCATE)');
      copyFileSync(seeded.file, large);
    }
    lines.push('', ...(await run('large scale', large, largeIb.email, config.root)));
    return lines;
  } finally {
    config.remove();
    rmSync(dir, { recursive: true, force: true });
  }
}
