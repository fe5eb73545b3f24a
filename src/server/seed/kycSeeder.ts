import type { Seeder } from './seedContext';

/** Module codes each demo user has verified (status 0): trader all levels, IBs the primary ladder. */
const verifiedModules: Record<string, number[]> = {
  'trader@demo.test': [1, 2, 3, 4, 5, 6, 7, 8, 9],
  'ib@demo.test': [1, 2, 3, 4, 5, 6],
  'ib.company@demo.test': [1, 2, 3, 4, 5, 6],
  'ib.cima@demo.test': [1, 2, 3, 4, 5, 6],
  'ib.fca@demo.test': [1, 2, 3, 4, 5, 6],
  'ib.vfsc2@demo.test': [1, 2, 3, 4, 5, 6],
};

/** The proof-of-identity module: a user who passed it has given the number of an identity card (invented, deterministic). */
const proofOfIdentity = 4;
const idCardNumber = (userId: number) => `ID${String(40_000_000 + userId * 7_331).padStart(8, '0')}`;

export const kycSeeder: Seeder = {
  name: 'kyc',
  run(ctx) {
    const insert = ctx.db.prepare('INSERT INTO kyc_modules (user_id, module_code, status, updated_at) VALUES (?, ?, 0, ?)');
    for (const [email, modules] of Object.entries(verifiedModules)) {
      const userId = ctx.users.get(email);
      if (userId === undefined) continue;
      for (const code of modules) insert.run(userId, code, ctx.anchor - 300 * 86_400_000);
      if (modules.includes(proofOfIdentity)) ctx.db.prepare('UPDATE users SET id_card_number = ? WHERE id = ?').run(idCardNumber(userId), userId);
    }
  },
};
