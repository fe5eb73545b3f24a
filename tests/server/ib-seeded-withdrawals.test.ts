import { afterEach, describe, expect, it } from 'vitest';
import { envelope, testServer, type TestServer } from '../helpers/server';

const pay = (path: string) => `/hgw/payment-api/api/${path}`;
let s: TestServer;
afterEach(async () => s?.app.close());

interface Row {
  kind: string;
  amount: number;
  statusName: string | null;
  details: string;
}

describe('the demo IB seed', () => {
  it("ib@demo.test's two seeded rebate withdrawals are withdrawal records with a status: the older completed, the newer processing", async () => {
    s = await testServer();
    const ib = await s.signIn('ib@demo.test');
    const rows = envelope<{ rows: Row[] }>(await s.get(pay('rebate/history?kind=withdrawal&order=asc'), ib)).data.rows;
    expect(rows.map((r) => r.statusName)).toEqual(['completed', 'processing']);
    expect(rows.every((r) => r.details.length > 0)).toBe(true);
    // The status filter of the IB's withdrawal history finds each.
    const processing = envelope<{ rows: Row[] }>(await s.get(pay('rebate/history?kind=withdrawal&status=processing'), ib)).data.rows;
    expect(processing).toHaveLength(1);
  });
});
