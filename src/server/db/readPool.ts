import { Worker } from 'node:worker_threads';
import type { Db } from './openDatabase';
import { readJobs, type ReadJobName, type ReadJobs } from './readJobs';

interface Pending {
  resolve: (output: unknown) => void;
  reject: (error: Error) => void;
}

interface ReadWorker {
  worker: Worker;
  pending: Map<number, Pending>;
  nextId: number;
}

const workers = new WeakMap<Db, ReadWorker>();

function workerFor(db: Db): ReadWorker {
  let entry = workers.get(db);
  if (entry) return entry;
  const worker = new Worker(new URL('./readWorker.mjs', import.meta.url), { workerData: { file: db.name } });
  // The worker never keeps the process alive; the server closing ends it with the process.
  worker.unref();
  const created: ReadWorker = { worker, pending: new Map(), nextId: 1 };
  worker.on('message', ({ id, output, error }: { id: number; output?: unknown; error?: string }) => {
    const pending = created.pending.get(id);
    created.pending.delete(id);
    handBack(() => (error !== undefined ? pending?.reject(new Error(error)) : pending?.resolve(output)));
  });
  worker.on('error', (error) => {
    for (const p of created.pending.values()) p.reject(error);
    created.pending.clear();
    workers.delete(db);
  });
  workers.set(db, (entry = created));
  return entry;
}

/**
 * The worker's answers go back to their requests one per turn of the event loop. The worker answers in bursts (a
 * port delivers every waiting message in one go) and each answer then has its rows finished, serialised, compressed
 * and written on the event loop: a burst of eight reports was milliseconds in which a profile or a payment that had
 * arrived meanwhile waited. Between two turns the loop takes what arrived (the other requests) first.
 */
const answers: (() => void)[] = [];
function handBack(settle: () => void): void {
  answers.push(settle);
  if (answers.length === 1) setImmediate(settleNext);
}
function settleNext(): void {
  answers.shift()?.();
  if (answers.length > 0) setImmediate(settleNext);
}

type Input<K extends ReadJobName> = Parameters<ReadJobs[K]>[1];
type Output<K extends ReadJobName> = ReturnType<ReadJobs[K]>;

/**
 * A long read-only job (readJobs.ts), run off the event loop: by a worker thread with its own
 * connection when the database is a file (WAL lets it read beside the writer), in place for an
 * in-memory database (tests), which no other connection can see.
 */
export function readOffThread<K extends ReadJobName>(db: Db, job: K, input: Input<K>): Promise<Output<K>> {
  const run = readJobs[job] as (db: Db, input: Input<K>) => Output<K>;
  if (db.memory) return new Promise((resolve) => resolve(run(db, input)));
  const entry = workerFor(db);
  const id = entry.nextId++;
  return new Promise((resolve, reject) => {
    entry.pending.set(id, { resolve: resolve as (output: unknown) => void, reject });
    entry.worker.postMessage({ id, job, input });
  });
}

/**
 * Starts the database file's read worker now (the server's start), so the first deep page or report
 * does not also wait for a thread to start and load its modules.
 */
export function startReadWorker(db: Db): void {
  if (!db.memory) workerFor(db);
}

/** Ends the database's worker (the server's onClose), failing what it still had to read. */
export async function closeReadWorker(db: Db): Promise<void> {
  const entry = workers.get(db);
  if (!entry) return;
  workers.delete(db);
  for (const p of entry.pending.values()) p.reject(new Error('the server is closing'));
  await entry.worker.terminate();
}
