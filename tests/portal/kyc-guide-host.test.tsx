import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PortalConfig } from '../../engine/config';
import { createQueryParamStore } from '../../engine/session';
import { RuntimeContext, type PortalRuntime } from '../../src/portal/app/runtime';
import { createStore } from '../../src/portal/app/store';
import { createPortalQueryClient } from '../../src/portal/data';
import KycGuideHost from '../../src/portal/kyc/KycGuideHost';
import { openKycGuide } from '../../src/portal/kyc/kycStores';
import { composed } from '../helpers/config';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderHost(config: PortalConfig) {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: 'en_US', resources: { en_US: { translation: {} } }, initAsync: false });
  const params = createQueryParamStore({ params: config.queryParams, view: 'cp', session: sessionStorage, persistent: localStorage });
  const runtime = {
    view: 'cp',
    configStore: createStore(config),
    params,
    api: () => new Promise(() => undefined),
    facts: () => ({}),
  } as unknown as PortalRuntime;
  render(
    <RuntimeContext.Provider value={runtime}>
      <QueryClientProvider client={createPortalQueryClient()}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={['/']}>
            <Routes>
              <Route
                path="*"
                element={
                  <>
                    <KycGuideHost />
                    <Where />
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </RuntimeContext.Provider>,
  );
}

describe('the KYC guide opens as the brand configures it (brands/*.yaml cp.kycGuide)', () => {
  it('page mode (vjp): asking for a function the user lacks goes to the guide page with the function and level', () => {
    renderHost(composed('vjp', 'vfsc'));
    act(() => openKycGuide({ functionCode: 1, level: 2 }));
    expect(screen.getByTestId('location').textContent).toBe('/kyc-guide?function=1&level=2');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('drawer mode (au): the guide opens over the current page', async () => {
    renderHost(composed('au', 'asic'));
    act(() => openKycGuide({ functionCode: 1 }));
    expect(await screen.findByRole('dialog', { name: 'kyc.guide.title' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});
