import { openDatabase } from '../../server/db/openDatabase';
import { listErrorReports } from '../../server/errors/errorReports';
import { parseOptions, UsageError } from '../args';
import { defaultDbFile } from '../paths';
import { answer, type CommandResult } from '../result';

/** portal errors list [--last N] [--db FILE] [--json]: the browser error reports the server stored, newest first. */
export function errorsList(args: string[]): CommandResult {
  const opts = parseOptions(args, { last: { type: 'string' }, db: { type: 'string' }, json: { type: 'boolean' } }, 'errors list');
  const last = Number(opts.last ?? 50);
  if (!Number.isInteger(last) || last < 1) throw new UsageError('portal errors list: --last must be a positive integer');
  const db = openDatabase(opts.db ?? defaultDbFile());
  try {
    const reports = listErrorReports({ db }, last);
    const text = reports.length
      ? reports.map((r) => `#${r.id} ${r.at} ${r.kind} ${r.message}${r.source ? ` (${r.source})` : ''}${r.page ? ` on ${r.page}` : ''}`).join('\n')
      : 'no error reports';
    return answer(opts.json, reports, text);
  } finally {
    db.close();
  }
}
