import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../clock';
import type { Db } from '../db/openDatabase';
import { ApiError } from '../http/apiError';

export interface LedgerAccount {
  id: number;
  user_id: number | null;
  kind: string;
  currency: string;
  number: string;
  balance: number;
  allow_negative: number;
  created_at: number;
}

export interface Leg {
  accountId: number;
  /** Minor units; negative takes money out of the account. */
  amount: number;
}

export interface Movement<R> {
  /** The anti-reuse token: the same key moves money once. */
  key: string;
  userId: number;
  kind: string;
  /** The request as the caller sent it; a replay must match it exactly. */
  request: unknown;
  memo?: string;
  /** Decides the legs inside the transaction (so checks see the balances the movement will change). */
  legs(): Leg[];
  /** The answer, computed once and returned again to every replay. */
  respond(transactionId: number): R;
}

export interface LedgerService {
  /** The random source of account numbers, tokens and references (seeds pass a seeded one, so they repeat). */
  random(bytes: number): Buffer;
  openAccount(input: { userId: number | null; kind: string; currency: string; number?: string; allowNegative?: boolean; createdAt?: number }): LedgerAccount;
  account(id: number): LedgerAccount | undefined;
  accountsOf(userId: number, kind?: string): LedgerAccount[];
  /** The house account of a kind and currency, opened on first use. */
  houseAccount(kind: string, currency: string): LedgerAccount;
  issueAntiReuseToken(userId: number): { token: string; expiresAt: number };
  /**
   * Moves money in one SQLite transaction: entries summing to zero per currency, no user account
   * below zero, the key used once. A replay with the same request returns the first answer; the
   * same key with a different request is refused.
   */
  move<R>(movement: Movement<R>): R;
  /** Whether a movement of this user already used the key: a retry of it only reads the stored answer. */
  isUsedBy(key: string, userId: number): boolean;
  /** Sum of an account's entries (what the balance column must equal). */
  sumOfEntries(accountId: number): number;
}

const tokenLifetimeMs = 30 * 60_000;

