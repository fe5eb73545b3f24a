import { useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { SettleContext, useSettleHold, type SettleSlotPort } from './settleContext';

/**
 * A widget's slot on a screen: settled once its widget has mounted (its chunk arrived) and no first
 * answer is awaited inside it; then `onSettled` runs, once. Holds nest: a slot inside another holds
 * the outer one too.
 */
export function SettleSlot({ onSettled, children }: { onSettled: () => void; children: ReactNode }) {
  const parent = useContext(SettleContext);
  const state = useRef({ holds: 0, mounted: false, settled: false });
  const notify = useRef(onSettled);
  useEffect(() => {
    notify.current = onSettled;
  }, [onSettled]);
  const port = useMemo<SettleSlotPort>(() => {
    const settleIfQuiet = () => {
      const s = state.current;
      if (s.settled || !s.mounted || s.holds > 0) return;
      s.settled = true;
      notify.current();
    };
    // A frame later, so what an answer or the mount leads to (an effect that picks a default, then
    // a dependent read) has rendered and holds first.
    const check = () => requestAnimationFrame(() => setTimeout(settleIfQuiet, 0));
    return {
      hold() {
        state.current.holds++;
        const releaseParent = parent?.hold();
        let released = false;
        return () => {
          if (released) return;
          released = true;
          state.current.holds--;
          releaseParent?.();
          check();
        };
      },
      mounted() {
        state.current.mounted = true;
        check();
      },
    };
  }, [parent]);
  return <SettleContext.Provider value={port}>{children}</SettleContext.Provider>;
}

/**
 * Placed after the widget inside its Suspense boundary: its effect runs once the widget's chunk has
 * arrived, after the widget's own effects (the holds of its first reads).
 */
export function SettleMounted() {
  const slot = useContext(SettleContext);
  useEffect(() => slot?.mounted(), [slot]);
  return null;
}

/** Part of a Suspense fallback: the slot is not settled while a chunk inside it is still on its way. */
export function SettleWhileShown() {
  useSettleHold(true);
  return null;
}
