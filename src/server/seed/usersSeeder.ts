import { createHash } from 'node:crypto';
import { tokenHash } from '../auth/tokens';
import { serverText } from '../i18n/serverText';
import type { SeedContext, Seeder } from './seedContext';

interface DemoUser {
  email: string;
  name: string;
  userType: number;
  regulator: string;
  country: string;
  phone: string;
  parent?: string;
  permissionIds?: number[];
}

/** The users the README lists for QA (password Demo#2026 for all). User types: client 1, IB 5, company IB 16. */
export const demoUsers: readonly DemoUser[] = [
  { email: 'client@demo.test', name: 'Casey Client', userType: 1, regulator: 'asic', country: 'AU', phone: '412555001' },
  { email: 'trader@demo.test', name: 'Taylor Trader', userType: 1, regulator: 'vfsc', country: 'MY', phone: '125550002' },
  { email: 'ib@demo.test', name: 'Ingrid Broker', userType: 5, regulator: 'vfsc', country: 'MY', phone: '125550003' },
  { email: 'ib.company@demo.test', name: 'Harbour Partners Pty Ltd', userType: 16, regulator: 'asic', country: 'AU', phone: '412555004' },
  { email: 'ib.cima@demo.test', name: 'Carmen Cima', userType: 5, regulator: 'cima', country: 'KY', phone: '3455550005' },
  { email: 'ib.fca@demo.test', name: 'Felix Fca', userType: 5, regulator: 'fca', country: 'GB', phone: '7555000006' },
  { email: 'ib.vfsc2@demo.test', name: 'Vera Vanuatu', userType: 5, regulator: 'vfsc2', country: 'TH', phone: '815550007' },
  {
    email: 'sub.full@demo.test',
    name: 'Sam Fullaccess',
    userType: 5,
    regulator: 'vfsc',
    country: 'MY',
    phone: '125550008',
    parent: 'ib@demo.test',
    permissionIds: [1, 2, 3],
  },
  {
    email: 'sub.view@demo.test',
    name: 'Sid Viewonly',
    userType: 5,
    regulator: 'vfsc',
    country: 'MY',
    phone: '125550009',
    parent: 'ib@demo.test',
    permissionIds: [1, 2],
  },
];

/** The mobile app's demo device for ib@demo.test (README: in-app mode). */
export const demoAppDevice = { email: 'ib@demo.test', device: 'demo-device', userToken: 'demo-app-token' } as const;

const phoneCodes: Record<string, string> = { AU: '+61', MY: '+60', KY: '+1345', GB: '+44', TH: '+66' };

export function insertUser(ctx: SeedContext, user: DemoUser, createdAt: number): number {
  const countries = ctx.load.tree!.countries.data.countries;
  const country = countries.find((c) => c.code === user.country);
  const id = createHash('sha256').update(user.email).digest('hex').slice(0, 12);
  const result = ctx.db
    .prepare(
      `INSERT INTO users (email, password_hash, name, user_type, brand, regulator, country_id, phone_code, phone, is_sub_user, parent_user_id, permission_ids, sub_user_switch, event_email_id, event_mobile_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      user.email,
      ctx.passwordHash,
      user.name,
      user.userType,
      ctx.brand,
      user.regulator,
      country?.id ?? null,
      phoneCodes[user.country] ?? null,
      user.phone,
      user.parent ? 1 : 0,
      user.parent ? (ctx.users.get(user.parent) ?? null) : null,
      JSON.stringify(user.permissionIds ?? []),
      user.parent ? 1 : 0,
      `em-${id}`,
      `mb-${id}`,
      createdAt,
    );
  const userId = Number(result.lastInsertRowid);
  ctx.users.set(user.email, userId);
  ctx.db.prepare('INSERT INTO user_settings (user_id) VALUES (?)').run(userId);
  return userId;
}

export const usersSeeder: Seeder = {
  name: 'users',
  run(ctx) {
    demoUsers.forEach((user, i) => insertUser(ctx, user, ctx.anchor - (400 - i) * 86_400_000));
    const ibId = ctx.users.get(demoAppDevice.email)!;
    ctx.db
      .prepare('INSERT INTO app_devices (device, user_token_hash, user_id, app_user_id, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(demoAppDevice.device, tokenHash(demoAppDevice.userToken), ibId, `app-${ibId}`, ctx.anchor);
    const ticker = ctx.db.prepare('INSERT INTO activity_ticker (at, message, message_key, message_values) VALUES (?, ?, ?, ?)');
    const symbols = ['EURUSD', 'XAUUSD', 'GBPUSD', 'USDJPY', 'NAS100', 'BTCUSD'];
    for (let i = 0; i < 20; i++) {
      const symbol = ctx.rng.pick(symbols);
      const key = ctx.rng.chance(0.5) ? 'ticker.bought' : 'ticker.sold';
      const values = { count: ctx.rng.int(1, 50) / 10, symbol };
      ticker.run(ctx.anchor - i * 3_600_000, serverText(ctx.load, key, values), key, JSON.stringify(values));
    }
  },
};
