import { lookupEnum } from '../../../engine/catalog';
import { ApiError } from '../http/apiError';
import type { UserRecord } from '../users/userRecord';
import type { KycDeps } from './kycDeps';
import { moveModule, type ModuleMove } from './moduleStatus';
import { notifyUser } from '../notifications/notify';

export type ReviewDecision = 'approve' | 'reject';

export interface ReviewInput {
  email: string;
  module: number;
  decision: ReviewDecision;
  reason?: string;
  /** Who decided (recorded with the change). */
  staff: string;
}

/**
 * The staff review that completes the KYC loop: a submitted module (under review, or pending after a
 * provider referral) becomes verified or rejected, with the reason the user then sees. The same
 * function serves `portal kyc review` and the back-office API.
 */
export function reviewModule(deps: KycDeps, input: ReviewInput): ModuleMove & { email: string; statusName: string } {
  const user = deps.db.prepare('SELECT * FROM users WHERE email = ?').get(input.email) as UserRecord | undefined;
  if (!user) throw new ApiError('NOT_FOUND', 404, `There is no user ${input.email}.`);
  const enums = deps.config(user.regulator).enumerations;
  if (!lookupEnum(enums, 'kycModule', input.module)) throw new ApiError('BAD_REQUEST', 400, `There is no KYC module ${input.module}.`);
  const move = deps.db.transaction(() => {
    const moved = moveModule(deps, user, input.module, input.decision === 'approve' ? 'APPROVE' : 'REJECT', `staff:${input.staff}`, input.reason);
    const moduleKey = lookupEnum(enums, 'kycModule', input.module)?.labelKey;
    notifyUser(deps, user.id, 'kycDecision', {
      values: { reason: input.reason ?? '' },
      keys: { decision: `notifications.decision.${input.decision === 'approve' ? 'approved' : 'rejected'}`, module: moduleKey ?? 'kyc.unknown' },
    });
    return moved;
  })();
  return { ...move, email: user.email, statusName: lookupEnum(enums, 'kycModuleStatus', move.to)?.name ?? String(move.to) };
}

/** The modules waiting for staff (under review, or pending after a provider referral), oldest first. */
export function reviewQueue(deps: KycDeps): { email: string; module: number; status: number; since: string }[] {
  const enums = deps.config().enumerations;
  const waiting = ['underReview', 'pending'].map((name) => Number(enums.kycModuleStatus?.values.find((v) => v.name === name)?.code));
  const rows = deps.db
    .prepare(
      'SELECT u.email, m.module_code AS module, m.status, m.updated_at FROM kyc_modules m JOIN users u ON u.id = m.user_id WHERE m.status IN (?, ?) ORDER BY m.updated_at, m.user_id',
    )
    .all(...waiting) as { email: string; module: number; status: number; updated_at: number }[];
  return rows.map((r) => ({ email: r.email, module: r.module, status: r.status, since: new Date(r.updated_at).toISOString() }));
}
