import { useCallback, useState } from 'react';

export interface DateRange {
  from: string;
  to: string;
}

const inOrder = (range: DateRange) => !(range.from && range.to && range.from > range.to);

/**
 * A from/to range as the fields hold it (typed), and the last one in order (applied), which is what is read: a start
 * after the end is marked at its field and never asked of the server, whose refusal only repeated it.
 */
export function useDateRange(initial: DateRange): { typed: DateRange; applied: DateRange; change(next: DateRange): void } {
  const [typed, setTyped] = useState(initial);
  const [applied, setApplied] = useState(initial);
  const change = useCallback((next: DateRange) => {
    setTyped(next);
    if (inOrder(next)) setApplied(next);
  }, []);
  return { typed, applied, change };
}
