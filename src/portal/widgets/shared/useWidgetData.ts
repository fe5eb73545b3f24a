import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiFailure } from '../../../../engine/http';
import { useApi } from '../../app/runtime';
import { useWidgetEvents } from '../widgetEvents';

export type QueryValue = string | number | boolean | undefined;

export interface WidgetData<T> {
  data?: T;
  /** The refusal's message (already translated by the HTTP policy). */
  error?: string;
  loading: boolean;
  reload(): void;
}

/**
 * Loads a widget's data with a GET of the API; again whenever the parameters change or one of the
 * widget events it listens to is raised. Answers that arrive late for old parameters are dropped.
 */
export function useWidgetData<T>(call: { base: string; path: string } | undefined, params: Readonly<Record<string, QueryValue>>, listensTo: readonly string[] = []): WidgetData<T> {
  const api = useApi();
  const events = useWidgetEvents(listensTo);
  const [state, setState] = useState<{ data?: T; error?: string; loading: boolean }>({ loading: true });
  const [tick, setTick] = useState(0);
  const latest = useRef(0);
  const key = JSON.stringify(params);
  const base = call?.base;
  const path = call?.path;
  useEffect(() => {
    if (!base || !path) return;
    const id = ++latest.current;
    setState((s) => ({ ...s, loading: true }));
    const query = Object.fromEntries(Object.entries(JSON.parse(key) as Record<string, QueryValue>).filter(([, v]) => v !== undefined && v !== ''));
    api<T>({ method: 'GET', base, path, params: query, quiet: true })
      .then((data) => id === latest.current && setState({ data, loading: false }))
      .catch((failure: unknown) => id === latest.current && setState({ error: failure instanceof ApiFailure ? failure.message : String(failure), loading: false }));
  }, [api, base, path, key, events, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...state, reload };
}
