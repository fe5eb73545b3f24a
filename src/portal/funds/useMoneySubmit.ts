import { useState } from 'react';
import { emitWidgetEvents } from '../widgets/widgetEvents';
import { useAntiReuse } from './useAntiReuse';

/**
 * The submit of a money form: one anti-reuse token per movement (kept until the request succeeds),
 * busy while sending, the answer or the failure kept for display, and the widgets that show the
 * money told to reload.
 */
export function useMoneySubmit<T>(events: readonly string[], onDone: () => void) {
  const token = useAntiReuse();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const [done, setDone] = useState<T>();
  const submit = async (send: (token: string) => Promise<T>) => {
    setBusy(true);
    setFailure(undefined);
    setDone(undefined);
    try {
      const result = await send(await token.take());
      token.spent();
      setDone(result);
      onDone();
      emitWidgetEvents(events);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, setFailure, done, submit };
}
