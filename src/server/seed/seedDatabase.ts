import type { PortalConfigLoad } from '../../../engine/config';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/openDatabase';
import { seededRandom } from './random';
import { demoPassword, type SeedScale } from './seedContext';
import { seeders } from './seeders';

/** The instant tests date demo data around: fixed, so a test sees the same data every day. */
export const seedAnchor = Date.UTC(2026, 10, 15);

/**
 * The anchor of `portal seed` and `portal start`: the start (UTC) of the day it runs, so every
 * relative period (today, last 7 / 30 days, this month) has data; the same day gives the same data.
 */
export const anchorOfDay = (now: number) => Math.floor(now / 86_400_000) * 86_400_000;

export interface SeedResult {
  scale: SeedScale;
  users: number;
  ms: number;
}

export function isSeeded(db: Db): boolean {
  return db.prepare("SELECT 1 FROM meta WHERE key = 'seed.scale'").get() !== undefined;
}

/** Fills an empty database with the deterministic demo data, in one transaction. */
export async function seedDatabase(db: Db, load: PortalConfigLoad, options: { scale?: SeedScale; brand?: string; anchor?: number } = {}): Promise<SeedResult> {
  if (isSeeded(db)) throw new Error('the database is already seeded (start from an empty file: portal seed --reset)');
  const started = performance.now();
  const scale = options.scale ?? 'demo';
  const rng = seededRandom(20261121);
  const passwordHash = await hashPassword(demoPassword, rng.bytes(16));
  const ctx = {
    db,
    load,
    brand: options.brand ?? load.defaultBrand ?? 'au',
    scale,
    rng,
    anchor: options.anchor ?? seedAnchor,
    passwordHash,
    users: new Map<string, number>(),
  };
  db.transaction(() => {
    for (const seeder of seeders) seeder.run(ctx);
    db.prepare("INSERT INTO meta (key, value) VALUES ('seed.scale', ?), ('seed.anchor', ?)").run(scale, new Date(ctx.anchor).toISOString());
  })();
  return { scale, users: ctx.users.size, ms: performance.now() - started };
}