export function requestHash(request: unknown): string {
  return createHash('sha256').update(stableJson(request)).digest('hex');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export function createLedgerService(db: Db, clock: Clock, random: (bytes: number) => Buffer = randomBytes): LedgerService {
  const insertAccount = db.prepare('INSERT INTO ledger_accounts (user_id, kind, currency, number, allow_negative, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const byId = db.prepare('SELECT * FROM ledger_accounts WHERE id = ?');
  const byUser = db.prepare('SELECT * FROM ledger_accounts WHERE user_id = ? ORDER BY id');
  const byUserKind = db.prepare('SELECT * FROM ledger_accounts WHERE user_id = ? AND kind = ? ORDER BY id');
  const house = db.prepare('SELECT * FROM ledger_accounts WHERE user_id IS NULL AND kind = ? AND currency = ?');
  const insertToken = db.prepare('INSERT INTO anti_reuse_tokens (token, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
  const tokenRow = db.prepare('SELECT * FROM anti_reuse_tokens WHERE token = ?');
  const byKey = db.prepare('SELECT id, user_id, kind, request_hash, response FROM ledger_transactions WHERE idempotency_key = ?');
  const insertTx = db.prepare('INSERT INTO ledger_transactions (idempotency_key, user_id, kind, request_hash, memo, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const saveResponse = db.prepare('UPDATE ledger_transactions SET response = ? WHERE id = ?');
  const insertEntry = db.prepare('INSERT INTO ledger_entries (transaction_id, account_id, amount, currency) VALUES (?, ?, ?, ?)');
  const addBalance = db.prepare('UPDATE ledger_accounts SET balance = balance + ? WHERE id = ?');
  const sum = db.prepare('SELECT COALESCE(SUM(amount), 0) FROM ledger_entries WHERE account_id = ?').pluck();

  const service: LedgerService = {
    random,
    openAccount({ userId, kind, currency, number, allowNegative, createdAt }) {
      const accountNumber = number ?? `${kind.slice(0, 3).toUpperCase()}${random(5).toString('hex').toUpperCase()}`;
      const result = insertAccount.run(userId, kind, currency, accountNumber, allowNegative ? 1 : 0, createdAt ?? clock.now());
      return byId.get(Number(result.lastInsertRowid)) as LedgerAccount;
    },
    account: (id) => byId.get(id) as LedgerAccount | undefined,
    accountsOf: (userId, kind) => (kind ? byUserKind.all(userId, kind) : byUser.all(userId)) as LedgerAccount[],
    houseAccount(kind, currency) {
      const found = house.get(kind, currency) as LedgerAccount | undefined;
      return found ?? service.openAccount({ userId: null, kind, currency, number: `HOUSE-${kind}-${currency}`, allowNegative: true });
    },
    issueAntiReuseToken(userId) {
      const token = random(24).toString('base64url');
      const now = clock.now();
      insertToken.run(token, userId, now, now + tokenLifetimeMs);
      return { token, expiresAt: now + tokenLifetimeMs };
    },
    sumOfEntries: (accountId) => sum.get(accountId) as number,
    isUsedBy: (key, userId) => (byKey.get(key) as { user_id: number } | undefined)?.user_id === userId,
    move<R>(movement: Movement<R>): R {
      const hash = requestHash(movement.request);
      const run = db.transaction((): R => {
        const existing = byKey.get(movement.key) as { id: number; user_id: number; kind: string; request_hash: string; response: string | null } | undefined;
        if (existing) {
          if (existing.user_id !== movement.userId || existing.kind !== movement.kind || existing.request_hash !== hash) {
            throw new ApiError('IDEMPOTENCY_MISMATCH', 409, 'This request was already made with different details. Reload the page and try again.');
          }
          return JSON.parse(existing.response ?? 'null') as R;
        }
        const token = tokenRow.get(movement.key) as { user_id: number; expires_at: number } | undefined;
        if (!token || token.user_id !== movement.userId) throw new ApiError('ANTI_REUSE_INVALID', 400, 'The form has expired. Reload the page and try again.');
        if (token.expires_at <= clock.now()) throw new ApiError('ANTI_REUSE_INVALID', 400, 'The form has expired. Reload the page and try again.');

        const legs = movement.legs();
        const totals = new Map<string, number>();
        const accounts = legs.map((leg) => {
          const account = byId.get(leg.accountId) as LedgerAccount | undefined;
          if (!account) throw new Error(`ledger account ${leg.accountId} does not exist`);
          if (!Number.isSafeInteger(leg.amount) || leg.amount === 0) throw new Error(`leg amount ${leg.amount} is not a non-zero integer of minor units`);
          totals.set(account.currency, (totals.get(account.currency) ?? 0) + leg.amount);
          return account;
        });
        for (const [currency, total] of totals) if (total !== 0) throw new Error(`legs of ${movement.kind} do not balance in ${currency} (${total})`);
        const change = new Map<number, number>();
        legs.forEach((leg) => change.set(leg.accountId, (change.get(leg.accountId) ?? 0) + leg.amount));
        for (const account of accounts) {
          const after = account.balance + (change.get(account.id) ?? 0);
          if (after < 0 && !account.allow_negative) {
            throw new ApiError('INSUFFICIENT_BALANCE', 400, 'The amount is more than the available balance.', {
              accountNumber: account.number,
              available: account.balance,
              currency: account.currency,
            });
          }
        }
        const txId = Number(insertTx.run(movement.key, movement.userId, movement.kind, hash, movement.memo ?? null, clock.now()).lastInsertRowid);
        legs.forEach((leg, i) => {
          insertEntry.run(txId, leg.accountId, leg.amount, accounts[i]!.currency);
          addBalance.run(leg.amount, leg.accountId);
        });
        const response = movement.respond(txId);
        saveResponse.run(JSON.stringify(response ?? null), txId);
        return response;
      });
      return run.immediate();
    },
  };
  return service;
}
