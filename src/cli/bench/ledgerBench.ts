import { mkdtempSync, rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildServer } from '../../server/buildServer';
import { systemClock } from '../../server/clock';
import { openDatabase, type Db } from '../../server/db/openDatabase';
import { seedDatabase } from '../../server/seed/seedDatabase';
import { loadConfigAt } from '../loadConfig';
import { configWithoutRateLimits } from './benchServer';

/** Sums that must hold after any load: no transaction unbalanced, no balance off its entries, nothing created or lost. */
function audit(db: Db, numbers: readonly string[]) {
  const unbalanced = db
    .prepare('SELECT COUNT(*) FROM (SELECT transaction_id, currency, SUM(amount) s FROM ledger_entries GROUP BY transaction_id, currency HAVING s != 0)')
    .pluck()
    .get() as number;
  const drifted = db
    .prepare('SELECT COUNT(*) FROM ledger_accounts a WHERE a.balance != (SELECT COALESCE(SUM(amount), 0) FROM ledger_entries e WHERE e.account_id = a.id)')
    .pluck()
    .get() as number;
  const created = db
    .prepare('SELECT COUNT(*) FROM (SELECT currency, SUM(amount) s FROM ledger_entries GROUP BY currency HAVING s != 0)')
    .pluck()
    .get() as number;
  const held = db
    .prepare(`SELECT COALESCE(SUM(balance), 0) FROM ledger_accounts WHERE number IN (${numbers.map(() => '?').join(',')})`)
    .pluck()
    .get(...numbers) as number;
  return { unbalanced, drifted, created, held };
}

/**
 * Money movements per second with zero lost updates: ledger movements straight on the service (one
 * immediate SQLite transaction each, file database in WAL), and transfers over HTTP with 32 clients
 * in parallel (anti-reuse token + transfer per movement). After each run the sums are checked.
 */
export async function ledgerBench(): Promise<string[]> {
  // 32 clients take thousands of anti-reuse tokens a minute: the limits of config/security.yaml would refuse most.
  const config = configWithoutRateLimits();
  const load = loadConfigAt(config.root);
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const lines: string[] = [];
  const db = openDatabase(join(dir, 'bench.db'));
  let app: FastifyInstance | undefined;
  try {
    await seedDatabase(db, load);
    app = await buildServer({ db, config: load, clock: systemClock });
    const { ledger } = app.portalContext;
    const user = db.prepare("SELECT id FROM users WHERE email = 'trader@demo.test'").pluck().get() as number;
    const accounts = db
      .prepare("SELECT a.number, a.ledger_account_id AS id FROM client_accounts a WHERE a.user_id = ? AND a.currency = 'USD' AND a.is_demo = 0")
      .all(user) as { number: string; id: number }[];
    const numbers = accounts.map((a) => a.number);

    // 1. The ledger service.
    const moves = 20_000;
    const before = audit(db, numbers);
    let done = 0;
    const started = performance.now();
    for (let i = 0; i < moves; i++) {
      const from = accounts[i % accounts.length]!;
      const to = accounts[(i + 1) % accounts.length]!;
      const key = ledger.issueAntiReuseToken(user).token;
      ledger.move({
        key,
        userId: user,
        kind: 'bench',
        request: { i },
        legs: () => [
          { accountId: from.id, amount: -1 },
          { accountId: to.id, amount: 1 },
        ],
        respond: (tx) => tx,
      });
      done++;
    }
    const serviceMs = performance.now() - started;
    const afterService = audit(db, numbers);
    const serviceTx = db.prepare("SELECT COUNT(*) FROM ledger_transactions WHERE kind = 'bench'").pluck().get() as number;
    lines.push(
      'ledgerMoves: money movements per second, then the sums checked',
      `  ledger service, ${moves} movements (token + immediate transaction each, WAL file): ${Math.round(done / (serviceMs / 1000))} moves/s`,
      `    lost updates: ${done - serviceTx}, unbalanced transactions: ${afterService.unbalanced}, balances off their entries: ${afterService.drifted}, money created: ${afterService.created}, held before/after: ${before.held}/${afterService.held}`,
    );

    // 2. Transfers over HTTP, 32 clients.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const login = (await (
      await fetch(`${base}/web-api/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'trader@demo.test', password: 'Demo#2026' }),
      })
    ).json()) as { data: { xtoken: string } };
    const auth = { 'x-token': login.data.xtoken };
    const transfers = 4_000;
    let next = 0;
    let acknowledged = 0;
    const httpStarted = performance.now();
    await Promise.all(
      Array.from({ length: 32 }, async () => {
        for (let i = next++; i < transfers; i = next++) {
          const issued = (await (await fetch(`${base}/hgw/payment-api/api/token/anti-reuse`, { headers: auth })).json()) as {
            code: number;
            msg?: string;
            data: { token: string } | null;
          };
          if (!issued.data) throw new Error(`bench ledgerMoves: the anti-reuse token was refused (code ${issued.code}: ${issued.msg ?? ''})`);
          const token = issued.data.token;
          const body = { token, kind: 'own', from: numbers[i % numbers.length], to: numbers[(i + 1) % numbers.length], amount: '0.01' };
          const res = (await (
            await fetch(`${base}/hgw/payment-api/api/transfer/applyTransfer`, {
              method: 'POST',
              headers: { ...auth, 'content-type': 'application/json' },
              body: JSON.stringify(body),
            })
          ).json()) as { code: number };
          if (res.code === 0) acknowledged++;
        }
      }),
    );
    const httpMs = performance.now() - httpStarted;
    const afterHttp = audit(db, numbers);
    const httpTx = db.prepare("SELECT COUNT(*) FROM ledger_transactions WHERE kind = 'transfer:own'").pluck().get() as number;
    lines.push(
      `  transfers over HTTP, ${transfers} by 32 parallel clients (2 requests each): ${Math.round(acknowledged / (httpMs / 1000))} transfers/s (${acknowledged} acknowledged)`,
      `    lost updates: ${acknowledged - httpTx}, unbalanced transactions: ${afterHttp.unbalanced}, balances off their entries: ${afterHttp.drifted}, money created: ${afterHttp.created}, held before/after: ${before.held}/${afterHttp.held}`,
    );
  } finally {
    // Closed on a failure too: a server still listening would keep the bench process alive after it reported the error.
    await app?.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
    config.remove();
  }
  return lines;
}
