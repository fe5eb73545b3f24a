import type { FunctionPermission } from '../../../../engine/kyc';
import type { LimitLike } from '../kycLabels';
import { useApiQuery, type ApiQuery } from '../../data';
import { kycChangedEvent } from '../useFunctionGate';
import { verificationCentreCall } from '../../app/openingReads';

export interface CentreLevel {
  level: number;
  nameKey: string;
  independent: boolean;
  status: number | null;
  statusName: string;
  blockedBy: number[];
  missingModules: number[];
  modules: { code: number; status: number; reason: string | null }[];
  unlocks: (LimitLike & { functionModuleCode: number })[];
}

export interface VerificationCentre {
  level: number;
  nextLevel: number | null;
  levels: CentreLevel[];
  permissions: FunctionPermission[];
}

/** profile/myVerificationCenter, loaded again whenever a KYC module changes. */
export function useVerificationCentre(): ApiQuery<VerificationCentre> {
  return useApiQuery<VerificationCentre>(verificationCentreCall, { reloadOn: [kycChangedEvent] });
}
