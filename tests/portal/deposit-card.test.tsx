import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiCall } from '../../engine/http';
import DepositHistoryWidget from '../../src/portal/funds/DepositHistoryWidget';
import DepositWidget from '../../src/portal/funds/DepositWidget';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';
import { accountView } from './accountFixture';

const config = composed('au', 'vfsc');

const account = accountView('80010001', { isMain: true, balance: '100.00', auditName: 'pass' });
const channel = (id: string, destination: string | null) => ({
  id,
  labelKey: `funds.channel.${id}`,
  currency: 'USD',
  channelCurrency: 'USD',
  minimum: '50.00',
  maximum: '10000.00',
  recommended: id === 'card',
  sortOrder: 1,
  destination,
  toDepositCard: false,
});

function server() {
  const sent: ApiCall[] = [];
  const api = (call: ApiCall) => {
    if (call.path === 'deposit/apply') sent.push(call);
    return Promise.resolve(
      {
        'home/query-metaTrader-account-details': { accounts: [account], mainAccountAudit: 'approved' },
        'deposit/channels': [channel('card', 'card'), channel('bankTransfer', 'bank')],
        'payment/info/getPaymentInfoList': {
          bankAccounts: [],
          cryptoAddresses: [],
          cards: [{ id: 7, holder: 'T', brand: 'visa', last4: '1111', expiry: '12/30', photos: [], depositChannels: [], createdAt: '2026-01-01T00:00:00Z' }],
        },
        'token/anti-reuse': { token: 't1' },
        'deposit/apply': { id: 1, payUrl: null },
      }[call.path] ?? null,
    );
  };
  return { api, sent };
}

/** The deposit page (with its history when asked) over this api, the account 80010001 chosen. */
async function openDeposit(api: (call: ApiCall) => Promise<unknown>, withHistory = false) {
  renderWithPortal(
    <MemoryRouter>
      <DepositWidget />
      {withHistory && <DepositHistoryWidget />}
    </MemoryRouter>,
    config,
    { api: api as never, facts: () => ({}) } as never,
  );
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Deposit into' }));
  fireEvent.click(await within(screen.getByRole('listbox')).findByRole('option', { name: /80010001/ }));
}

describe('a card deposit names the saved card it pays with (the card withdrawals can go back to)', () => {
  it('offers the saved cards by brand and last digits, or another card entered on the payment page; the chosen card travels with the deposit', async () => {
    const { api, sent } = server();
    await openDeposit(api);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Pay with' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Another card (entered on the payment page)', 'Visa •••• 1111']);
    fireEvent.click(options[1]!);
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ account: '80010001', channel: 'card', amount: '100', cardId: 7 });
  });
});

describe('a bank-transfer deposit applied for joins the deposit history at once', () => {
  it('the history under the form lists the new unpaid deposit while the payment instructions show, without a reload', async () => {
    const applied = {
      id: 9,
      account: '80010001',
      accountKind: 'trading',
      channel: 'bankTransfer',
      channelLabelKey: 'funds.channel.bankTransfer',
      currency: 'USD',
      amount: '200.00',
      status: 1,
      statusName: 'unpaid',
      statusLabelKey: 'funds.depositStatus.unpaid',
      payUrl: null,
      createdAt: '2026-11-20T10:00:00Z',
      updatedAt: '2026-11-20T10:00:00Z',
      instructions: [],
    };
    const history: unknown[] = [];
    const { api: base } = server();
    const api = (call: ApiCall) => {
      if (call.path === 'deposit/history') return Promise.resolve([...history]);
      if (call.path === 'deposit/apply') return (history.push(applied), Promise.resolve(applied));
      return base(call);
    };
    await openDeposit(api, true);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Payment method' }));
    fireEvent.click(await within(screen.getByRole('listbox')).findByRole('option', { name: /bank transfer/i }));
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '200' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(await within(await screen.findByTestId('deposit-history')).findByText('$200.00')).toBeTruthy();
  });
});

describe("a deposit amount outside the method's limits is said at the field before anything is sent", () => {
  it('below the minimum and above the maximum (in the account currency) are said at the field as typed; within them the deposit goes', async () => {
    const { api, sent } = server();
    await openDeposit(api);
    const amount = await screen.findByTestId('deposit-amount');
    fireEvent.change(amount, { target: { value: '49' } });
    expect(screen.getByTestId('deposit-amount-help').textContent).toBe('The amount is below the minimum. The minimum is $50.00.');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(amount, { target: { value: '10000.01' } });
    expect(screen.getByTestId('deposit-amount-help').textContent).toBe('The amount is above the maximum. The maximum is $10,000.00.');
    fireEvent.change(amount, { target: { value: '50' } });
    expect(amount.getAttribute('aria-invalid')).toBe('false');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(sent).toHaveLength(1));
  });
});
