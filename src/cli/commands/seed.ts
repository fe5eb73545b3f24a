import { rmSync } from 'node:fs';
import { openDatabase } from '../../server/db/openDatabase';
import { anchorOfDay, seedDatabase } from '../../server/seed/seedDatabase';
import type { SeedScale } from '../../server/seed/seedContext';
import { parseOptions, requireOneOf } from '../args';
import { configOrFail } from '../composeFor';
import { defaultDbFile } from '../paths';
import { answer, type CommandResult } from '../result';

/** portal seed [--scale demo|large] [--db FILE] [--reset] */
export async function seed(args: string[]): Promise<CommandResult> {
  const opts = parseOptions(
    args,
    { scale: { type: 'string' }, db: { type: 'string' }, reset: { type: 'boolean' }, brand: { type: 'string' }, json: { type: 'boolean' } },
    'seed',
  );
  const scale = requireOneOf(opts.scale ?? 'demo', ['demo', 'large'], 'scale', 'seed') as SeedScale;
  const file = opts.db ?? defaultDbFile();
  const load = configOrFail();
  if (opts.reset && file !== ':memory:') for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  const db = openDatabase(file);
  try {
    const result = await seedDatabase(db, load, { scale, anchor: anchorOfDay(Date.now()), ...(opts.brand ? { brand: opts.brand } : {}) });
    return answer(
      opts.json,
      { db: file, scale: result.scale, users: result.users, ms: result.ms },
      `seeded ${file} (${result.scale}): ${result.users} users in ${(result.ms / 1000).toFixed(1)} s`,
    );
  } finally {
    db.close();
  }
}
