import { systemClock } from '../../server/clock';
import { openDatabase } from '../../server/db/openDatabase';
import { createStaffService, type StaffRole } from '../../server/studio/staffService';
import { parseOptions, UsageError } from '../args';
import { defaultDbFile } from '../paths';
import { answer, type CommandResult } from '../result';

const roles: readonly StaffRole[] = ['viewer', 'editor'];

/** portal staff add --email E --role viewer|editor [--name N] [--db FILE] [--json]: a config-studio account; the password comes from PORTAL_STAFF_PASSWORD. */
export async function staffAdd(args: string[]): Promise<CommandResult> {
  const opts = parseOptions(
    args,
    { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' }, db: { type: 'string' }, json: { type: 'boolean' } },
    'staff add',
  );
  if (!opts.email || !opts.role) throw new UsageError('portal staff add: --email and --role are required');
  if (!roles.includes(opts.role as StaffRole)) throw new UsageError(`portal staff add: unknown role "${opts.role}" (valid: ${roles.join(', ')})`);
  const password = process.env.PORTAL_STAFF_PASSWORD;
  if (!password || password.length < 12)
    return { exitCode: 2, stderr: 'portal staff add: set PORTAL_STAFF_PASSWORD to the new password (12 characters or more)\n' };
  const db = openDatabase(opts.db ?? defaultDbFile());
  try {
    const staff = await createStaffService(db, systemClock).add({ email: opts.email, name: opts.name ?? opts.email, role: opts.role as StaffRole, password });
    return answer(opts.json, staff, `added ${staff.email} (${staff.role}) to the config studio`);
  } catch (error) {
    return { exitCode: 1, stderr: `portal staff add: ${(error as Error).message}\n` };
  } finally {
    db.close();
  }
}
