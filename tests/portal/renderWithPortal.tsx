import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { PortalConfig } from '../../engine/config';
import { createQueryParamStore } from '../../engine/session';
import { RuntimeContext, type PortalRuntime } from '../../src/portal/app/runtime';
import { createStore } from '../../src/portal/app/store';
import { createPortalQueryClient } from '../../src/portal/data';
import { composed, projectConfig } from '../helpers/config';

/**
 * Renders a component inside the portal's providers: the composed config, the language's texts (en_US
 * unless told) and a fresh query cache, no query parameters; `runtime` adds what the component uses (api, http, notify).
 */
export function renderWithPortal(ui: ReactNode, config: PortalConfig = composed('au', 'vfsc'), runtime: Partial<PortalRuntime> = {}, language = 'en_US') {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation: projectConfig().tree!.locales.get(language)!.data } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  // The page's query parameters: none unless a test captures some.
  const params = createQueryParamStore({ params: config.queryParams, view: 'cp', session: sessionStorage, persistent: localStorage });
  const value = { configStore: createStore(config), params, ...runtime } as unknown as PortalRuntime;
  return render(
    <RuntimeContext.Provider value={value}>
      <QueryClientProvider client={createPortalQueryClient()}>
        <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
      </QueryClientProvider>
    </RuntimeContext.Provider>,
  );
}
