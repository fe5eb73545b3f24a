import type { Seeder } from './seedContext';

/** The studio's demo staff (README: config studio), with the demo password; never seeded in production. */
export const demoStaff = [
  { email: 'editor@staff.demo.test', name: 'Erin Editor', role: 'editor' },
  { email: 'viewer@staff.demo.test', name: 'Vic Viewer', role: 'viewer' },
] as const;

export const staffSeeder: Seeder = {
  name: 'staff',
  run(ctx) {
    if (process.env.NODE_ENV === 'production') return;
    const insert = ctx.db.prepare('INSERT INTO staff_users (email, password_hash, name, role, created_at) VALUES (?, ?, ?, ?, ?)');
    for (const staff of demoStaff) insert.run(staff.email, ctx.passwordHash, staff.name, staff.role, ctx.anchor);
  },
};
