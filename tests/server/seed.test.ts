import { describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/openDatabase';
import { seedDatabase } from '../../src/server/seed/seedDatabase';
import { demoUsers } from '../../src/server/seed/usersSeeder';
import { projectConfig } from '../helpers/config';

function dump(db: Db): Record<string, unknown[]> {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'schema_migrations' ORDER BY name")
    .pluck()
    .all() as string[];
  return Object.fromEntries(tables.map((t) => [t, rowsOf(db, t)]));
}

/** Every row as JSON, sorted: some tables are WITHOUT ROWID, so there is no insertion order to read. */
function rowsOf(db: Db, table: string): string[] {
  return db
    .prepare(`SELECT * FROM "${table}"`)
    .all()
    .map((row) => JSON.stringify(row))
    .sort();
}

describe('the demo seed', () => {
  it('is deterministic: the same command gives the same data', async () => {
    const a = openDatabase(':memory:');
    const b = openDatabase(':memory:');
    await seedDatabase(a, projectConfig());
    await seedDatabase(b, projectConfig());
    expect(dump(a)).toEqual(dump(b));
  });

  it('has the demo users of the README, every one signing in with Demo#2026', async () => {
    const db = openDatabase(':memory:');
    await seedDatabase(db, projectConfig());
    const emails = db.prepare('SELECT email FROM users ORDER BY id').pluck().all();
    expect(emails).toEqual(expect.arrayContaining(demoUsers.map((u) => u.email)));
    const sub = db
      .prepare("SELECT u.permission_ids, p.email AS parent FROM users u JOIN users p ON p.id = u.parent_user_id WHERE u.email = 'sub.view@demo.test'")
      .get();
    expect(sub).toEqual({ permission_ids: '[1,2]', parent: 'ib@demo.test' });
  });

  it('refuses to seed a database twice', async () => {
    const db = openDatabase(':memory:');
    await seedDatabase(db, projectConfig());
    await expect(seedDatabase(db, projectConfig())).rejects.toThrow('already seeded');
  });
});
