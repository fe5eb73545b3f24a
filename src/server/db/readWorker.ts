import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import { readJobs, type ReadJobName } from './readJobs';

// Runs in the worker thread readPool.ts starts: read jobs on its own read-only connection, one at a time,
// so the server's event loop keeps answering while a year of daily rows is summed or a deep page skipped.
const db = new Database((workerData as { file: string }).file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');

parentPort!.on('message', ({ id, job, input }: { id: number; job: ReadJobName; input: never }) => {
  try {
    parentPort!.postMessage({ id, output: readJobs[job](db, input) });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
