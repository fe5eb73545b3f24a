import type { Seeder } from './seedContext';
import { ibSeeder } from './ibSeeder';
import { kycSeeder } from './kycSeeder';
import { fundsSeeder } from './fundsSeeder';
import { usersSeeder } from './usersSeeder';
import { staffSeeder } from './staffSeeder';
import { copyTradingSeeder } from './copyTradingSeeder';

/** Seeders in the order they run; each area adds its own after the users. */
export const seeders: readonly Seeder[] = [usersSeeder, kycSeeder, fundsSeeder, ibSeeder, staffSeeder, copyTradingSeeder];
