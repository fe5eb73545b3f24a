import { ApiError } from '../http/apiError';
import { userByEmail } from '../users/userRows';
import { ownAccount, setAccountAudit } from './accountRows';
import { code, nameOf, type FundsDeps } from './fundsSupport';
import { notifyUser } from '../notifications/notify';

/* The staff audit of live accounts (`portal accounts review`). */

/**
 * A staff decision on a live account waiting for audit (config accountAudit.awaitingReview): approve
 * (pass) or reject (no pass), with a reason.
 */
export function reviewAccount(deps: FundsDeps, input: { email: string; number: string; decision: 'approve' | 'reject'; reason?: string }) {
  const user = userByEmail(deps.db, input.email);
  if (!user) throw new ApiError('NOT_FOUND', 404, `No user ${input.email}.`);
  const config = deps.config(user.regulator);
  const account = ownAccount(deps, user.id, input.number);
  const waiting = config.funds.accountAudit.awaitingReview.map((n) => code(config, 'accountAudit', n));
  if (!waiting.includes(account.audit_status)) {
    throw new ApiError(
      'ACCOUNT_NOT_REVIEWABLE',
      409,
      `Account ${account.number} is ${nameOf(config, 'accountAudit', account.audit_status)}, not waiting for a review.`,
    );
  }
  const status = code(config, 'accountAudit', input.decision === 'approve' ? 'pass' : 'noPass');
  deps.db.transaction(() => {
    setAccountAudit(deps, account.id, status, input.reason ?? null);
    notifyUser(deps, user.id, input.decision === 'approve' ? 'accountApproved' : 'accountRejected', {
      values: { number: account.number, reason: input.reason ?? '' },
    });
  })();
  return { email: user.email, number: account.number, auditName: nameOf(config, 'accountAudit', status) };
}
