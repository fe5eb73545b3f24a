import type { Db } from '../db/openDatabase';

/** How many answers one database keeps (chosen: a few IBs paging through a few ranges each). */
const maxEntries = 32;

interface Entry {
  version: number;
  value: Promise<unknown>;
}

const caches = new WeakMap<Db, Map<string, Entry>>();

/** The IB's data version: 055_ib_rollups.sql moves it with every write behind its reports. */
export function ibDataVersion(db: Db, ibId: number): number {
  return (db.prepare('SELECT version FROM ib_data_versions WHERE ib_id = ?').pluck().get(ibId) as number | undefined) ?? 0;
}

/**
 * The answer of compute for key, computed once per version of the IB's data: paging and sorting
 * through one report range read the rows once. Concurrent callers share one computation; the least
 * recently used answer goes first.
 */
export function cachedPerVersion<T>(db: Db, ibId: number, key: string, compute: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const version = ibDataVersion(db, ibId);
  const id = `${ibId}:${key}`;
  const hit = cache.get(id);
  cache.delete(id);
  if (hit && hit.version === version) {
    cache.set(id, hit);
    return hit.value as Promise<T>;
  }
  const value = compute();
  cache.set(id, { version, value });
  value.catch(() => cache.delete(id));
  while (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
  return value;
}
