import type { UserRecord } from '../users/userRecord';
import type { KycDeps } from './kycDeps';
import { kycState } from './kycState';
import { auditStatusOf, documentModule } from './levelViews';
import { moduleReason, moduleStatusCode } from './moduleStatus';

/** The advanced (IBT) proofs of identity and address: their audit statuses and each module's status and reason. */
export function advancedProofStatus(deps: KycDeps, user: UserRecord) {
  const config = deps.config(user.regulator);
  const state = kycState(deps, user);
  const codes = [documentModule(config, 'poi', 'ibt'), documentModule(config, 'poa', 'ibt')].filter((c): c is number => c !== undefined);
  return {
    ibtPoiAuditStatus: auditStatusOf(config, state, codes[0]),
    ibtPoaAuditStatus: auditStatusOf(config, state, codes[1]),
    modules: codes.map((code) => ({ code, status: moduleStatusCode(deps, user, code), reason: moduleReason(deps, user, code) })),
  };
}
