import Database from 'better-sqlite3';
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ledgerInvariants } from '../helpers/funds';

/**
 * Killing the server (SIGKILL) in the middle of a load and starting it again loses no committed
 * movement and leaves no half movement: the server runs as a child process on a file database.
 */
const dir = mkdtempSync(join(tmpdir(), 'portal-crash-'));
const dbFile = join(dir, 'crash.db');
let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function startServer(port: number): Promise<ChildProcess> {
  const proc = spawn(
    process.execPath,
    ['src/cli/portal.mjs', 'start', '--no-build', '--quiet', '--db', dbFile, '--port', String(port), '--host', '127.0.0.1'],
    { stdio: 'ignore' },
  );
  // Up to 60 s: a server process on a busy 2-core machine (beside the e2e suite) takes a while to load its config.
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/web-api/api/system/information`)).ok) return proc;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill('SIGKILL');
  throw new Error('the server did not start');
}

describe('a crash in the middle of a load', () => {
  it('loses no acknowledged movement, leaves no half movement, and a replay after restart answers the first result', async () => {
    execFileSync(process.execPath, ['src/cli/portal.mjs', 'seed', '--db', dbFile], { stdio: 'ignore' });
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    child = await startServer(port);
    const post = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
      (await (
        await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
      ).json()) as { code: number; data: { id: number; xtoken: string } };
    const xtoken = (await post('/web-api/api/login', { email: 'trader@demo.test', password: 'Demo#2026' })).data.xtoken;
    const auth = { 'x-token': xtoken };

    // Eight clients move money between the MT4 and MT5 accounts until the server dies under them.
    const acknowledged: { key: string; body: object; id: number }[] = [];
    let dead = false;
    const worker = async (w: number) => {
      for (let i = 0; !dead; i++) {
        try {
          const key = ((await (await fetch(`${base}/hgw/payment-api/api/token/anti-reuse`, { headers: auth })).json()) as { data: { token: string } }).data
            .token;
          const [from, to] = (w + i) % 2 === 0 ? ['80010001', '90010001'] : ['90010001', '80010001'];
          const body = { token: key, kind: 'own', from, to, amount: `${1 + ((w * 7 + i) % 9)}.${String(i % 100).padStart(2, '0')}` };
          const res = await post('/hgw/payment-api/api/transfer/applyTransfer', body, auth);
          if (res.code === 0) acknowledged.push({ key, body, id: res.data.id });
        } catch {
          return; // the server is gone
        }
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, w) => worker(w)));
    while (acknowledged.length < 150) await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGKILL');
    dead = true;
    await load;
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);

    // Start again on the same file.
    child = await startServer(port);
    const db = new Database(dbFile, { readonly: true });
    try {
      // Nothing acknowledged is lost: each key has its ledger transaction and its transfer record.
      for (const a of acknowledged) {
        const tx = db.prepare('SELECT id FROM ledger_transactions WHERE idempotency_key = ?').pluck().get(a.key) as number | undefined;
        expect(tx, `movement ${a.key}`).toBeDefined();
        expect(db.prepare('SELECT id FROM transfers WHERE ledger_tx_id = ?').pluck().get(tx)).toBe(a.id);
      }
      // Nothing is half done: every transaction balances, every balance is its entries' sum, every
      // transfer transaction has its record and every record its transaction.
      const invariants = ledgerInvariants(db);
      expect(invariants).toMatchObject({ unbalancedTransactions: 0, driftedAccounts: 0 });
      for (const total of Object.values(invariants.currencyTotals)) expect(total).toBe(0);
      expect(
        db
          .prepare(
            "SELECT COUNT(*) FROM ledger_transactions t WHERE t.kind = 'transfer:own' AND NOT EXISTS (SELECT 1 FROM transfers r WHERE r.ledger_tx_id = t.id)",
          )
          .pluck()
          .get(),
      ).toBe(0);
      expect(
        db.prepare('SELECT COUNT(*) FROM transfers r WHERE NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.id = r.ledger_tx_id)').pluck().get(),
      ).toBe(0);
      expect(
        db.prepare('SELECT COUNT(*) FROM ledger_transactions t WHERE NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id)').pluck().get(),
      ).toBe(0);
      // Money moved only between the two accounts: their total is what it was.
      const total = db.prepare("SELECT SUM(balance) FROM ledger_accounts WHERE number IN ('80010001', '90010001')").pluck().get();
      expect(total).toBe(470_000 + 100_000);
    } finally {
      db.close();
    }

    // A client that never heard back retries with the same key: the first answer, no second movement.
    const again = (await post('/web-api/api/login', { email: 'trader@demo.test', password: 'Demo#2026' })).data.xtoken;
    const last = acknowledged.at(-1)!;
    const replay = await post('/hgw/payment-api/api/transfer/applyTransfer', last.body, { 'x-token': again });
    expect(replay).toMatchObject({ code: 0, data: { id: last.id } });
  }, 180_000);
});
