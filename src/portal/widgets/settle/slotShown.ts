import { createContext, useContext, useEffect, useState } from 'react';

/**
 * Whether the widget's slot is shown (WidgetHost keeps the slots below an unsettled one in place, unseen).
 * A widget whose size is fixed in advance (a chart's kept box) leaves costly drawing until it is seen:
 * that work would otherwise hold back the paint of what is shown above it.
 */
export const SlotShownContext = createContext(true);

/**
 * True from the first frame painted after the widget's slot showed, for good: the widget then draws
 * what it left for later (and loads what that needs), never before or within the paint that shows the
 * slot and what is above it.
 */
export function useDrawAfterShown(): boolean {
  const shown = useContext(SlotShownContext);
  const [draw, setDraw] = useState(false);
  useEffect(() => {
    if (!shown || draw) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timer set in an animation frame runs after that frame has been painted.
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setDraw(true), 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, draw]);
  return draw;
}
