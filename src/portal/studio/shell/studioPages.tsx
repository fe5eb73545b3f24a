import type { ComponentType } from 'react';

/** One page of the studio: its path under /studio/, its navigation label (an i18n key) and its lazily loaded component. */
export interface StudioPage {
  path: string;
  labelKey: string;
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * The studio's pages, in navigation order. A new page (a QA page, say) is one entry here: the shell
 * builds the navigation and the routes from this list, behind the staff sign-in.
 */
export const studioPages: readonly StudioPage[] = [
  { path: 'files', labelKey: 'studio.nav.files', load: () => import('../pages/FilesPage') },
  { path: 'grid', labelKey: 'studio.nav.grid', load: () => import('../pages/GridPage') },
  { path: 'history', labelKey: 'studio.nav.history', load: () => import('../pages/HistoryPage') },
  { path: 'kyc-flows', labelKey: 'studio.nav.kycFlows', load: () => import('../pages/KycFlowsPage') },
];
