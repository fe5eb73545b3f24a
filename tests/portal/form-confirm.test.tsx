import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiCall } from '../../engine/http';
import FormWidget from '../../src/portal/widgets/form/FormWidget';
import type { WidgetProps } from '../../src/portal/widgets/types';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

// The rebate transfer widget as config/screens/ib/rebateTransfer.yaml defines it.
const rebateTransfer = {
  widget: {
    id: 'transfer',
    kind: 'form',
    form: 'rebateTransfer',
    submit: { method: 'POST', base: 'payment', path: 'rebate/transfer' },
    antiReuse: true,
    confirm: { titleKey: 'ib.transfer.confirmTitle' },
    successKey: 'ib.transfer.done',
    resetAfterSubmit: true,
  },
  configPath: 'config/screens/ib/rebateTransfer.yaml#/widgets/1',
} as unknown as WidgetProps;

function server() {
  return vi.fn(async (call: ApiCall) => {
    if (call.path === 'rebate/transfer/targets') return [{ value: 'account:8001234', label: '8001234 (USD) · your trading account' }];
    if (call.path === 'token/anti-reuse') return { token: 'once' };
    return null;
  });
}

async function fillAndSubmit(amount = '1234.5') {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Transfer to/ }));
  fireEvent.click(await screen.findByRole('option', { name: '8001234 (USD) · your trading account' }));
  fireEvent.change(screen.getByRole('textbox', { name: /Amount/ }), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
  return screen.findByRole('dialog', { name: 'Check your transfer' });
}

const transfers = (api: ReturnType<typeof server>) => api.mock.calls.filter(([call]) => call.path === 'rebate/transfer');

describe('a money form with confirm (rebate transfer) shows what will move and sends only once confirmed', () => {
  it('the dialog names the target as the list showed it and the amount as the portal writes figures; Back sends nothing and keeps the values', async () => {
    const api = server();
    renderWithPortal(<FormWidget {...rebateTransfer} />, composed('au', 'vfsc'), { api, notify: vi.fn() } as never);
    const dialog = await fillAndSubmit();
    const summary = within(dialog).getByTestId('form-summary');
    expect(summary.textContent).toBe('Transfer to8001234 (USD) · your trading accountAmount (USD)1,234.50');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(transfers(api)).toEqual([]);
    expect((screen.getByRole('textbox', { name: /Amount/ }) as HTMLInputElement).value).toBe('1234.5');
  });

  it('an amount is shown with every decimal typed, as it is sent (1.005, not 1.01)', async () => {
    renderWithPortal(<FormWidget {...rebateTransfer} />, composed('au', 'vfsc'), { api: server(), notify: vi.fn() } as never);
    const dialog = await fillAndSubmit('1.005');
    expect(within(dialog).getByTestId('form-summary').textContent).toBe('Transfer to8001234 (USD) · your trading accountAmount (USD)1.005');
  });

  it('confirming sends the form once, with its anti-reuse token, even when the confirm button is pressed twice', async () => {
    const api = server();
    renderWithPortal(<FormWidget {...rebateTransfer} />, composed('au', 'vfsc'), { api, notify: vi.fn() } as never);
    const dialog = await fillAndSubmit();
    const confirm = within(dialog).getByRole('button', { name: 'Transfer' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect((await screen.findByTestId('form-success')).textContent).toBe('The rebates are transferred.');
    expect(transfers(api).map(([call]) => call.body)).toEqual([{ target: 'account:8001234', amount: 1234.5, token: 'once' }]);
  });
});
