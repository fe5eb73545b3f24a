import { randomBytes } from 'node:crypto';
import { enumCode } from '../../../../engine/catalog';
import { hashPassword } from '../../../server/auth/passwords';
import { systemClock } from '../../../server/clock';
import { openDatabase } from '../../../server/db/openDatabase';
import { seededRandom } from '../../../server/seed/random';
import { demoPassword, type SeedContext } from '../../../server/seed/seedContext';
import { insertUser } from '../../../server/seed/usersSeeder';
import { parseOptions, requireOneOf, UsageError } from '../../args';
import { configOrFail } from '../../composeFor';
import { defaultDbFile } from '../../paths';
import { answer, type CommandResult } from '../../result';

/**
 * portal user add --email E [--name N] [--regulator R] [--country CC] [--phone DIGITS] [--verified 1,2,3] [--db FILE]:
 * a new client (password Demo#2026), optionally with KYC modules already verified, for QA and the
 * end-to-end tests (each run verifies its own fresh user).
 */
export async function userAdd(args: string[]): Promise<CommandResult> {
  const opts = parseOptions(
    args,
    {
      email: { type: 'string' },
      name: { type: 'string' },
      regulator: { type: 'string' },
      country: { type: 'string' },
      phone: { type: 'string' },
      verified: { type: 'string' },
      db: { type: 'string' },
      brand: { type: 'string' },
      json: { type: 'boolean' },
    },
    'user add',
  );
  if (!opts.email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(opts.email)) throw new UsageError('portal user add: --email with an e-mail address is required');
  const load = configOrFail();
  const tree = load.tree!;
  const brand = requireOneOf(opts.brand ?? load.defaultBrand, [...tree.brands.keys()], 'brand', 'user add');
  const regulator = requireOneOf(opts.regulator ?? tree.brands.get(brand)!.data.defaultRegulator, [...tree.regulators.keys()], 'regulator', 'user add');
  const country = opts.country ?? 'AU';
  if (!tree.countries.data.countries.some((c) => c.code === country)) throw new UsageError(`portal user add: unknown country code "${country}"`);
  const verified = (opts.verified ?? '').split(',').filter(Boolean).map(Number);
  const config = load.compose(brand, regulator);
  const modules = new Set(config.kycModules.modules.map((m) => m.code));
  const unknown = verified.filter((m) => !modules.has(m));
  if (unknown.length) throw new UsageError(`portal user add: unknown KYC module(s) ${unknown.join(', ')} (valid: ${[...modules].join(', ')})`);
  const db = openDatabase(opts.db ?? defaultDbFile());
  try {
    if (db.prepare('SELECT 1 FROM users WHERE email = ?').get(opts.email)) return { exitCode: 1, stderr: `portal user add: ${opts.email} exists already\n` };
    const now = systemClock.now();
    const ctx: SeedContext = {
      db,
      load,
      brand,
      scale: 'demo',
      rng: seededRandom(now),
      anchor: now,
      passwordHash: await hashPassword(demoPassword, randomBytes(16)),
      users: new Map(),
    };
    const id = db.transaction(() => {
      const userId = insertUser(
        ctx,
        {
          email: opts.email!,
          name: opts.name ?? 'New Client',
          userType: Number(enumCode(config.enumerations, 'userType', 'client')),
          regulator,
          country,
          phone: opts.phone ?? '412555100',
        },
        now,
      );
      const insert = db.prepare('INSERT INTO kyc_modules (user_id, module_code, status, updated_at) VALUES (?, ?, ?, ?)');
      for (const code of verified) insert.run(userId, code, Number(enumCode(config.enumerations, 'kycModuleStatus', 'verified')), now);
      return userId;
    })();
    return answer(
      opts.json,
      { email: opts.email, userId: id, regulator, country, verified },
      `added ${opts.email} (user ${id}, ${regulator}, ${country}; password ${demoPassword})${verified.length ? `; verified modules ${verified.join(', ')}` : ''}`,
    );
  } finally {
    db.close();
  }
}
