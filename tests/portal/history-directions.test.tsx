import { ThemeProvider } from '@mui/material/styles';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import TransferHistoryWidget from '../../src/portal/funds/TransferHistoryWidget';
import WithdrawalHistoryWidget from '../../src/portal/funds/WithdrawalHistoryWidget';
import { brandTheme } from '../../src/portal/theme/brandTheme';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

const config = composed('au', 'vfsc');
const [lri, pdi] = ['\u2066', '\u2069'];
const at = '2026-11-28T10:00:00.000Z';
const transfer = {
  id: 1,
  kind: 'own',
  from: '80010001',
  to: 'W1000002',
  currency: 'USD',
  amount: '10.00',
  toCurrency: 'EUR',
  toAmount: '9.25',
  rate: '0.925925925925',
  createdAt: at,
};
const withdrawal = {
  ...{ id: 2, account: '80010001', accountKind: 'trading', channel: 'bank', channelLabelKey: null, currency: 'USD', amount: '100.00' },
  ...{ payoutCurrency: 'EUR', payoutAmount: '92.59', rate: '0.925926', status: 1, statusName: 'submitted', statusLabelKey: null, cancellable: false },
  ...{ createdAt: at, updatedAt: at },
};

function renderIn(language: 'ar' | 'en_US', widget: 'transfers' | 'withdrawals') {
  const api = vi.fn((call: { path: string }) =>
    Promise.resolve(
      call.path === 'transfer/history' ? [transfer] : call.path === 'withdrawal/getWithdrawalData' ? { items: [withdrawal], cancelWithdraw: false } : null,
    ),
  );
  renderWithPortal(
    <ThemeProvider theme={brandTheme(config, language === 'ar' ? 'rtl' : 'ltr')}>
      {widget === 'transfers' ? <TransferHistoryWidget /> : <WithdrawalHistoryWidget />}
    </ThemeProvider>,
    config,
    { api } as never,
    language,
  );
}

describe('histories say which way money went, also right to left', () => {
  it('a transfer in Arabic: the arrow points at the receiving account (drawn on the left), each number one left-to-right island', async () => {
    renderIn('ar', 'transfers');
    expect(await screen.findByText(`${lri}80010001${pdi} ← ${lri}W1000002${pdi}`)).toBeTruthy();
  });

  it('a transfer in English reads "from → to"; the rate of a conversion is shown as the forms show it, not with 12 decimals', async () => {
    renderIn('en_US', 'transfers');
    expect(await screen.findByText('80010001 → W1000002')).toBeTruthy();
    expect(screen.getByText('€9.25 (0.925926)')).toBeTruthy();
  });

  it('a withdrawal paid out in another currency, in Arabic: the arrow points at the payout', async () => {
    renderIn('ar', 'withdrawals');
    expect(await screen.findByText(`${lri}$100.00${pdi} ← ${lri}€92.59${pdi}`)).toBeTruthy();
  });
});
