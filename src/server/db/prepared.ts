import type { Statement } from 'better-sqlite3';
import type { Db } from './openDatabase';

const statements = new WeakMap<Db, Map<string, Statement<unknown[]>>>();

/**
 * The connection's statement for sql, prepared once: a hot query (a list page, a report's version check) does
 * not compile its SQL again on every call. A statement keeps its mode (pluck, raw), so one text is used one way.
 */
export function prepared(db: Db, sql: string): Statement<unknown[]> {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) cache.set(sql, (statement = db.prepare<unknown[]>(sql)));
  return statement;
}
