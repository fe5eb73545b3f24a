import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bootstrap } from './bootstrap';
import { PortalApp } from './PortalApp';
import type { View } from './runtime';
import { isPreviewMessage, studioPreviewToken } from './studioPreview';

/** Boots a view into #root; a failure to start shows a plain message instead of a blank page. */
export function startPortal(view: View): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  bootstrap(view)
    .then((runtime) => {
      const reactRoot = createRoot(root);
      // The first render, the whole page, as a transition: React renders it in slices and lets the browser in between
      // (input, the page loader's frames) instead of one long task of a third of a second on a phone.
      startTransition(() =>
        reactRoot.render(
          <StrictMode>
            <PortalApp runtime={runtime} />
          </StrictMode>,
        ),
      );
    })
    .catch((error: unknown) => {
      console.error(error);
      document.getElementById('page-loader')?.setAttribute('hidden', '');
      root.textContent = 'The portal could not start. Please reload the page.';
      root.setAttribute('role', 'alert');
      // In the studio's preview a draft that cannot be composed stops the start; the next revision may be fine.
      if (studioPreviewToken) window.addEventListener('message', (event) => isPreviewMessage(event) && window.location.reload());
    });
}
