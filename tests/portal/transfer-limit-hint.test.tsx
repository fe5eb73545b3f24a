import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiCall } from '../../engine/http';
import TransferWidget from '../../src/portal/funds/TransferWidget';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';
import { accountView } from './accountFixture';

const config = composed('au', 'vfsc');

const account = (number: string, balance: string) => accountView(number, { currency: 'EUR', balance });

const api = (call: ApiCall) =>
  Promise.resolve(
    call.path === 'transfer/toApplyTransferView'
      ? {
          accounts: [account('80010001', '150.00'), account('80010002', '500000.00'), account('80010003', '0.00')],
          maximum: '100,000.00',
          maximumCurrency: 'USD',
        }
      : call.path === 'transfer/eligible-transfer'
        ? { eligible: true, fromCurrency: 'EUR', toCurrency: 'EUR' }
        : call.path === 'transfer/queryBlacklist'
          ? { blacklisted: false, reason: null }
          : null,
  );

async function choose(label: string, option: RegExp) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await within(screen.getByRole('listbox')).findByRole('option', { name: option }));
}

describe('the transfer amount says the most the account can move, in its own currency', () => {
  it('a euro account: its balance when that is less than the maximum, else the maximum ($100,000 in config) in euros, never in dollars', async () => {
    renderWithPortal(<TransferWidget />, config, { api: api as never, facts: () => ({}) } as never);
    await choose('From', /^80010001/);
    await choose('To', /^80010003/);
    await waitFor(() => expect(screen.getByTestId('transfer-amount-help').textContent).toBe('Up to €150.00'));
    await choose('From', /^80010002/);
    // 100,000 USD at 1.08 USD a euro: 92,592.59…, rounded up as the server's limit is.
    await waitFor(() => expect(screen.getByTestId('transfer-amount-help').textContent).toBe('Up to €92,592.60'));
  });
});
