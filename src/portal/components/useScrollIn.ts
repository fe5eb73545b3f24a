import { useEffect, useRef, useState } from 'react';
import { useConfig } from '../app/runtime';

/** waiting: not seen yet; in: seen, the animation runs; off: not seen within the retries, no animation. */
export type ScrollInState = 'waiting' | 'in' | 'off';

/** Whether any part of the element is inside the viewport (a zero-size element, not laid out yet, is not). */
export function inViewport(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  const height = window.innerHeight || document.documentElement.clientHeight;
  const width = window.innerWidth || document.documentElement.clientWidth;
  return rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.right > 0 && rect.top < height && rect.left < width;
}

/**
 * The scroll-in animation's visibility check (spec section 9: it retries up to 11 times at 200 ms,
 * config/constants.yaml scrollIn): checked at mount, then every `intervalMs` up to `retries` more
 * times; seen, the state becomes `in` (the animation runs once); never seen, `off`.
 */
export function useScrollIn<T extends Element>() {
  const { retries, intervalMs } = useConfig().constants.scrollIn;
  const ref = useRef<T>(null);
  const [state, setState] = useState<ScrollInState>('waiting');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = (retriesLeft: number) => {
      if (ref.current && inViewport(ref.current)) return setState('in');
      if (retriesLeft === 0) return setState('off');
      timer = setTimeout(() => check(retriesLeft - 1), intervalMs);
    };
    check(retries);
    return () => clearTimeout(timer);
  }, [retries, intervalMs]);
  return { ref, state };
}
