import { useEffect, useState } from 'react';
import { useApi } from '../app/runtime';
import { useWidgetEvents } from '../widgets/widgetEvents';
import type { ApiCall } from '../../../engine/http';

/** Data of one call, loaded on mount and again whenever one of the named widget events is raised. */
export function useApiData<T>(call: ApiCall | undefined, events: readonly string[] = []): { data: T | undefined; failed: boolean; reload: () => void } {
  const api = useApi();
  const tick = useWidgetEvents(events);
  const [data, setData] = useState<T>();
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const key = call ? JSON.stringify(call) : '';
  useEffect(() => {
    if (!key) return;
    let live = true;
    api<T>({ ...(JSON.parse(key) as ApiCall), quiet: true })
      .then((value) => {
        if (!live) return;
        setData(value);
        setFailed(false);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [api, key, tick, version]);
  return { data, failed, reload: () => setVersion((v) => v + 1) };
}
