import { useEffect, useState } from 'react';
import type { FunctionPermission } from '../../../../engine/kyc';
import { useApi } from '../../app/runtime';
import { useWidgetEvents } from '../../widgets/widgetEvents';
import type { LimitLike } from '../kycLabels';
import { kycChangedEvent } from '../useFunctionGate';

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
  const api = useApi();
  const changed = useWidgetEvents([kycChangedEvent]);
  const [data, setData] = useState<VerificationCentre>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    api<VerificationCentre>({ method: 'POST', base: 'cp', path: 'profile/myVerificationCenter', body: {}, quiet: true })
      .then((d) => live && setData(d))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [api, changed]);
  return { data, failed };
}
