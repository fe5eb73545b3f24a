import type { ServerContext } from '../context';
import { ApiError } from '../http/apiError';
import type { UserRecord } from '../users/userRecord';
import type { KycDeps } from './kycDeps';
import { assertModuleCan, moveModule } from './moduleStatus';

/**
 * Verifies the e-mail or phone module with the one-time code sent to the account's address. The module
 * must be one config verifies by a code, and must be able to move to verified before the code is spent.
 */
export function verifyModuleCode(
  deps: KycDeps & Pick<ServerContext, 'otp'>,
  user: UserRecord,
  input: { module: number; transactionId: string; code: string },
): { module: number; status: number } {
  const config = deps.config(user.regulator);
  const module = config.kycModules.modules.find((m) => m.code === input.module && m.verifiedBy === 'otp');
  if (!module?.otpPurpose) throw new ApiError('BAD_REQUEST', 400, `Module ${input.module} is not verified by a one-time code.`);
  assertModuleCan(deps, user, module.code, 'VERIFY');
  deps.otp.verify({ transactionId: input.transactionId, code: input.code, purpose: module.otpPurpose, userKey: `user:${user.id}` });
  const move = deps.db.transaction(() => moveModule(deps, user, module.code, 'VERIFY', 'user'))();
  return { module: module.code, status: move.to };
}
