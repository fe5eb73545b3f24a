import { accountPage } from '../ib/accountSums';
import { anchoredPage } from '../ib/clientListAnchors';
import { rollupTotals } from '../ib/rollupTotals';
import type { Db } from './openDatabase';
import { prepared } from './prepared';

/** The rows of one read-only query (a deep page of a list: thousands of index entries skipped; a range of a report's rollup). */
function rows(db: Db, { sql, params }: { sql: string; params: unknown[] }): unknown[] {
  return prepared(db, sql).all(...params);
}

/** What the read worker runs (readPool.ts): each a function of a read-only connection and plain data. */
export const readJobs = { accountPage, anchoredPage, rollupTotals, rows };

export type ReadJobs = typeof readJobs;
export type ReadJobName = keyof ReadJobs;
