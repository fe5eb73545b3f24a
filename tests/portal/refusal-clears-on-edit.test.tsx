import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiFailure, type ApiCall } from '../../engine/http';
import TransferWidget from '../../src/portal/funds/TransferWidget';
import FormWidget from '../../src/portal/widgets/form/FormWidget';
import type { WidgetProps } from '../../src/portal/widgets/types';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

const config = composed('au', 'vfsc');

const account = (number: string) => ({
  number,
  kind: 'trading',
  openingKind: 'live',
  platform: 'mt4',
  accountType: 1,
  accountTypeName: 'Standard',
  isDemo: false,
  isMain: false,
  currency: 'USD',
  leverage: 100,
  nickname: null,
  balance: '5000.00',
  auditStatus: 1,
  auditName: 'approved',
  auditLabelKey: 'status.approved',
  auditReason: null,
  createdAt: '2026-01-01T00:00:00Z',
});

/** The server of a transfer form: two USD accounts, a maximum of 1,000.00, and every transfer refused as above it. */
function transferServer() {
  const sent: ApiCall[] = [];
  const api = (call: ApiCall) => {
    switch (call.path) {
      case 'transfer/queryBlacklist':
        return Promise.resolve({ blacklisted: false, reason: null });
      case 'transfer/toApplyTransferView':
        return Promise.resolve({ accounts: [account('80010001'), account('80010002')], maximum: '1000.00', maximumCurrency: 'USD' });
      case 'transfer/eligible-transfer':
        return Promise.resolve({ eligible: true, fromCurrency: 'USD', toCurrency: 'USD' });
      case 'token/anti-reuse':
        return Promise.resolve({ token: 't1' });
      case 'transfer/applyTransfer':
        sent.push(call);
        return Promise.reject(new ApiFailure(462, 'The amount is above the maximum.', { maximum: '1000.00', currency: 'USD' }));
      default:
        return Promise.resolve(null);
    }
  };
  return { api, sent };
}

async function choose(label: string, option: RegExp) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await within(screen.getByRole('listbox')).findByRole('option', { name: option }));
}

describe("a server's refusal of a form's values goes once the user changes them (useApiMutation input)", () => {
  it('transfer: the "above the maximum" refusal stays while nothing changed and goes when the amount is edited; a new submit shows it again', async () => {
    const { api, sent } = transferServer();
    renderWithPortal(<TransferWidget />, config, { api: api as never, facts: () => ({}) } as never);
    await choose('From', /^80010001/);
    await choose('To', /^80010002/);
    const amount = await screen.findByTestId('transfer-amount');
    fireEvent.change(amount, { target: { value: '5000' } });
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect((await screen.findByTestId('funds-error')).textContent).toContain('The amount is above the maximum.');

    // Nothing changed: the refusal stays (another render, the same value typed again).
    fireEvent.change(amount, { target: { value: '5000' } });
    await act(async () => undefined);
    expect(screen.getByTestId('funds-error')).toBeTruthy();

    // A new value: the refusal of the old one goes; the field's own check of the new value shows alone.
    fireEvent.change(amount, { target: { value: '12.345' } });
    await waitFor(() => expect(screen.queryByTestId('funds-error')).toBeNull());
    expect(screen.getByTestId('transfer-amount-help').textContent).toBe('Use at most 2 decimals in USD.');
    // Typing the refused value again does not bring the old refusal back: only a submit answers.
    fireEvent.change(amount, { target: { value: '5000' } });
    await act(async () => undefined);
    expect(screen.queryByTestId('funds-error')).toBeNull();

    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByTestId('funds-error')).toBeTruthy();
    expect(sent).toHaveLength(2);
  });

  it("a config form (RJSF): the form's refusal goes when any field is edited, and stays while nothing changed", async () => {
    const api = (call: ApiCall) =>
      call.path === 'account/changePassword' ? Promise.reject(new ApiFailure(421, 'The current password is wrong.')) : Promise.resolve(null);
    const widget = {
      widget: { id: 'pw', kind: 'form', form: 'changePassword', submit: { method: 'POST', base: 'web', path: 'account/changePassword' } },
      configPath: 'test',
    };
    renderWithPortal(<FormWidget {...(widget as unknown as WidgetProps)} />, config, { api: api as never });
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'old' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'Abcdef12' } });
    fireEvent.change(screen.getByLabelText(/^Repeat the new password/), { target: { value: 'Abcdef12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('form-error')).textContent).toBe('The current password is wrong.');
    await act(async () => undefined);
    expect(screen.getByTestId('form-error')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'older' } });
    await waitFor(() => expect(screen.queryByTestId('form-error')).toBeNull());
  });
});
