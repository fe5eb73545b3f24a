import { openDatabase } from '../../server/db/openDatabase';
import { parseOptions, UsageError } from '../args';
import { defaultDbFile } from '../paths';
import type { CommandResult } from '../result';

interface OutboxRow {
  id: number;
  channel: string;
  address: string;
  subject: string;
  body: string;
  created_at: number;
}

/** portal outbox --email E [--last N] [--db FILE] [--json]: the e-mails and SMS the server "sent" to a user. */
export function outbox(args: string[]): CommandResult {
  const opts = parseOptions(args, { email: { type: 'string' }, last: { type: 'string' }, db: { type: 'string' }, json: { type: 'boolean' } }, 'outbox');
  if (!opts.email) throw new UsageError('portal outbox: --email is required (the user whose messages to show)');
  const last = Number(opts.last ?? 10);
  const db = openDatabase(opts.db ?? defaultDbFile());
  try {
    const rows = db
      .prepare(
        `SELECT o.id, o.channel, o.address, o.subject, o.body, o.created_at FROM outbox o
         LEFT JOIN users u ON u.id = o.user_id
         WHERE u.email = ? COLLATE NOCASE OR o.address = ? COLLATE NOCASE
         ORDER BY o.id DESC LIMIT ?`,
      )
      .all(opts.email, opts.email, last) as OutboxRow[];
    if (opts.json)
      return {
        exitCode: 0,
        stdout:
          JSON.stringify(
            rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
            null,
            2,
          ) + '\n',
      };
    if (rows.length === 0) return { exitCode: 0, stdout: `no messages for ${opts.email}\n` };
    return {
      exitCode: 0,
      stdout: rows.map((r) => `#${r.id} ${new Date(r.created_at).toISOString()} ${r.channel} to ${r.address}\n  ${r.subject}\n  ${r.body}`).join('\n') + '\n',
    };
  } finally {
    db.close();
  }
}
