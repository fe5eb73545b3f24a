import { ok } from '../http/envelope';
import { encodedJson, type AnswerTransfer, type BodyEncoding } from '../http/sendEncoded';
import { accountPage } from '../ib/accountSums';
import { anchoredPage } from '../ib/clientListAnchors';
import { readReport } from '../ib/readReport';
import { rollupTotals } from '../ib/rollupTotals';
import type { Db } from './openDatabase';
import { prepared } from './prepared';

/** The rows of one read-only query (a deep page of a list: thousands of index entries skipped). */
function rows(db: Db, { sql, params }: { sql: string; params: unknown[] }): unknown[] {
  return prepared(db, sql).all(...params);
}

/** A read job whose output is an API answer, and how the request takes it. */
export interface AnswerJob {
  job: Exclude<ReadJobName, 'answer'>;
  input: unknown;
  accepted: BodyEncoding;
  transfer: AnswerTransfer;
}

/**
 * A job's output as the API's answer: in its envelope, serialised and compressed by the thread that read it, so the
 * event loop only writes the bytes. The bytes are copied into a buffer of their own: a small Buffer is a view of a
 * shared pool, which a worker's message would copy whole.
 */
function answer(db: Db, { job, input, accepted, transfer }: AnswerJob): { body: Uint8Array; encoding: BodyEncoding } {
  const run = readJobs[job] as (db: Db, input: unknown) => unknown;
  const { body, encoding } = encodedJson(transfer, accepted, JSON.stringify(ok(run(db, input))));
  return { body: new Uint8Array(body), encoding };
}

/** What the read worker runs (readPool.ts): each a function of a read-only connection and plain data. */
export const readJobs = { accountPage, anchoredPage, rollupTotals, rows, report: readReport, answer };

export type ReadJobs = typeof readJobs;
export type ReadJobName = keyof ReadJobs;
