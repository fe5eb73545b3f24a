import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/openDatabase';
import { closeReadWorkers, readOffThread } from '../../src/server/db/readPool';
import type { AnchoredPageRequest } from '../../src/server/ib/clientListAnchors';

/**
 * Issue 18: a deep page of a client list is read from a kept position near it (clientListAnchors.ts),
 * not by skipping every index entry before it. Every page, in every order, must equal what plain
 * OFFSET gives, also after the list changes (positions are kept per version of the IB's data).
 */
const ibId = 7;
const otherIb = 8;
const clients = 3000;
let dir: string;
let db: Db;

const filter = 'ib_id = ? AND +status IN (?, ?)';
const params = [ibId, 'funded', 'unfunded'];
const sorts = {
  listDate: { index: 'ib_clients_by_date', columns: ['list_date', 'status', 'id'] },
  balance: { index: 'ib_clients_by_currency_balance', columns: ['currency', 'balance', 'status', 'list_date', 'id'] },
} as const;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'client-list-anchors-'));
  db = openDatabase(join(dir, 'portal.db'));
  // The fixture has no users: the clients' owner is only a number here.
  db.pragma('foreign_keys = OFF');
  const insert = db.prepare(
    'INSERT INTO ib_clients (id, ib_id, name, email, status, currency, balance, registered_at, list_date) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?)',
  );
  db.transaction(() => {
    for (let id = 1; id <= clients; id++) {
      // Few distinct dates and balances: long runs of ties that the later columns must order.
      const status = id % 7 === 0 ? 'archived' : id % 2 ? 'funded' : 'unfunded';
      insert.run(id, ibId, `Client ${id}`, `c${id}@test`, status, id % 3 ? 'USD' : 'EUR', (id * 37) % 11, (id * 13) % 17);
    }
  })();
});

afterAll(async () => {
  await closeReadWorkers(db);
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const offsets = [0, 255, 256, 257, 600, 1024, 1300, 1999, 2400, 2560];

async function expectPagesEqualOffset(sort: keyof typeof sorts, descending: boolean) {
  const { index, columns } = sorts[sort];
  const order = columns.map((c) => `${c} ${descending ? 'DESC' : 'ASC'}`).join(', ');
  const plain = db.prepare(`SELECT * FROM ib_clients WHERE ${filter} ORDER BY ${order} LIMIT ? OFFSET ?`);
  for (const offset of offsets) {
    const request: AnchoredPageRequest = { ibId, filter, params, index, columns, descending, offset, limit: 40 };
    expect(await readOffThread(db, 'anchoredPage', request), `${sort} ${descending ? 'desc' : 'asc'} from ${offset}`).toEqual(plain.all(...params, 40, offset));
  }
}

describe('deep client-list pages from kept positions', () => {
  it.each([
    ['listDate', true],
    ['listDate', false],
    ['balance', true],
    ['balance', false],
  ] as const)('by %s (descending: %s), every page equals the same page read by OFFSET, asked twice', async (sort, descending) => {
    await expectPagesEqualOffset(sort, descending);
    // The second time the positions are kept ones.
    await expectPagesEqualOffset(sort, descending);
  });

  it('a client added, one removed, one moved to another IB and a balance changed: the next pages still equal OFFSET', async () => {
    await expectPagesEqualOffset('balance', true);
    db.prepare(
      "INSERT INTO ib_clients (id, ib_id, name, email, status, currency, balance, registered_at, list_date) VALUES (5001, ?, 'New', 'new@test', 'funded', 'USD', 10, 0, 16)",
    ).run(ibId);
    await expectPagesEqualOffset('balance', true);
    db.prepare('DELETE FROM ib_clients WHERE id = 1').run();
    await expectPagesEqualOffset('balance', true);
    db.prepare('UPDATE ib_clients SET ib_id = ? WHERE id = 3').run(otherIb);
    await expectPagesEqualOffset('balance', true);
    db.prepare('UPDATE ib_clients SET balance = 99 WHERE id = 5').run();
    await expectPagesEqualOffset('balance', true);
  });
});
