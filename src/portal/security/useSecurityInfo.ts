import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../app/runtime';

export interface SecurityInfo {
  email: { masked: string; verified: boolean };
  phone: { bound: boolean; masked: string; verified: boolean };
  totp: { enabled: boolean; mustRebind: boolean };
  apiKeys: number;
}

/** The user's factors (multiFactorAuth/info), reloadable after a change. */
export function useSecurityInfo(): { info?: SecurityInfo; reload(): void } {
  const api = useApi();
  const [info, setInfo] = useState<SecurityInfo>();
  const reload = useCallback(() => {
    api<SecurityInfo>({ method: 'GET', base: 'cp', path: 'multiFactorAuth/info' })
      .then(setInfo)
      .catch(() => undefined);
  }, [api]);
  useEffect(reload, [reload]);
  return { ...(info ? { info } : {}), reload };
}
