import { buildServer } from '../../server/buildServer';
import { loadConfigAt } from '../loadConfig';
import { configWithoutRateLimits } from './benchServer';
import { demoPassword } from '../../server/seed/seedContext';
import { largeIb } from '../../server/seed/ibSeeder';
import { ms, repeat, summarise } from './measure';
import { largeSeed } from './largeSeed';

/**
 * The client-list API on the large seed: a filtered (list + a year's date range), sorted page of
 * 50 out of ib.large@demo.test's 100,000 clients, through fastify.inject (routing, validation,
 * session, SQL, serialisation), with several sorts and pages. Target: p95 under 50 ms.
 */
export async function clientListBench(): Promise<string[]> {
  const { db } = await largeSeed();
  const config = configWithoutRateLimits();
  const app = await buildServer({ db, config: loadConfigAt(config.root), options: { configRoot: config.root } });
  await app.ready();
  try {
    const login = await app.inject({ method: 'POST', url: '/web-api/api/login', payload: { email: largeIb.email, password: demoPassword } });
    const token = (login.json() as { data: { xtoken: string } }).data.xtoken;
    const total = db.prepare('SELECT COUNT(*) FROM ib_clients WHERE ib_id = (SELECT id FROM users WHERE email = ?)').pluck().get(largeIb.email) as number;
    const anchor = new Date(db.prepare("SELECT value FROM meta WHERE key = 'seed.anchor'").pluck().get() as string);
    const to = anchor.toISOString().slice(0, 10);
    const from = new Date(anchor.getTime() - 364 * 86_400_000).toISOString().slice(0, 10);
    const sorts = [
      ['balance', 'desc'],
      ['lots', 'desc'],
      ['listDate', 'asc'],
      ['name', 'asc'],
    ] as const;
    const lists = ['opened', 'accounts', 'unfunded'];
    const urls: string[] = [];
    for (const list of lists)
      for (const [sort, order] of sorts)
        for (const page of [1, 2, 7, 40])
          urls.push(`/web-api/api/ibaccount/clients?list=${list}&from=${from}&to=${to}&sort=${sort}&order=${order}&page=${page}&pageSize=50`);
    const call = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers: { 'x-token': token } });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return res;
    };
    for (const url of urls.slice(0, 8)) await call(url); // warm-up
    const first = (await call(urls[0]!)).json() as { data: { rows: unknown[]; total: number } };
    const samples: number[] = [];
    const bySort = new Map<string, number[]>();
    for (let round = 0; round < 3; round++) {
      for (const url of urls) {
        const timing = await repeat(1, () => call(url));
        samples.push(timing.medianMs);
        const sort = /sort=(\w+)/.exec(url)![1]!;
        bySort.set(sort, [...(bySort.get(sort) ?? []), timing.medianMs]);
      }
    }
    const all = summarise(samples);
    return [
      `clientList: GET ibaccount/clients, page of 50 (list ${lists.join('/')} + one year's date range, sorted), ib.large@demo.test with ${total.toLocaleString('en-US')} clients, fastify.inject, rate limits lifted`,
      `  e.g. list=opened sorted by balance: ${first.data.rows.length} rows of ${first.data.total.toLocaleString('en-US')} matching`,
      `  ${all.runs} requests: p50 ${ms(all.medianMs)}, p95 ${ms(all.p95Ms)}, max ${ms(all.maxMs)} (target p95 < 50 ms)`,
      ...[...bySort].map(([sort, values]) => {
        const s = summarise(values);
        return `    sort=${sort}: p50 ${ms(s.medianMs)}, p95 ${ms(s.p95Ms)}`;
      }),
    ];
  } finally {
    await app.close();
    config.remove();
  }
}
