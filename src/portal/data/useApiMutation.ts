import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiCall, ApiFailure } from '../../../engine/http';
import { useTranslation } from 'react-i18next';
import { useApi } from '../app/runtime';
import { emitWidgetEvents } from '../widgets/widgetEvents';
import { asApiFailure } from './apiFailure';

export interface ApiMutationOptions<T> {
  /** Reload events raised after a success (the widgets showing what changed fetch again). */
  reloads?: readonly string[];
  onDone?(answer: T): void;
  /**
   * The form's values the call is made of. A refusal is about the values it was sent with: once any of them changes
   * it is no longer shown (until the next submit), so it never stands beside the field's own check of a new value.
   */
  input?: object;
}

/**
 * The call to send, or, for a money move, a function of the anti-reuse token making it: the token
 * is fetched before the first submit and kept until a submit succeeds, so a retry or a double
 * click moves the money once; a success starts a new one.
 */
export type MutationCall = ApiCall | ((token: string) => ApiCall);

/** How a submit ended: the answer, or the failure (none when the submit was ignored because another was under way). */
export type MutationResult<T> = { ok: true; answer: T } | { ok: false; error?: ApiFailure };

export interface ApiMutation<T> {
  /** Sends the call unless another submit of this mutation is under way; onDone runs after this call's success. */
  submit(call: MutationCall, onDone?: (answer: T) => void): Promise<MutationResult<T>>;
  busy: boolean;
  error?: ApiFailure;
  /** The last successful answer, until the next submit or reset. */
  done?: T;
  reset(): void;
}

/** Two values of a field are the same: equal, or the same plain data (never a File: a new one is a change). */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || a instanceof Blob || b instanceof Blob) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Whether any field's value differs between two sets of a form's values. */
function anyChanged(now: object, sent: object): boolean {
  const [a, b] = [now as Record<string, unknown>, sent as Record<string, unknown>];
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].some((key) => !sameValue(a[key], b[key]));
}

const antiReuseCall: ApiCall = { method: 'GET', base: 'payment', path: 'token/anti-reuse', quiet: true };

/** The one way a widget changes something through the API: busy while sending, one error shape, reload events, the anti-reuse token. */
export function useApiMutation<T = unknown>(options: ApiMutationOptions<T> = {}): ApiMutation<T> {
  const api = useApi();
  const { t } = useTranslation();
  const token = useRef<string | undefined>(undefined);
  const latest = useRef(options);
  latest.current = options;
  const mutation = useMutation<T, unknown, MutationCall>({
    mutationFn: async (make) => {
      if (typeof make !== 'function') return api<T>(make);
      token.current ??= (await api<{ token: string }>(antiReuseCall)).token;
      return api<T>(make(token.current));
    },
    onSuccess: (answer, make) => {
      if (typeof make === 'function') token.current = undefined;
      latest.current.onDone?.(answer);
      emitWidgetEvents(latest.current.reloads);
    },
  });
  // Busy at once, not when the cache next notifies, so a double click sends once.
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const { mutateAsync, reset } = mutation;
  // The form's values at the last submit: a refusal stops showing once one of them changed.
  const [sent, setSent] = useState<{ input?: object }>({});
  const edited = mutation.isError && options.input !== undefined && sent.input !== undefined && anyChanged(options.input, sent.input);
  useEffect(() => {
    if (edited) reset();
  }, [edited, reset]);
  const submit = useCallback(
    async (make: MutationCall, onDone?: (answer: T) => void): Promise<MutationResult<T>> => {
      if (inFlight.current) return { ok: false };
      inFlight.current = true;
      setSent({ input: latest.current.input });
      setBusy(true);
      try {
        return { ok: true, answer: await mutateAsync(make, onDone ? { onSuccess: onDone } : {}) };
      } catch (error) {
        return { ok: false, error: asApiFailure(error, t('error.generic')) };
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [mutateAsync, t],
  );
  return {
    submit,
    busy,
    ...(mutation.error && !edited ? { error: asApiFailure(mutation.error, t('error.generic')) } : {}),
    ...(mutation.isSuccess ? { done: mutation.data } : {}),
    reset,
  };
}
