import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ApiCall, ApiFailure } from '../../../engine/http';
import { useTranslation } from 'react-i18next';
import { useApi } from '../app/runtime';
import { useSettleHold } from '../widgets/settle/settleContext';
import { useWidgetEvents } from '../widgets/widgetEvents';
import { asApiFailure } from './apiFailure';

export interface ApiQuery<T> {
  data?: T;
  /** The refusal (its message already translated by the HTTP policy). */
  error?: ApiFailure;
  /** True while the call runs, including a reload; the last answer stays shown meanwhile. */
  loading: boolean;
  /** Fetches again; resolves with the new answer (undefined after a failure). */
  reload(): Promise<T | undefined>;
}

export interface ApiQueryOptions {
  /** Reload events (emitWidgetEvents) that make this answer stale: it is fetched again when one is raised. */
  reloadOn?: readonly string[];
  /** False when an answer for other inputs must not stand in while the new one loads (default true). */
  showPrevious?: boolean;
  /**
   * Fetches again every this many milliseconds while mounted (a chat waiting for replies, an unread count).
   * A polled call is a background one: it never covers the page with the loading overlay.
   */
  pollMs?: number;
}

/** The cache key of a call: what it asks, not how (headers, quiet). */
const queryKeyOf = (call: ApiCall) => [call.base, call.path, call.method, call.params ?? null, call.body ?? null] as const;

/**
 * The one way a widget reads the API: the call (undefined while its inputs are incomplete), cached
 * by what it asks, fetched again when a reload event is raised; answers for old inputs are dropped.
 * Failures are quiet (the widget shows them) unless the call says otherwise.
 */
export function useApiQuery<T>(call: ApiCall | undefined, options: ApiQueryOptions = {}): ApiQuery<T> {
  const api = useApi();
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = call ? queryKeyOf(call) : ['disabled'];
  const query = useQuery({
    queryKey: key,
    queryFn: () => api<T>({ quiet: true, ...(options.pollMs ? { background: true } : {}), ...call! }),
    enabled: Boolean(call),
    // The last answer stays shown while other inputs load (a table's next page).
    placeholderData: (previous) => (options.showPrevious !== false ? previous : undefined),
    ...(options.pollMs ? { refetchInterval: options.pollMs } : {}),
  });
  // The first answer decides the widget's size: the screen shows what is below it once it came.
  useSettleHold(Boolean(call) && query.isPending);
  const raised = useWidgetEvents(options.reloadOn);
  const seen = useRef(raised);
  const keyText = JSON.stringify(key);
  useEffect(() => {
    if (raised === seen.current) return;
    seen.current = raised;
    void client.invalidateQueries({ queryKey: JSON.parse(keyText) as unknown[], exact: true });
  }, [client, raised, keyText]);
  return {
    ...(query.data !== undefined ? { data: query.data } : {}),
    ...(query.error ? { error: asApiFailure(query.error, t('error.generic')) } : {}),
    loading: query.isFetching,
    reload: () => query.refetch().then((result) => result.data),
  };
}
