import { createStore } from '../app/store';

/** Whether the page-wide loading overlay shows (driven by engine/http's overlay accounting). */
export const loadingStore = createStore(false);

/** The static page loader of index.html, hidden once the first navigation is through its guards. */
export function hidePageLoader(): void {
  document.getElementById('page-loader')?.setAttribute('hidden', '');
}
