import { cloneFunds } from '../../src/server/funds/fundsGrants';
import { cloneUser } from '../../src/server/users/cloneUser';
import type { TestServer } from './server';
import { envelope } from './server';

export const cp = '/web-api/cp/api/';
export const pay = '/hgw/payment-api/api/';

/** A fresh anti-reuse token for a money request. */
export async function antiReuse(s: TestServer, xtoken: string): Promise<string> {
  return envelope<{ token: string }>(await s.get(`${pay}token/anti-reuse`, xtoken)).data.token;
}

/** The balance of an account as the ledger holds it (minor units), and the sum of its entries. */
export function ledgerBalance(s: TestServer, number: string): { balance: number; sum: number } {
  const row = s.db.prepare('SELECT id, balance FROM ledger_accounts WHERE number = ?').get(number) as { id: number; balance: number };
  const sum = s.db.prepare('SELECT COALESCE(SUM(amount), 0) FROM ledger_entries WHERE account_id = ?').pluck().get(row.id) as number;
  return { balance: row.balance, sum };
}

/** Every invariant of the ledger: each transaction sums to zero per currency; each balance is the sum of its entries. */
export function ledgerInvariants(db: TestServer['db']): { unbalancedTransactions: number; driftedAccounts: number; currencyTotals: Record<string, number> } {
  const unbalancedTransactions = db
    .prepare('SELECT COUNT(*) FROM (SELECT transaction_id, currency, SUM(amount) s FROM ledger_entries GROUP BY transaction_id, currency HAVING s != 0)')
    .pluck()
    .get() as number;
  const driftedAccounts = db
    .prepare('SELECT COUNT(*) FROM ledger_accounts a WHERE a.balance != (SELECT COALESCE(SUM(amount), 0) FROM ledger_entries e WHERE e.account_id = a.id)')
    .pluck()
    .get() as number;
  const totals = db.prepare('SELECT currency, SUM(amount) AS total FROM ledger_entries GROUP BY currency').all() as { currency: string; total: number }[];
  return { unbalancedTransactions, driftedAccounts, currencyTotals: Object.fromEntries(totals.map((t) => [t.currency, t.total])) };
}

/** The e-mail step-up factor of an action for a user: a code sent and read from the outbox (the clock moves past the resend wait). */
export async function emailFactor(s: TestServer, xtoken: string, email: string, action: string): Promise<Record<string, string>> {
  s.clock.advance(61_000);
  const sent = envelope<{ transactionId: string }>(await s.post('/web-api/api/mfa/sendEmailVerificationCode', { purpose: 'stepUpEmail', action }, xtoken));
  if (sent.code !== 0) throw new Error(`sending a step-up code failed: ${sent.code} ${sent.msg}`);
  const body = s.db.prepare('SELECT body FROM outbox WHERE address = ? ORDER BY id DESC LIMIT 1').pluck().get(email) as string;
  return { 'x-mfa-email-tx': sent.data.transactionId, 'x-mfa-email-code': /(\d{6})/.exec(body)![1]! };
}

/** Sets a user's verified KYC modules (the rest unsubmitted), to give them a chosen level. */
export function setVerifiedModules(s: TestServer, email: string, modules: number[]): void {
  const id = s.db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as number;
  s.db.prepare('DELETE FROM kyc_modules WHERE user_id = ?').run(id);
  const insert = s.db.prepare('INSERT INTO kyc_modules (user_id, module_code, status, updated_at) VALUES (?, ?, 0, 0)');
  for (const m of modules) insert.run(id, m);
}

/** A copy of a demo user with its accounts and balances (as `portal user clone` makes), for tests that change money. */
export function cloneWithFunds(s: TestServer, from: string, to: string): string {
  const ctx = s.app.portalContext;
  const now = s.clock.now();
  cloneUser(s.db, from, to, now, (sourceId, targetId) => {
    const regulator = s.db.prepare('SELECT regulator FROM users WHERE id = ?').pluck().get(targetId) as string;
    cloneFunds({ ...ctx, clock: s.clock }, sourceId, { id: targetId, regulator }, now);
  });
  s.clock.set(now);
  return to;
}

/** The user's accounts by kind and currency, as the account list shows them. */
export async function accountList(s: TestServer, xtoken: string) {
  return envelope<{
    accounts: {
      number: string;
      kind: string;
      currency: string;
      balance: string;
      isDemo: boolean;
      isMain: boolean;
      platform: string | null;
      auditStatus: number;
      auditName: string;
    }[];
    mainAccountAudit: string;
  }>(await s.post(`${cp}home/query-metaTrader-account-details`, {}, xtoken)).data;
}
