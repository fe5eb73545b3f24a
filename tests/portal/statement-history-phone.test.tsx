import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiCall } from '../../engine/http';
import StatementsWidget from '../../src/portal/funds/StatementsWidget';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';
import { accountView } from './accountFixture';

const config = composed('au', 'vfsc');

/** The page as a phone shows it: every media query of the mobile layout matches. */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes(`max-width:${config.constants.mobileBreakpointPx}px`),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
}
afterEach(() => vi.unstubAllGlobals());

describe('the transaction history on a phone', () => {
  it('shows each movement as a card with its amount and the balance after it (the table hid them off screen at 375 px)', async () => {
    onPhone();
    const api = (call: ApiCall) =>
      Promise.resolve(
        {
          'home/query-metaTrader-account-details': { accounts: [accountView('80010001', { isMain: true })], mainAccountAudit: 'approved' },
          'account/history': {
            rows: [{ id: 1, date: '2026-11-20T10:00:00Z', account: '80010001', group: 'deposit', amount: '250.00', balanceAfter: '1250.00', currency: 'USD' }],
            total: 1,
          },
        }[call.path] ?? null,
      );
    renderWithPortal(
      <MemoryRouter>
        <StatementsWidget />
      </MemoryRouter>,
      config,
      { api: api as never, facts: () => ({}) } as never,
    );
    const card = await screen.findByTestId('history-row');
    expect(card.tagName).toBe('LI');
    expect(within(card).getByText('$250.00')).toBeTruthy();
    expect(within(card).getByText('$1,250.00')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
