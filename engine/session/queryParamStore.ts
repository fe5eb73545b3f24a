import type { QueryParamDefinition } from '../config/portalConfig';

/** Web Storage's shape; the portal passes sessionStorage/localStorage, tests pass a Map-backed one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface StoredParam {
  value: string;
  keep?: boolean;
  persist?: boolean;
}

export interface CaptureResult {
  /** Parameters stored by this capture. */
  stored: Record<string, string>;
  /** Parameters read but never stored (accessToken). */
  oneTime: Record<string, string>;
}

export interface QueryParamStore {
  /** Reads the view's parameters from a query string and stores each as its definition says. */
  capture(search: string): CaptureResult;
  get(name: string): string | undefined;
  set(name: string, value: string): void;
  remove(name: string): void;
  /** Sign-out: forgets every value not marked keep. */
  clearOnSignOut(): void;
  all(): Record<string, StoredParam>;
}

export function memoryStorage(): KeyValueStorage & { entries(): [string, string][] } {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    entries: () => [...map.entries()],
  };
}

/**
 * The query-parameter store of specification section 2: each parameter except accessToken is
 * stored as { value, keep?, persist? }; persist values live in persistent storage, the others in
 * the browser session; keep values survive sign-out.
 */
export function createQueryParamStore(options: {
  params: readonly QueryParamDefinition[];
  view: 'cp' | 'ib';
  session: KeyValueStorage;
  persistent: KeyValueStorage;
  prefix?: string;
}): QueryParamStore {
  const prefix = options.prefix ?? 'portal.param.';
  const defs = options.params.filter((p) => p.views.includes(options.view));
  const defOf = (name: string) => defs.find((d) => d.name === name);
  const storageOf = (def: QueryParamDefinition | undefined) => (def?.persist ? options.persistent : options.session);

  const read = (name: string): StoredParam | undefined => {
    const def = defOf(name);
    const raw = storageOf(def).getItem(prefix + name);
    if (raw === null) return undefined;
    try {
      const parsed = JSON.parse(raw) as StoredParam;
      return typeof parsed?.value === 'string' ? parsed : undefined;
    } catch {
      return undefined;
    }
  };

  const set = (name: string, value: string) => {
    const def = defOf(name);
    if (def && !def.store) return;
    const entry: StoredParam = { value, ...(def?.keep ? { keep: true } : {}), ...(def?.persist ? { persist: true } : {}) };
    storageOf(def).setItem(prefix + name, JSON.stringify(entry));
  };

  return {
    capture(search) {
      const query = new URLSearchParams(search);
      const stored: Record<string, string> = {};
      const oneTime: Record<string, string> = {};
      for (const def of defs) {
        const value = query.get(def.name);
        if (value === null) continue;
        if (def.store) {
          set(def.name, value);
          stored[def.name] = value;
        } else {
          oneTime[def.name] = value;
        }
      }
      return { stored, oneTime };
    },
    get: (name) => read(name)?.value,
    set,
    remove: (name) => storageOf(defOf(name)).removeItem(prefix + name),
    clearOnSignOut() {
      for (const def of defs) {
        const entry = read(def.name);
        if (entry && !entry.keep) storageOf(def).removeItem(prefix + def.name);
      }
    },
    all() {
      const out: Record<string, StoredParam> = {};
      for (const def of defs) {
        const entry = read(def.name);
        if (entry) out[def.name] = entry;
      }
      return out;
    },
  };
}

/** A query string without the named parameters ("?atid=1&lang=en", [atid]) -> "?lang=en". */
export function withoutParams(search: string, names: readonly string[]): string {
  const query = new URLSearchParams(search);
  for (const name of names) query.delete(name);
  const text = query.toString();
  return text ? `?${text}` : '';
}
