import type { FunctionPermission } from '../../../../engine/kyc';
import type { LimitLike } from '../kycLabels';
import { useKycData } from '../useKycData';

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
export function useVerificationCentre(): { data?: VerificationCentre; failed: boolean } {
  return useKycData<VerificationCentre>({ method: 'POST', base: 'cp', path: 'profile/myVerificationCenter' });
}
