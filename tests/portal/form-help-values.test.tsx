import { createTheme, ThemeProvider } from '@mui/material/styles';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PortalConfig } from '../../engine/config';
import FormWidget from '../../src/portal/widgets/form/FormWidget';
import type { WidgetProps } from '../../src/portal/widgets/types';
import { composed } from '../helpers/config';
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
  it('an amount above the maximum says "at most 100,000,000.00", not "100000000"', async () => {
    renderWithPortal(<FormWidget {...withdraw} />, composed('au', 'vfsc'), { api: vi.fn() } as never);
    fireEvent.change(screen.getByLabelText(/Amount/), { target: { value: '200000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findAllByText('Must be at most 100,000,000.00.')).not.toHaveLength(0);
  });
});
