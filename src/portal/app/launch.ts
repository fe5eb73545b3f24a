import type { View } from './runtime';

/**
 * The one module both portals' pages run (index.html and ib/index.html; `#root`'s data-view names the view): one
 * request for what runs first, where an entry per portal made three (each entry, and the chunks two entries share).
 *
 * It starts the view once the page's loader (a spinner, or a signed-out page's frame with the brand's
 * banner) has been painted: on a slow phone evaluating the portal's code is a long task that would
 * otherwise hold the first paint back. The code downloads meanwhile: the page preloads it (startupChunks).
 */
function launch(view: View): void {
  const start = () => void import('./start').then(({ startPortal }) => startPortal(view));
  // A background tab draws no frames: it starts at once.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
}

const view = document.getElementById('root')?.dataset.view;
// The studio's page imports this module's chunk too (Vite's preload helper is in it: startupChunks) and names no view.
if (view === 'cp' || view === 'ib') launch(view);
else if (view !== undefined) throw new Error(`#root's data-view is "${view}", not cp or ib`);
