import { largeSeed } from './largeSeed';

/** Seeds the large scale (demo data + ib.large@demo.test with 100,000 clients and a year of trades) into a temporary file. */
export async function seedLargeBench(): Promise<string[]> {
  const { db, result } = await largeSeed();
  const count = (table: string) => (db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number).toLocaleString('en-US');
  return [
    'seedLarge: portal seed --scale large into a temporary SQLite file (one transaction, prepared statements)',
    `  seeded in ${(result.ms / 1000).toFixed(2)} s: ${count('ib_clients')} clients, ${count('ib_trade_days')} daily trade rows, ${count('ib_fund_days')} daily fund rows, ${count('ledger_transactions')} ledger transactions`,
  ];
}
