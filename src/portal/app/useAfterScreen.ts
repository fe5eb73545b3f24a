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
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setReady(true), 0);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(() => setReady(true), { timeout: 1000 });
    return () => cancelIdleCallback(idle);
  }, [shown]);
  return ready;
}

/**
 * The same wait outside React, for start-up's background requests (session ids, device fingerprint,
 * the config poll): work runs once the first screen has shown and the browser is idle.
 */
export function afterScreen(work: () => void): void {
  const run = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => work(), { timeout: 1000 }) : setTimeout(work, 0));
  if (screenShownStore.get()) return void run();
  const stop = screenShownStore.subscribe(() => {
    if (!screenShownStore.get()) return;
    stop();
    run();
  });
}
