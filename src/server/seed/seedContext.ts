import type { PortalConfigLoad } from '../../../engine/config';
import type { Db } from '../db/openDatabase';
import type { Random } from './random';

export type SeedScale = 'demo' | 'large';

export interface SeedContext {
  db: Db;
  load: PortalConfigLoad;
  brand: string;
  scale: SeedScale;
  rng: Random;
  /** Every seeded time is relative to this instant (ms), so the same command gives the same data. */
  anchor: number;
  /** The shared demo password, hashed once. */
  passwordHash: string;
  /** User ids by e-mail, filled by the users seeder for the seeders after it. */
  users: Map<string, number>;
}

export interface Seeder {
  name: string;
  run(ctx: SeedContext): void;
}

export const demoPassword = 'Demo#2026';
export const dayMs = 86_400_000;
