import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalCli } from '../helpers/cli';

const dir = mkdtempSync(join(tmpdir(), 'portal-funds-cli-'));
const dbFile = join(dir, 'cli.db');
const portal = (...args: string[]) => portalCli(...args, '--db', dbFile);
const query = <T>(sql: string, ...params: unknown[]): T => {
  const db = new Database(dbFile, { readonly: true });
  try {
    return db.prepare(sql).get(...params) as T;
  } finally {
    db.close();
  }
};

beforeAll(async () => {
  expect((await portal('seed')).code).toBe(0);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the funds commands of the portal CLI', () => {
  it('user clone copies the accounts and balances, under new numbers, every balance the sum of its entries', async () => {
    expect((await portal('user', 'clone', '--from', 'trader@demo.test', '--email', 'trader+cli@demo.test')).code).toBe(0);
    const accounts = query<{ n: number; total: number }>(
      "SELECT COUNT(*) n, SUM(l.balance) total FROM client_accounts a JOIN ledger_accounts l ON l.id = a.ledger_account_id JOIN users u ON u.id = a.user_id WHERE u.email = 'trader+cli@demo.test' AND a.currency = 'USD'",
    );
    expect(accounts).toEqual({ n: 5, total: 470_000 + 100_000 + 500_000 + 1_000_000 + 200_000 }); // with the copy-trading account 80010014
    expect(
      query<{ n: number }>(
        'SELECT COUNT(*) n FROM ledger_accounts a WHERE a.balance != (SELECT COALESCE(SUM(amount), 0) FROM ledger_entries e WHERE e.account_id = a.id)',
      ).n,
    ).toBe(0);
  });

  it('accounts review approves a pending live account; a second decision is refused', async () => {
    const db = new Database(dbFile);
    db.prepare("UPDATE client_accounts SET audit_status = 3 WHERE number = '90010001'").run();
    db.close();
    const done = await portal('accounts', 'review', '--email', 'trader@demo.test', '--account', '90010001', '--decision', 'approve');
    expect(done).toMatchObject({ code: 0, out: 'trader@demo.test: account 90010001 is now pass\n' });
    const again = await portal('accounts', 'review', '--email', 'trader@demo.test', '--account', '90010001', '--decision', 'reject');
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/is pass, not waiting for a review/);
    expect(await portal('accounts', 'review', '--email', 'trader@demo.test', '--account', '90010001', '--decision', 'maybe')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/valid decisions: approve, reject/),
    });
  });

  it('funds review decides an audited deposit (the money arrives once) and moves withdrawals along', async () => {
    const audited = query<{ id: number }>(
      "SELECT d.id FROM deposits d JOIN client_accounts a ON a.id = d.account_id WHERE a.number = '80010001' AND d.status = 6",
    ).id;
    expect(await portal('funds', 'review', '--deposit', String(audited), '--decision', 'approve')).toMatchObject({
      code: 0,
      out: `deposit ${audited} is now success\n`,
    });
    expect(query<{ balance: number }>("SELECT balance FROM ledger_accounts WHERE number = '80010001'").balance).toBe(470_000 + 100_000);
    expect((await portal('funds', 'review', '--deposit', String(audited), '--decision', 'approve')).code).toBe(1);
    expect(await portal('funds', 'review', '--withdrawal', '1', '--decision', 'process')).toMatchObject({
      code: 1,
      err: expect.stringMatching(/completed and cannot become processing/),
    });
    expect((await portal('funds', 'review', '--decision', 'approve')).code).toBe(2);
  });

  it('destinations review verifies a pending bank account (default: the newest pending one) or rejects it with a reason', async () => {
    const db = new Database(dbFile);
    const user = db.prepare("SELECT id FROM users WHERE email = 'trader@demo.test'").pluck().get() as number;
    const insert = db.prepare(
      "INSERT INTO payment_destinations (user_id, kind, holder, bank_name, account_number, swift, status, created_at) VALUES (?, 'bank', 'Taylor Trader', 'Example Bank', '12345678', 'EXMPGB2L', 'pending', 0)",
    );
    const first = Number(insert.run(user).lastInsertRowid);
    const second = Number(insert.run(user).lastInsertRowid);
    db.close();
    expect(await portal('destinations', 'review', '--email', 'trader@demo.test', '--decision', 'approve')).toMatchObject({
      code: 0,
      out: `trader@demo.test: bank account ${second} is now verified\n`,
    });
    expect(await portal('destinations', 'review', '--email', 'trader@demo.test', '--id', String(first), '--decision', 'reject')).toMatchObject({
      code: 1,
      err: expect.stringMatching(/Give the reason/),
    });
    expect(
      await portal('destinations', 'review', '--email', 'trader@demo.test', '--id', String(first), '--decision', 'reject', '--reason', 'Unreadable statement'),
    ).toMatchObject({ code: 0 });
    expect(query<{ status: string; reason: string }>('SELECT status, reason FROM payment_destinations WHERE id = ?', first)).toEqual({
      status: 'rejected',
      reason: 'Unreadable statement',
    });
    expect(await portal('destinations', 'review', '--email', 'client@demo.test', '--decision', 'approve')).toMatchObject({
      code: 1,
      err: expect.stringMatching(/no bank account waiting/),
    });
  }, 120_000);
});
