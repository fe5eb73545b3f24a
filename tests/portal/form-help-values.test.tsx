import { createTheme, ThemeProvider } from '@mui/material/styles';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PortalConfig } from '../../engine/config';
import FormWidget from '../../src/portal/widgets/form/FormWidget';
import type { WidgetProps } from '../../src/portal/widgets/types';
import { composed } from '../helpers/config';
import { formatValue } from '../../src/portal/widgets/shared/formatValue';
import { translateErrors } from '../../src/portal/widgets/form/translateForm';
import { renderWithPortal } from './renderWithPortal';

const withdraw = {
  widget: { id: 'withdraw', kind: 'form', form: 'rebateWithdraw', submit: { method: 'POST', base: 'payment', path: 'rebate/withdraw' } },
  configPath: 'config/screens/ib/rebateWithdraw.yaml#/widgets/1',
} as unknown as WidgetProps;

/** The project's config with another withdrawal minimum and number format, as a brand may have them. */
function configWith(minAmount: number, numberFormat: Partial<PortalConfig['constants']['numberFormat']>): PortalConfig {
  const config = composed('au', 'vfsc');
  return {
    ...config,
    constants: { ...config.constants, numberFormat: { ...config.constants.numberFormat, ...numberFormat } },
    ibProgram: { ...config.ibProgram, withdrawal: { ...config.ibProgram.withdrawal, minAmount } },
  };
}

describe('a form help text names config numbers in the portal number format (ui:helpValues)', () => {
  it("the rebate withdrawal's amount help says the programme's minimum in the configured format, not a figure typed into the translation", () => {
    renderWithPortal(<FormWidget {...withdraw} />, configWith(1250, { thousandsSeparator: '.', decimalSeparator: ',' }), { api: vi.fn() } as never);
    expect(screen.getByText('At least 1.250,00 and at most your available rebate balance.')).toBeTruthy();
  });

  it('the withdrawal method list offers "Choose an option" first, not a blank line, as the destination list does', async () => {
    renderWithPortal(<FormWidget {...withdraw} />, configWith(50, {}), { api: vi.fn(async () => []) } as never);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Withdrawal method/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Choose an option', 'Bank transfer', 'USDT (TRC20)']);
  });

  it('in a right-to-left page the minimum keeps its left-to-right order (isolatedNumber), as every other figure', () => {
    renderWithPortal(
      <ThemeProvider theme={createTheme({ direction: 'rtl' })}>
        <FormWidget {...withdraw} />
      </ThemeProvider>,
      configWith(50, {}),
      { api: vi.fn() } as never,
    );
    expect(screen.getByText('At least \u206650.00\u2069 and at most your available rebate balance.')).toBeTruthy();
  });
});

describe("a form's limit errors write the limit as the portal writes figures", () => {
  it('a value above a limit of the data schema says it as a figure, not "2000"', () => {
    const config = composed('au', 'vfsc');
    const schema = { type: 'object', properties: { amount: { type: 'number', title: 'ib.withdraw.amount', maximum: 2000 } } };
    const translate = translateErrors(((key: string, values?: Record<string, unknown>) => `${key} ${String(values?.limit)}`) as never, schema, (value) =>
      formatValue(value, { format: 'number' }, config, ((key: string) => key) as never, 'ltr'),
    );
    expect(translate([{ name: 'maximum', property: '.amount', params: { limit: 2000 }, stack: '' }]).map((e) => e.message)).toEqual([
      'form.error.maximum 2,000.00',
    ]);
  });
});

describe("a value of the wrong form says the field's rule", () => {
  it('a new password without an upper-case letter says the password rules (the field\'s description), not "the expected format"', () => {
    const schema = composed('au', 'vfsc').forms.changePassword!.schema as Record<string, unknown>;
    const t = ((key: string) =>
      key === 'security.password.rules' ? 'At least 8 characters with a lower-case letter, an upper-case letter and a digit.' : key) as never;
    const errors = translateErrors(
      t,
      schema,
    )([
      { name: 'pattern', property: '.newPassword', params: { pattern: '^(?=.*[a-z])' }, stack: '' },
      { name: 'minLength', property: '.newPassword', params: { limit: 8 }, stack: '' },
    ]);
    expect(errors.map((e) => e.message)).toEqual(['At least 8 characters with a lower-case letter, an upper-case letter and a digit.', 'form.error.minLength']);
  });

  it('a field without a description says the general words', () => {
    const schema = { type: 'object', properties: { postcode: { type: 'string', pattern: '^[0-9]+$' } } };
    expect(translateErrors(((key: string) => key) as never, schema)([{ name: 'pattern', property: '.postcode', params: {}, stack: '' }])[0]!.message).toBe(
      'form.error.pattern',
    );
  });
});

describe("a form's limits that are numbers of config (limits) are checked at the field before anything is sent", () => {
  const transfer = {
    widget: { id: 'transfer', kind: 'form', form: 'rebateTransfer', submit: { method: 'POST', base: 'payment', path: 'rebate/transfer' } },
    configPath: 'config/screens/ib/rebateTransfer.yaml#/widgets/1',
  } as unknown as WidgetProps;

  it("a rebate transfer below the programme's minimum says the minimum (ibProgram.transfer.minAmount), and its help names it", async () => {
    const config = composed('au', 'vfsc');
    // The transfer targets' list answers empty: the amount is refused before a target matters.
    const api = vi.fn(async (_call: { method?: string }) => []);
    renderWithPortal(<FormWidget {...transfer} />, { ...config, ibProgram: { ...config.ibProgram, transfer: { minAmount: 5, maxAmount: 1000000 } } }, {
      api,
    } as never);
    expect(screen.getByText('At least 5.00 and at most your available rebate balance.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Amount/), { target: { value: '4.99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findAllByText('Must be at least 5.00.')).not.toHaveLength(0);
    // Zero breaks the data schema's own bound too (more than 0): the field says the programme's minimum only.
    fireEvent.change(screen.getByLabelText(/Amount/), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findAllByText('Must be at least 5.00.')).not.toHaveLength(0);
    expect(screen.queryByText(/more than/)).toBeNull();
    expect(api.mock.calls.filter(([call]) => call?.method === 'POST')).toEqual([]);
  });

  it("a rebate withdrawal above the programme's maximum says that maximum (ibProgram.withdrawal.maxAmount), not a figure of the data schema", async () => {
    renderWithPortal(<FormWidget {...withdraw} />, composed('au', 'vfsc'), { api: vi.fn() } as never);
    fireEvent.change(screen.getByLabelText(/Amount/), { target: { value: '200000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findAllByText('Must be at most 100,000.00.')).not.toHaveLength(0);
    expect(screen.queryByText('Must be at least 50.00.')).toBeNull();
  });
});
