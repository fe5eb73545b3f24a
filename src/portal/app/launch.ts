import type { View } from './runtime';

/**
 * Starts a view once the page's loader (a spinner, or a signed-out page's frame with the brand's
 * banner) has been painted: on a slow phone evaluating the portal's code is a long task that would
 * otherwise hold the first paint back. The code downloads meanwhile: the page preloads it (startupChunks).
 */
export function launch(view: View): void {
  const start = () => void import('./start').then(({ startPortal }) => startPortal(view));
  // A background tab draws no frames: it starts at once.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
}
