import { enumCode, lookupEnum } from '../../../engine/catalog';
import { currentLevel, functionPermissions, levelStates, type FunctionPermission, type LevelState, type ModuleStatusName } from '../../../engine/kyc';
import type { Session } from '../auth/sessionService';
import type { KycDeps } from './kycDeps';
import { prepared } from '../db/prepared';
import { ApiError } from '../http/apiError';
import { userPredicateContext } from '../users/userContext';
import type { UserRecord } from '../users/userRecord';

export interface KycState {
  moduleStatus(code: number): ModuleStatusName;
  levels: LevelState[];
  level: number;
  permissions: FunctionPermission[];
}

/** A user's verification state, from the module statuses and config/kyc/levels.yaml: the same rules the browser shows. */
export function kycState(ctx: KycDeps, user: UserRecord, session?: Session): KycState {
  const config = ctx.config(user.regulator);
  const rows = prepared(ctx.db, 'SELECT module_code, status FROM kyc_modules WHERE user_id = ?').all(user.id) as { module_code: number; status: number }[];
  const statuses = new Map(
    rows.map((r) => [r.module_code, (lookupEnum(config.enumerations, 'kycModuleStatus', r.status)?.name ?? 'unsubmitted') as ModuleStatusName]),
  );
  const moduleStatus = (code: number): ModuleStatusName => statuses.get(code) ?? 'unsubmitted';
  const aml = prepared(ctx.db, 'SELECT 1 FROM kyc_aml_rejections WHERE user_id = ?').get(user.id) !== undefined;
  const levels = levelStates(config.kycLevels, moduleStatus, aml);
  const level = currentLevel(config.kycLevels, levels);
  const codes = (config.enumerations.functionPermission?.values ?? []).map((v) => Number(v.code));
  const permissions = functionPermissions(config.kycLevels, codes, levels, userPredicateContext(config, user, session, { kycLevel: level }), config.policies);
  return { moduleStatus, levels, level, permissions };
}

/** Refuses a call whose function permission (by name: deposit, withdraw, ...) the user's KYC levels do not grant. */
export function requireFunctionPermission(ctx: KycDeps, user: UserRecord, permission: string, session?: Session): FunctionPermission {
  const config = ctx.config(user.regulator);
  const code = Number(enumCode(config.enumerations, 'functionPermission', permission));
  const item = kycState(ctx, user, session).permissions.find((p) => p.functionModuleCode === code);
  if (!item?.hasPermission) {
    throw new ApiError('FUNCTION_PERMISSION_DENIED', 403, `Verify your identity to level ${item?.requiredLevel ?? '?'} to ${permission}.`, {
      functionModuleCode: code,
      requiredLevel: item?.requiredLevel ?? null,
      missingModules: item?.missingModules ?? [],
    });
  }
  return item;
}
