import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from '../../server/db/openDatabase';
import { seedDatabase, type SeedResult } from '../../server/seed/seedDatabase';
import { loadConfigAt } from '../loadConfig';

export interface LargeSeed {
  db: Db;
  file: string;
  result: SeedResult;
  load: ReturnType<typeof loadConfigAt>;
  cleanup(): void;
}

let seeded: Promise<LargeSeed> | undefined;

/** The large seed in a temporary database file, made once per process (the benches share it). */
export function largeSeed(): Promise<LargeSeed> {
  seeded ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
    const file = join(dir, 'large.db');
    const load = loadConfigAt();
    const db = openDatabase(file);
    const result = await seedDatabase(db, load, { scale: 'large' });
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return { db, file, result, load, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
  })();
  return seeded;
}
