import { useCallback, useRef } from 'react';
import { useApi } from '../app/runtime';

/**
 * The anti-reuse token of a money form: fetched before the first submit and kept until the request
 * succeeds, so a retry or a double click acts once; a success starts a new one.
 */
export function useAntiReuse(): { take: () => Promise<string>; spent: () => void } {
  const api = useApi();
  const token = useRef<string | undefined>(undefined);
  const take = useCallback(async () => {
    token.current ??= (await api<{ token: string }>({ method: 'GET', base: 'payment', path: 'token/anti-reuse', quiet: true })).token;
    return token.current;
  }, [api]);
  const spent = useCallback(() => {
    token.current = undefined;
  }, []);
  return { take, spent };
}
