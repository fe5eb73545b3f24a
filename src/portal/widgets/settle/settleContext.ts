import { createContext, useContext, useEffect } from 'react';

/** A screen's widget slot (WidgetHost): it counts the first answers its widget still waits for. */
export interface SettleSlotPort {
  /** One first answer awaited; the returned function says it came (or failed). */
  hold(): () => void;
  /** The widget has mounted: its chunk arrived and its first reads have said whether they wait. */
  mounted(): void;
}

/** The widget slot around the caller, if any. */
export const SettleContext = createContext<SettleSlotPort | null>(null);

/**
 * Holds the surrounding widget slot unsettled while `pending` (a read with no answer yet), so the
 * widgets below it stay hidden until it has its final size: nothing moves when the answer arrives.
 */
export function useSettleHold(pending: boolean): void {
  const slot = useContext(SettleContext);
  useEffect(() => (pending && slot ? slot.hold() : undefined), [pending, slot]);
}
