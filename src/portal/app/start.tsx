import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bootstrap } from './bootstrap';
import { PortalApp } from './PortalApp';
import type { View } from './runtime';

/** Boots a view into #root; a failure to start shows a plain message instead of a blank page. */
export function startPortal(view: View): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  bootstrap(view)
    .then((runtime) => {
      createRoot(root).render(
        <StrictMode>
          <PortalApp runtime={runtime} />
        </StrictMode>,
      );
    })
    .catch((error: unknown) => {
      console.error(error);
      document.getElementById('page-loader')?.setAttribute('hidden', '');
      root.textContent = 'The portal could not start. Please reload the page.';
      root.setAttribute('role', 'alert');
    });
}
