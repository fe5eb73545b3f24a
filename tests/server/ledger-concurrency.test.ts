import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decimalToMinor } from '../../engine/format';
import { buildServer } from '../../src/server/buildServer';
import { fixedClock } from '../../src/server/clock';
import { openDatabase, type Db } from '../../src/server/db/openDatabase';
import { cloneFunds } from '../../src/server/funds/fundsGrants';
import { seedAnchor, seedDatabase } from '../../src/server/seed/seedDatabase';
import { cloneUser } from '../../src/server/users/cloneUser';
import { ledgerInvariants } from '../helpers/funds';
import { projectConfig } from '../helpers/config';

/**
 * Many parallel transfers and withdrawals over real HTTP (a server listening on a random port),
 * duplicates with the same key among them: every balance ends equal to its ledger sum, money is
 * conserved, and each key moved money once.
 */
let app: FastifyInstance;
let db: Db;
let base: string;
const clock = fixedClock(seedAnchor + 3_600_000);
const email = 'trader+parallel@demo.test';

async function call<T = Record<string, unknown>>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ code: number; data: T; msg: string }> {
  const res = await fetch(base + path, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return (await res.json()) as { code: number; data: T; msg: string };
}

beforeAll(async () => {
  db = openDatabase(':memory:');
  const load = projectConfig();
  await seedDatabase(db, load);
  app = await buildServer({ db, config: load, clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  cloneUser(db, 'trader@demo.test', email, clock.now(), (source, target) =>
    cloneFunds({ ...app.portalContext, clock }, source, { id: target, regulator: 'vfsc' }, clock.now()),
  );
  clock.set(seedAnchor + 3_600_000);
});
afterAll(async () => app.close());

describe('parallel money movements over HTTP', () => {
  it('transfers and withdrawals in parallel, with duplicate keys: balances equal the ledger sums, money is conserved, each key moves once', async () => {
    const xtoken = (await call<{ xtoken: string }>('POST', '/web-api/api/login', { email, password: 'Demo#2026' })).data.xtoken;
    const auth = { 'x-token': xtoken };
    const numbers = db
      .prepare(
        "SELECT a.number, a.currency FROM client_accounts a JOIN users u ON u.id = a.user_id WHERE u.email = ? AND a.is_demo = 0 AND a.currency IN ('USD', 'EUR')",
      )
      .all(email) as { number: string; currency: string }[];
    const balances = () =>
      Object.fromEntries(numbers.map((n) => [n.number, db.prepare('SELECT balance FROM ledger_accounts WHERE number = ?').pluck().get(n.number) as number]));
    const before = balances();
    const token = async () => (await call<{ token: string }>('GET', '/hgw/payment-api/api/token/anti-reuse', undefined, auth)).data.token;

    // Transfers between every pair of the four accounts (USD<->EUR converted), each key sent 1-3 times.
    type Request = { key: string; path: string; body: Record<string, unknown>; headers: Record<string, string> };
    const requests: Request[] = [];
    let seed = 7;
    const random = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    for (let i = 0; i < 60; i++) {
      const from = numbers[random(numbers.length)]!;
      let to = numbers[random(numbers.length)]!;
      if (to.number === from.number) to = numbers[(numbers.indexOf(from) + 1) % numbers.length]!;
      const body = {
        token: await token(),
        kind: 'own',
        from: from.number,
        to: to.number,
        amount: `${1 + random(150)}.${String(random(100)).padStart(2, '0')}`,
      };
      for (let copy = 0; copy <= random(3); copy++)
        requests.push({ key: body.token, path: '/hgw/payment-api/api/transfer/applyTransfer', body, headers: auth });
    }
    // Withdrawals from the MT4 account: each request carries its own step-up code; some repeat a key.
    const mt4 = db
      .prepare("SELECT a.number FROM client_accounts a JOIN users u ON u.id = a.user_id WHERE u.email = ? AND a.platform = 'mt4' AND a.is_demo = 0")
      .pluck()
      .get(email) as string;
    const factor = async () => {
      clock.advance(61_000);
      const sent = await call<{ transactionId: string }>(
        'POST',
        '/web-api/api/mfa/sendEmailVerificationCode',
        { purpose: 'stepUpEmail', action: 'withdraw' },
        auth,
      );
      const code = /(\d{6})/.exec(db.prepare('SELECT body FROM outbox WHERE address = ? ORDER BY id DESC LIMIT 1').pluck().get(email) as string)![1]!;
      return { ...auth, 'x-mfa-email-tx': sent.data.transactionId, 'x-mfa-email-code': code };
    };
    for (let i = 0; i < 15; i++) {
      const body = { token: await token(), account: mt4, channel: 'bankTransfer', amount: `${50 + random(50)}.00` };
      for (let copy = 0; copy <= (i % 3 === 0 ? 1 : 0); copy++)
        requests.push({ key: body.token, path: '/hgw/payment-api/api/withdrawal/applyWithdrawal', body, headers: await factor() });
    }
    // Codes were sent a resend wait apart; answer them all while the first is still fresh.
    clock.set(seedAnchor + 3_600_000 + 61_000);
    // Shuffle, then fire everything at once.
    for (let i = requests.length - 1; i > 0; i--) {
      const j = random(i + 1);
      [requests[i], requests[j]] = [requests[j]!, requests[i]!];
    }
    const answers = await Promise.all(requests.map(async (r) => ({ r, res: await call<{ id: number }>('POST', r.path, r.body, r.headers) })));

    // Each key: the same answer to every copy (or the same refusal); at most one ledger transaction.
    const byKey = new Map<string, typeof answers>();
    for (const a of answers) byKey.set(a.r.key, [...(byKey.get(a.r.key) ?? []), a]);
    let moved = 0;
    for (const [key, copies] of byKey) {
      const codes = new Set(copies.map((c) => c.res.code));
      expect(codes.size, `answers to ${key}: ${[...codes].join(', ')}`).toBe(1);
      const txs = db.prepare('SELECT COUNT(*) FROM ledger_transactions WHERE idempotency_key = ?').pluck().get(key) as number;
      if (copies[0]!.res.code === 0) {
        moved++;
        expect(new Set(copies.map((c) => c.res.data.id)).size).toBe(1);
        expect(txs).toBe(1);
      } else {
        expect([487]).toContain(copies[0]!.res.code); // the only acceptable refusal: not enough money left
        expect(txs).toBe(0);
      }
    }
    expect(moved).toBeGreaterThan(50);
    expect(requests.length).toBeGreaterThan(byKey.size);

    // Balances are the ledger sums; every transaction balances; all money is conserved.
    const invariants = ledgerInvariants(db);
    expect(invariants.unbalancedTransactions).toBe(0);
    expect(invariants.driftedAccounts).toBe(0);
    for (const total of Object.values(invariants.currencyTotals)) expect(total).toBe(0);

    // The user's balances changed by exactly what the accepted movements say (no lost update).
    const after = balances();
    const expected = { ...before };
    const minor = (text: string) => Number(decimalToMinor(text, 2));
    const accepted = [...byKey.values()].map((copies) => copies[0]!).filter((a) => a.res.code === 0);
    for (const { r, res } of accepted) {
      const data = res.data as unknown as { from?: string; to?: string; amount: string; toAmount?: string; account?: string };
      if (r.path.endsWith('applyTransfer')) {
        expected[data.from!]! -= minor(data.amount);
        expected[data.to!]! += minor(data.toAmount!);
      } else {
        expected[data.account!]! -= minor(data.amount);
      }
    }
    expect(after).toEqual(expected);
    expect(Object.values(after).every((b) => b >= 0)).toBe(true);
  });
});
