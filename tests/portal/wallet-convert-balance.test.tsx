import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import WalletConvertWidget from '../../src/portal/funds/WalletConvertWidget';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

/* Converting more than the source wallet holds is refused in the form, before anything is sent, as the server would refuse it. */

const wallet = (number: string, currency: string, balance: string) => ({
  number,
  kind: 'wallet',
  openingKind: 'wallet',
  platform: null,
  accountType: null,
  accountTypeName: null,
  isDemo: false,
  isMain: false,
  currency,
  leverage: null,
  nickname: null,
  balance,
  auditStatus: 1,
  auditName: 'pass',
  auditLabelKey: null,
  auditReason: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const api = vi.fn(({ path }: { path: string }) =>
  Promise.resolve(
    path === 'transfer/currencyRate'
      ? { rate: '1' }
      : path === 'home/query-metaTrader-account-details'
        ? { accounts: [wallet('W1000001', 'USD', '1200.00'), wallet('W1000003', 'UST', '50.00')], mainAccountAudit: 'pass' }
        : {},
  ),
);

const fillForm = async (amount: string) => {
  renderWithPortal(<WalletConvertWidget />, composed('au', 'vfsc'), { api } as never);
  await act(async () => undefined);
  const choose = async (field: number, account: string) => {
    await act(async () => void fireEvent.mouseDown(screen.getAllByRole('combobox')[field]!));
    await act(async () => void fireEvent.click(within(screen.getByRole('listbox')).getByText(new RegExp(account))));
  };
  await choose(0, 'W1000001');
  await choose(1, 'W1000003');
  await act(async () => void fireEvent.change(screen.getByTestId('convert-amount'), { target: { value: amount } }));
  await act(async () => undefined);
};

describe('wallet convert', () => {
  it('an amount above the source balance says so at the field, promises nothing and cannot be sent', async () => {
    await fillForm('5000000');
    expect(screen.getByTestId('convert-amount-help').textContent).toBe('The amount is more than the available balance.');
    expect(screen.getByTestId('convert-amount').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('convert-rate').textContent).not.toContain('receive');
    expect((screen.getByTestId('convert-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(api.mock.calls.some(([call]) => (call as { path: string }).path === 'wallet/convert')).toBe(false);
  });

  it('the whole balance can still be converted', async () => {
    await fillForm('1200.00');
    expect(screen.queryByTestId('convert-amount-help')).toBeNull();
    expect(screen.getByTestId('convert-rate').textContent).toContain('You receive');
    expect((screen.getByTestId('convert-submit') as HTMLButtonElement).disabled).toBe(false);
  });
});
