import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiCall } from '../../engine/http';
import FormWidget from '../../src/portal/widgets/form/FormWidget';
import type { WidgetProps } from '../../src/portal/widgets/types';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

const transfer = {
  widget: { id: 'transfer', kind: 'form', form: 'rebateTransfer', submit: { method: 'POST', base: 'payment', path: 'rebate/transfer' } },
  configPath: 'config/screens/ib/rebateTransfer.yaml#/widgets/1',
} as unknown as WidgetProps;

async function rebateTransferForm() {
  const sent: ApiCall[] = [];
  const api = (call: ApiCall) => {
    if (call.path === 'rebate/transfer') sent.push(call);
    return Promise.resolve(call.path === 'rebate/transfer/targets' ? [{ value: 'account:82000032', label: '82000032 (USD)' }] : null);
  };
  renderWithPortal(<FormWidget {...transfer} />, composed('au', 'vfsc'), { api: api as never, facts: () => ({}) } as never);
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Transfer to/ }));
  fireEvent.click(await within(screen.getByRole('listbox')).findByRole('option', { name: /82000032/ }));
  return { sent, amount: screen.getByRole('textbox', { name: /Amount/ }) };
}

describe("a config form's number field reads numbers as people type them", () => {
  it('"1e3" is refused as not a valid value, not read as 1,000 and moved', async () => {
    const { sent, amount } = await rebateTransferForm();
    fireEvent.change(amount, { target: { value: '1e3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Please enter a valid value.')).toBeTruthy();
    expect(sent).toHaveLength(0);
    expect(amount).toHaveProperty('value', '1e3');
  });

  it('"12,50" (a decimal comma) is 12.5, shown as typed', async () => {
    const { sent, amount } = await rebateTransferForm();
    fireEvent.change(amount, { target: { value: '12,50' } });
    expect(amount).toHaveProperty('value', '12,50');
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ target: 'account:82000032', amount: 12.5 });
  });
});
