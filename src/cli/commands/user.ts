import { openDatabase } from '../../server/db/openDatabase';
import { cloneUser } from '../../server/users/cloneUser';
import { cloneFunds } from '../../server/funds/fundsGrants';
import { cliFundsDeps } from '../fundsDeps';
import { parseOptions, UsageError } from '../args';
import { defaultDbFile } from '../paths';
import { answer, type CommandResult } from '../result';

/** portal user clone --from E --email E2 [--db FILE]: a fresh copy of a demo user, for QA runs. */
export function userClone(args: string[]): CommandResult {
  const opts = parseOptions(args, { from: { type: 'string' }, email: { type: 'string' }, db: { type: 'string' }, json: { type: 'boolean' } }, 'user clone');
  if (!opts.from || !opts.email) throw new UsageError('portal user clone: --from and --email are required');
  const db = openDatabase(opts.db ?? defaultDbFile());
  try {
    const deps = cliFundsDeps(db);
    const now = Date.now();
    const id = cloneUser(db, opts.from, opts.email, now, (sourceId, targetId) => {
      const regulator = db.prepare('SELECT regulator FROM users WHERE id = ?').pluck().get(targetId) as string;
      cloneFunds(deps, sourceId, { id: targetId, regulator }, now);
    });
    return answer(opts.json, { email: opts.email, userId: id, from: opts.from }, `created ${opts.email} (user ${id}) as a copy of ${opts.from}`);
  } catch (error) {
    return { exitCode: 1, stderr: `portal user clone: ${(error as Error).message}\n` };
  } finally {
    db.close();
  }
}

/** portal security rebind --email E [--db FILE]: makes the user set the authenticator up again (support action). */
export function securityRebind(args: string[]): CommandResult {
  const opts = parseOptions(args, { email: { type: 'string' }, db: { type: 'string' }, json: { type: 'boolean' } }, 'security rebind');
  if (!opts.email) throw new UsageError('portal security rebind: --email is required');
  const db = openDatabase(opts.db ?? defaultDbFile());
  try {
    const id = db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(opts.email) as number | undefined;
    if (id === undefined) return { exitCode: 1, stderr: `portal security rebind: no user ${opts.email}\n` };
    db.prepare('INSERT INTO user_totp (user_id, must_rebind) VALUES (?, 1) ON CONFLICT(user_id) DO UPDATE SET must_rebind = 1, secret_enc = NULL').run(id);
    return answer(opts.json, { email: opts.email, mustRebind: true }, `${opts.email} must set the authenticator up again`);
  } finally {
    db.close();
  }
}
