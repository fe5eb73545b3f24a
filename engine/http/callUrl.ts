import type { ApiCall } from './types';

/**
 * A call's address: its base path (config/http.yaml basePaths), its path, and the query values that are
 * set, in order. The portal's client sends the call there; the server preloads a page's opening reads at
 * the same address, so the client's fetch reads the preloaded answer. Undefined for an unknown base.
 */
export function callUrl(basePaths: Readonly<Record<string, string>>, call: Pick<ApiCall, 'base' | 'path' | 'params'>, origin = ''): string | undefined {
  const prefix = basePaths[call.base];
  if (!prefix) return undefined;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(call.params ?? {})) if (value !== undefined && value !== null) query.append(name, String(value));
  const search = query.toString();
  return `${origin}${prefix}${call.path}${search ? `?${search}` : ''}`;
}
