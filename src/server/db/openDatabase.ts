import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrate } from './migrate';

export type Db = Database.Database;

/**
 * Opens the SQLite file (":memory:" for tests, or an in-memory copy of a serialized database) in WAL mode with
 * foreign keys on, and applies the migrations. synchronous=NORMAL in WAL keeps every committed transaction across a
 * process crash.
 */
export function openDatabase(file: string | Buffer): Db {
  if (typeof file === 'string' && file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
