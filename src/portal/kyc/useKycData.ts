import { useEffect, useState } from 'react';
import type { ApiCall } from '../../../engine/http';
import { useApi } from '../app/runtime';
import { useWidgetEvents } from '../widgets/widgetEvents';
import { kycChangedEvent } from './useFunctionGate';

/** A KYC read call, made on mount and again whenever a KYC module changes (the kycChanged widget event). */
export function useKycData<T>(call: Pick<ApiCall, 'method' | 'base' | 'path'>): { data?: T; failed: boolean } {
  const api = useApi();
  const changed = useWidgetEvents([kycChangedEvent]);
  const [data, setData] = useState<T>();
  const [failed, setFailed] = useState(false);
  const { method, base, path } = call;
  useEffect(() => {
    let live = true;
    api<T>({ method, base, path, ...(method === 'POST' ? { body: {} } : {}), quiet: true })
      .then((d) => live && setData(d))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [api, method, base, path, changed]);
  return { data, failed };
}
