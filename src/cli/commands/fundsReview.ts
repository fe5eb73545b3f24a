import { reviewAccount } from '../../server/funds/accountReview';
import { moveDeposit } from '../../server/funds/depositReview';
import { depositMoves } from '../../../engine/funds';
import { nameOf } from '../../server/funds/fundsSupport';
import { processWithdrawal } from '../../server/funds/withdrawals';
import { reviewBankAccount } from '../../server/funds/destinations';
import { ApiError } from '../../server/http/apiError';
import { parseOptions, requireOneOf, UsageError } from '../args';
import { withFundsDeps } from '../fundsDeps';
import type { CommandResult } from '../result';

/** portal accounts review --email E --account N --decision approve|reject [--reason TEXT] [--db FILE]: the staff audit of a live account. */
export function accountsReview(args: string[]): CommandResult {
  const opts = parseOptions(
    args,
    {
      email: { type: 'string' },
      account: { type: 'string' },
      decision: { type: 'string' },
      reason: { type: 'string' },
      db: { type: 'string' },
      json: { type: 'boolean' },
    },
    'accounts review',
  );
  if (!opts.email) throw new UsageError('portal accounts review: --email is required (whose account to review)');
  if (!opts.account) throw new UsageError('portal accounts review: --account N is required (the account number)');
  const decision = requireOneOf(opts.decision, ['approve', 'reject'], 'decision', 'accounts review') as 'approve' | 'reject';
  return withFundsDeps('accounts review', opts.db, opts.json, (deps) => {
    const done = reviewAccount(deps, { email: opts.email!, number: opts.account!, decision, ...(opts.reason ? { reason: opts.reason } : {}) });
    return { data: done, text: `${done.email}: account ${done.number} is now ${done.auditName}${opts.reason ? ` (${opts.reason})` : ''}` };
  });
}

/**
 * portal funds review (--deposit ID --decision approve|reject|<status> | --withdrawal ID --decision process|complete|reject) [--db FILE]:
 * staff decisions on deposits (approve = success, or any status the lifecycle allows next) and on withdrawals.
 */
export function fundsReview(args: string[]): CommandResult {
  const opts = parseOptions(
    args,
    { deposit: { type: 'string' }, withdrawal: { type: 'string' }, decision: { type: 'string' }, db: { type: 'string' }, json: { type: 'boolean' } },
    'funds review',
  );
  if (Boolean(opts.deposit) === Boolean(opts.withdrawal)) throw new UsageError('portal funds review: give one of --deposit ID or --withdrawal ID');
  const id = Number(opts.deposit ?? opts.withdrawal);
  if (!Number.isInteger(id) || id < 1) throw new UsageError('portal funds review: the id must be a positive integer');
  if (opts.deposit) {
    const statuses = Object.keys(depositMoves);
    const decision = requireOneOf(opts.decision, ['approve', ...statuses], 'decision', 'funds review');
    return withFundsDeps('funds review', opts.db, opts.json, (deps) => {
      const row = moveDeposit(deps, id, decision === 'approve' ? 'success' : decision);
      const regulator = deps.db.prepare('SELECT regulator FROM users WHERE id = ?').pluck().get(row.user_id) as string;
      const status = nameOf(deps.config(regulator), 'depositStatus', row.status);
      return { data: { deposit: id, status: row.status, statusName: status }, text: `deposit ${id} is now ${status}` };
    });
  }
  const decision = requireOneOf(opts.decision, ['process', 'complete', 'reject'], 'decision', 'funds review') as 'process' | 'complete' | 'reject';
  return withFundsDeps('funds review', opts.db, opts.json, (deps) => {
    const row = processWithdrawal(deps, id, decision);
    const regulator = deps.db.prepare('SELECT regulator FROM users WHERE id = ?').pluck().get(row.user_id) as string;
    const status = nameOf(deps.config(regulator), 'withdrawalStatus', row.status);
    return { data: { withdrawal: id, status: row.status, statusName: status }, text: `withdrawal ${id} is now ${status}` };
  });
}

/**
 * portal destinations review --email E [--id N] --decision approve|reject [--reason TEXT] [--db FILE] [--json]: the staff
 * verification of a saved bank account (without --id: the user's newest one waiting for staff).
 */
export function destinationsReview(args: string[]): CommandResult {
  const opts = parseOptions(
    args,
    {
      email: { type: 'string' },
      id: { type: 'string' },
      decision: { type: 'string' },
      reason: { type: 'string' },
      db: { type: 'string' },
      json: { type: 'boolean' },
    },
    'destinations review',
  );
  if (!opts.email) throw new UsageError('portal destinations review: --email is required (whose bank account to verify)');
  const decision = requireOneOf(opts.decision, ['approve', 'reject'], 'decision', 'destinations review') as 'approve' | 'reject';
  if (opts.id !== undefined && !/^[1-9]\d*$/.test(opts.id)) throw new UsageError('portal destinations review: --id must be a positive integer');
  return withFundsDeps('destinations review', opts.db, opts.json, (deps) => {
    const id =
      opts.id !== undefined
        ? Number(opts.id)
        : (deps.db
            .prepare(
              "SELECT d.id FROM payment_destinations d JOIN users u ON u.id = d.user_id WHERE lower(u.email) = lower(?) AND d.kind = 'bank' AND d.status = 'pending' AND d.deleted_at IS NULL ORDER BY d.id DESC LIMIT 1",
            )
            .pluck()
            .get(opts.email) as number | undefined);
    if (id === undefined) throw new ApiError('DESTINATION_NOT_FOUND', 404, `${opts.email} has no bank account waiting for staff.`);
    const done = reviewBankAccount(deps, { email: opts.email!, id, decision, ...(opts.reason ? { reason: opts.reason } : {}) });
    return { data: done, text: `${done.email}: bank account ${done.id} is now ${done.status}${opts.reason ? ` (${opts.reason})` : ''}` };
  });
}
