import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { staffAdd } from '../../src/cli/commands/staffAdd';
import { fixedClock } from '../../src/server/clock';
import { openDatabase } from '../../src/server/db/openDatabase';
import { createStaffService } from '../../src/server/studio/staffService';

describe('portal staff add', () => {
  const saved = process.env.PORTAL_STAFF_PASSWORD;
  afterEach(() => {
    if (saved === undefined) delete process.env.PORTAL_STAFF_PASSWORD;
    else process.env.PORTAL_STAFF_PASSWORD = saved;
  });

  it('adds a studio account with the password from PORTAL_STAFF_PASSWORD, which then signs in with its role', async () => {
    const db = join(mkdtempSync(join(tmpdir(), 'portal-staff-')), 'portal.db');
    process.env.PORTAL_STAFF_PASSWORD = 'a-long-staff-passphrase';
    const result = await staffAdd(['--email', 'qa.editor@example.test', '--role', 'editor', '--db', db]);
    expect(result).toMatchObject({ exitCode: 0, stdout: 'added qa.editor@example.test (editor) to the config studio\n' });
    const staff = createStaffService(openDatabase(db), fixedClock(Date.now()));
    expect((await staff.signIn('qa.editor@example.test', 'a-long-staff-passphrase'))?.staff.role).toBe('editor');
    expect(await staff.signIn('qa.editor@example.test', 'Demo#2026')).toBeUndefined();
  });

  it('refuses without a password of 12 characters or more, and names the valid roles', async () => {
    delete process.env.PORTAL_STAFF_PASSWORD;
    expect((await staffAdd(['--email', 'x@example.test', '--role', 'viewer', '--db', ':memory:'])).exitCode).toBe(2);
    await expect(staffAdd(['--email', 'x@example.test', '--role', 'admin'])).rejects.toThrow('unknown role "admin" (valid: viewer, editor)');
  });
});
