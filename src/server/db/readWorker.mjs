// A worker thread that runs long read-only queries on its own connection to the database file,
// so the server's event loop keeps answering while a year of daily rows is aggregated (readPool.ts).
// Plain JavaScript: workers do not inherit the CLI's TypeScript loader.
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';

const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
const statements = new Map();

parentPort.on('message', ({ id, sql, params }) => {
  try {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    parentPort.postMessage({ id, rows: statement.all(...params) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
