import type { Db } from '../db/openDatabase';
import { prepared } from '../db/prepared';

/** The IB's data version: 055_ib_rollups.sql moves it with every write behind its reports and dashboard. */
export function ibDataVersion(db: Db, ibId: number): number {
  return (prepared(db, 'SELECT version FROM ib_data_versions WHERE ib_id = ?').pluck().get(ibId) as number | undefined) ?? 0;
}

/** The least recently used entry of a map goes when it is full: reading moves an entry to the end. */
export function remember<K, V>(map: Map<K, V>, key: K, value: V, max: number): V {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) map.delete(map.keys().next().value!);
  return value;
}

/** Values computed from one IB's data, each kept while that data's version stands. */
export type VersionedCache<V> = Map<string, { version: number; value: V }>;

/**
 * The value of `key` for the IB: the kept one while the IB's data version stands, else computed
 * (and kept, the `max` most recently read at most). The version and a kept value are both read
 * from the connection the answer is read from, so a value never outlives the rows it came from.
 */
export function versioned<V>(cache: VersionedCache<V>, db: Db, ibId: number, key: string, max: number, compute: () => V): V {
  const version = ibDataVersion(db, ibId);
  const kept = cache.get(key);
  return remember(cache, key, kept?.version === version ? kept : { version, value: compute() }, max).value;
}
