import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { AnswerTransfer, BodyEncoding, EncodedBody } from '../http/sendEncoded';
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

/**
 * Read workers per database file: one per core but one (chosen), which the event loop keeps. The workers run below
 * the server's priority (readWorker.mjs), yet on two cores a second worker made a profile's p99 during eight new
 * one-year reports 2.5-4x its idle value (1.2-1.8x with one): the scheduler lets a busy thread finish its slice
 * before the event loop's request runs.
 */
const poolSize = Math.max(1, availableParallelism() - 1);
const pools = new WeakMap<Db, ReadWorker[]>();

function startWorker(db: Db, pool: ReadWorker[]): ReadWorker {
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
    // The pool goes on without it; an empty pool is started afresh by the next read.
    const at = pool.indexOf(created);
    if (at >= 0) pool.splice(at, 1);
    if (pool.length === 0 && pools.get(db) === pool) pools.delete(db);
  });
  return created;
}

/** The database's pool of count workers, started now. */
function startPool(db: Db, count: number): ReadWorker[] {
  const pool: ReadWorker[] = [];
  pools.set(db, pool);
  for (let i = 0; i < count; i++) pool.push(startWorker(db, pool));
  return pool;
}

/** The database's worker with the fewest reads waiting (the pool started on first use). */
function workerFor(db: Db): ReadWorker {
  const pool = pools.get(db) ?? startPool(db, poolSize);
  return pool.reduce((least, entry) => (entry.pending.size < least.pending.size ? entry : least));
}

/**
 * The worker's answers go back to their requests one per turn of the event loop. The worker answers in bursts (a
 * port delivers every waiting message in one go) and each answer is then written, and a list page's rows finished and
 * serialised, on the event loop: a burst of eight was milliseconds in which a profile or a payment that had arrived
 * meanwhile waited. Between two turns the loop takes what arrived (the other requests) first.
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
 * A long read-only job (readJobs.ts), run off the event loop: by a worker thread (the least busy) with its own
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
 * A long read-only job's output as the API's answer to a request that accepts an encoding: serialised and compressed
 * where it was read (readJobs.ts answer), so a report's rows are neither cloned to the event loop nor turned into
 * JSON and compressed on it.
 */
export async function answerOffThread<K extends Exclude<ReadJobName, 'answer'>>(
  db: Db,
  job: K,
  input: Input<K>,
  accepted: BodyEncoding,
  transfer: AnswerTransfer,
): Promise<EncodedBody> {
  const { body, encoding } = await readOffThread(db, 'answer', { job, input, accepted, transfer });
  // A worker's message hands a Buffer over as a plain Uint8Array: viewed as a Buffer again, not copied.
  return { body: Buffer.from(body.buffer, body.byteOffset, body.byteLength), encoding };
}

/**
 * Starts the database file's read workers now (the server's start), so the first deep page or report
 * does not also wait for threads to start and load their modules. count: one per core but one unless given.
 */
export function startReadWorkers(db: Db, count = poolSize): void {
  if (!db.memory && !pools.has(db)) startPool(db, Math.max(1, count));
}

/** Ends the database's workers (the server's onClose), failing what they still had to read. */
export async function closeReadWorkers(db: Db): Promise<void> {
  const pool = pools.get(db);
  if (!pool) return;
  pools.delete(db);
  await Promise.all(
    pool.map((entry) => {
      for (const p of entry.pending.values()) p.reject(new Error('the server is closing'));
      return entry.worker.terminate();
    }),
  );
}
