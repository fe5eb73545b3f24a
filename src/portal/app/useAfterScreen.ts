import { useEffect, useState } from 'react';
import { createStore, useStore } from './store';

/** Set once the first screen shows all its widgets (WidgetHost): what the user came for is there. */
export const screenShownStore = createStore(false);

/** A page without widget screens (an error page) still gets what waits for the screen, this much later (ms, chosen). */
const latestMs = 5000;

/**
 * True once the first screen has shown all its widgets and the browser is idle: extras of the shell
 * (the chat button, the inbox count, the KYC guide's host) then load, so their chunks and requests
 * never compete with the screen's own for the network or the main thread.
 */
export function useAfterScreen(): boolean {
  const shown = useStore(screenShownStore);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!shown) {
      const timer = setTimeout(() => screenShownStore.set(true), latestMs);
      return () => clearTimeout(timer);
    }
    return whenIdle(() => setReady(true));
  }, [shown]);
  return ready;
}

/**
 * Runs work once the frame now being drawn has been painted and the browser is then idle (at most a second
 * later); returns what cancels it. Not before the paint: between a commit and its frame the browser is idle
 * too, and a request started there would be part of what the screen waited for. A hidden page paints nothing,
 * so it waits for idleness alone.
 */
function whenIdle(work: () => void): () => void {
  let cancel: () => void = () => undefined;
  const idle = () => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(work, 0);
      cancel = () => clearTimeout(timer);
      return;
    }
    const handle = requestIdleCallback(() => work(), { timeout: 1000 });
    cancel = () => cancelIdleCallback(handle);
  };
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') idle();
  else {
    // A timer set in a frame callback runs after that frame is painted.
    const frame = requestAnimationFrame(() => {
      const timer = setTimeout(idle, 0);
      cancel = () => clearTimeout(timer);
    });
    cancel = () => cancelAnimationFrame(frame);
  }
  return () => cancel();
}

/**
 * The same wait outside React, for start-up's background requests (session ids, device fingerprint,
 * the config poll): work runs once the first screen has shown and the browser is idle.
 */
export function afterScreen(work: () => void): void {
  if (screenShownStore.get()) return void whenIdle(work);
  // The shell's <AfterScreen> (always mounted) ends the wait after latestMs on a page that never shows a screen.
  const stop = screenShownStore.subscribe(() => {
    if (!screenShownStore.get()) return;
    stop();
    whenIdle(work);
  });
}
