import { createContext, useContext, useEffect, useState } from 'react';

/**
 * Whether the widget's slot is shown (WidgetHost keeps the slots below an unsettled one in place, unseen).
 * A widget whose size is fixed in advance (a chart's kept box) leaves costly drawing until it is seen:
 * that work would otherwise hold back the paint of what is shown above it.
 */
export const SlotShownContext = createContext(true);

/**
 * How long after the frame that showed the slot the drawing waits (ms, chosen): that frame reaches the screen
 * (its presentation, when the browser counts what it painted) a frame or two after its own code has run, and what
 * the drawing asks for (the charts library, 80 KB) should not travel before it.
 */
const afterPaintMs = 100;

/**
 * True a moment after the frame that showed the widget's slot, for good: the widget then draws what it
 * left for later (and loads what that needs), never before or within the paint that shows the slot and
 * what is above it.
 */
export function useDrawAfterShown(): boolean {
  const shown = useContext(SlotShownContext);
  const [draw, setDraw] = useState(false);
  useEffect(() => {
    if (!shown || draw) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timer set in an animation frame runs after that frame's work: it then waits for its presentation.
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setDraw(true), afterPaintMs)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, draw]);
  return draw;
}
