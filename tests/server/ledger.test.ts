import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerService } from '../../src/server/ledger/ledgerService';
import { envelope, testServer, type TestServer } from '../helpers/server';

let s: TestServer;
let ledger: LedgerService;
let userId: number;
beforeAll(async () => {
  s = await testServer();
  ledger = s.app.portalContext.ledger;
  userId = s.db.prepare("SELECT id FROM users WHERE email = 'trader@demo.test'").pluck().get() as number;
});
afterAll(async () => s.app.close());

const fund = (accountId: number, amount: number) => {
  const key = ledger.issueAntiReuseToken(userId).token;
  const house = ledger.houseAccount('deposits', ledger.account(accountId)!.currency);
  return ledger.move({
    key,
    userId,
    kind: 'deposit',
    request: { accountId, amount },
    legs: () => [
      { accountId: house.id, amount: -amount },
      { accountId, amount },
    ],
    respond: (tx) => ({ tx }),
  });
};

describe('the ledger', () => {
  it('moves money double-entry: legs sum to zero, balances equal the sum of entries', () => {
    const a = ledger.openAccount({ userId, kind: 'wallet', currency: 'USD' });
    const b = ledger.openAccount({ userId, kind: 'trading', currency: 'USD' });
    fund(a.id, 10_000);
    const key = ledger.issueAntiReuseToken(userId).token;
    ledger.move({
      key,
      userId,
      kind: 'transfer',
      request: { from: a.id, to: b.id, amount: 2_500 },
      legs: () => [
        { accountId: a.id, amount: -2_500 },
        { accountId: b.id, amount: 2_500 },
      ],
      respond: () => 'ok',
    });
    expect([ledger.account(a.id)!.balance, ledger.account(b.id)!.balance]).toEqual([7_500, 2_500]);
    for (const id of [a.id, b.id]) expect(ledger.sumOfEntries(id)).toBe(ledger.account(id)!.balance);
    const total = s.db.prepare("SELECT SUM(amount) FROM ledger_entries WHERE currency = 'USD'").pluck().get();
    expect(total).toBe(0);
  });

  it('a replay with the same key and request returns the first answer and moves nothing', () => {
    const a = ledger.openAccount({ userId, kind: 'wallet', currency: 'EUR' });
    fund(a.id, 1_000);
    const b = ledger.openAccount({ userId, kind: 'trading', currency: 'EUR' });
    const key = ledger.issueAntiReuseToken(userId).token;
    const move = () =>
      ledger.move({
        key,
        userId,
        kind: 'transfer',
        request: { amount: 400 },
        legs: () => [
          { accountId: a.id, amount: -400 },
          { accountId: b.id, amount: 400 },
        ],
        respond: (tx) => ({ tx }),
      });
    const first = move();
    expect(move()).toEqual(first);
    expect(ledger.account(a.id)!.balance).toBe(600);
  });

  it('the same key with a different request is refused', () => {
    const a = ledger.openAccount({ userId, kind: 'wallet', currency: 'GBP' });
    fund(a.id, 1_000);
    const b = ledger.openAccount({ userId, kind: 'trading', currency: 'GBP' });
    const key = ledger.issueAntiReuseToken(userId).token;
    const move = (amount: number) =>
      ledger.move({
        key,
        userId,
        kind: 'transfer',
        request: { amount },
        legs: () => [
          { accountId: a.id, amount: -amount },
          { accountId: b.id, amount },
        ],
        respond: () => amount,
      });
    move(100);
    expect(() => move(200)).toThrow(expect.objectContaining({ codeName: 'IDEMPOTENCY_MISMATCH' }));
    expect(ledger.account(a.id)!.balance).toBe(900);
  });

  it('refuses more than the balance, and a key nobody issued, and moves nothing', () => {
    const a = ledger.openAccount({ userId, kind: 'wallet', currency: 'JPY' });
    const b = ledger.openAccount({ userId, kind: 'trading', currency: 'JPY' });
    fund(a.id, 50);
    const key = ledger.issueAntiReuseToken(userId).token;
    const legs = () => [
      { accountId: a.id, amount: -51 },
      { accountId: b.id, amount: 51 },
    ];
    expect(() => ledger.move({ key, userId, kind: 'transfer', request: {}, legs, respond: () => 1 })).toThrow(
      expect.objectContaining({ codeName: 'INSUFFICIENT_BALANCE' }),
    );
    expect(() => ledger.move({ key: 'made-up', userId, kind: 'transfer', request: {}, legs, respond: () => 1 })).toThrow(
      expect.objectContaining({ codeName: 'ANTI_REUSE_INVALID' }),
    );
    expect([ledger.account(a.id)!.balance, ledger.account(b.id)!.balance]).toEqual([50, 0]);
    expect(s.db.prepare('SELECT COUNT(*) FROM ledger_transactions WHERE idempotency_key = ?').pluck().get(key)).toBe(0);
  });

  it('refuses legs that do not balance', () => {
    const a = ledger.openAccount({ userId, kind: 'wallet', currency: 'AUD' });
    fund(a.id, 100);
    const key = ledger.issueAntiReuseToken(userId).token;
    expect(() => ledger.move({ key, userId, kind: 'oops', request: {}, legs: () => [{ accountId: a.id, amount: -10 }], respond: () => 1 })).toThrow(
      /do not balance/,
    );
    expect(ledger.account(a.id)!.balance).toBe(100);
  });

  it('GET token/anti-reuse issues a key to the signed-in user', async () => {
    const token = await s.signIn('trader@demo.test');
    const body = envelope<{ token: string }>(await s.get('/hgw/payment-api/api/token/anti-reuse', token));
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});
