import { createContext, useContext } from 'react';
import type { PortalConfig } from '../../../engine/config';
import type { ApiCall, PortalHttpClient } from '../../../engine/http';
import type { FactsInput, PredicateContext } from '../../../engine/predicates';
import type { QueryParamStore } from '../../../engine/session';
import type { PortalI18n } from '../i18n/initI18n';
import type { SessionController } from '../session/sessionController';
import { useStore, type Store } from './store';

export type View = 'cp' | 'ib';

/** Everything a screen needs from the outside, created once at start (app/bootstrap.ts). */
export interface PortalRuntime {
  view: View;
  configStore: Store<PortalConfig>;
  http: PortalHttpClient;
  api<T>(call: ApiCall): Promise<T>;
  params: QueryParamStore;
  session: SessionController;
  i18n: PortalI18n;
  /** Facts for conditions (menus, routes, screens) about this user and this portal; `more` adds what a screen knows (switches). */
  facts(more?: Pick<FactsInput, 'switches' | 'extra'>): PredicateContext;
  notify(kind: 'error' | 'warning' | 'info' | 'success', message: string): void;
}

export const RuntimeContext = createContext<PortalRuntime | null>(null);

export function useRuntime(): PortalRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime outside <PortalApp>');
  return runtime;
}

export function useConfig(): PortalConfig {
  return useStore(useRuntime().configStore);
}

export function useApi(): PortalRuntime['api'] {
  return useRuntime().api;
}
