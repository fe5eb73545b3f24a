import type { ApiCall } from '../../../engine/http';

export type QueryValue = string | number | boolean | undefined;

/** A GET of a config source (a widget's `source`) with the query values that are set. */
export function getCall(source: { base: string; path: string } | undefined, params: Readonly<Record<string, QueryValue>> = {}): ApiCall | undefined {
  if (!source) return undefined;
  const set = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));
  return { method: 'GET', base: source.base, path: source.path, params: set };
}
