import { Worker } from 'node:worker_threads';
import type { Db } from './openDatabase';

interface Pending {
  resolve: (rows: unknown[]) => void;
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
  worker.on('message', ({ id, rows, error }: { id: number; rows?: unknown[]; error?: string }) => {
    const pending = created.pending.get(id);
    created.pending.delete(id);
    if (error !== undefined) pending?.reject(new Error(error));
    else pending?.resolve(rows ?? []);
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
 * The rows of a long read-only query, read off the event loop: by a worker thread with its own
 * connection when the database is a file (WAL lets it read beside the writer), in place for an
 * in-memory database (tests), which no other connection can see.
 */
export function readOffThread(db: Db, sql: string, params: unknown[]): Promise<unknown[]> {
  if (db.memory) return Promise.resolve(db.prepare(sql).all(...params));
  const entry = workerFor(db);
  const id = entry.nextId++;
  return new Promise((resolve, reject) => {
    entry.pending.set(id, { resolve, reject });
    entry.worker.postMessage({ id, sql, params });
  });
}

/** Ends the database's worker (the server's onClose), failing what it still had to read. */
export async function closeReadWorker(db: Db): Promise<void> {
  const entry = workers.get(db);
  if (!entry) return;
  workers.delete(db);
  for (const p of entry.pending.values()) p.reject(new Error('the server is closing'));
  await entry.worker.terminate();
}
