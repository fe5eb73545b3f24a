import { ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AmountField } from '../../src/portal/funds/AmountField';
import OtpVerifyWidget from '../../src/portal/kyc/widgets/OtpVerifyWidget';
import FormWidget from '../../src/portal/widgets/form/FormWidget';
import { CodeField } from '../../src/portal/mfa/CodeField';
import { sessionStore, type Profile } from '../../src/portal/session/sessionStore';
import { brandTheme } from '../../src/portal/theme/brandTheme';
import type { WidgetProps } from '../../src/portal/widgets/types';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

const config = composed('au', 'asic');

/** As an Arabic page shows it, with an api answering what the phone step asks (no phone bound yet). */
function renderArabic(ui: ReactNode) {
  const api = vi.fn((call: { path: string }) =>
    Promise.resolve(
      call.path === 'multiFactorAuth/info'
        ? {
            email: { masked: 'n***@demo.test', verified: true },
            phone: { bound: false, masked: '', verified: false },
            totp: { enabled: false, mustRebind: false },
            apiKeys: 0,
          }
        : null,
    ),
  );
  return renderWithPortal(<ThemeProvider theme={brandTheme(config, 'rtl')}>{ui}</ThemeProvider>, config, { api } as never, 'ar');
}

function Amount() {
  const [value, setValue] = useState('');
  return <AmountField label="المبلغ" currency="USD" value={value} onChange={setValue} testId="amount" />;
}

function Code() {
  const [value, setValue] = useState('');
  return <CodeField label="الرمز" testId="code" value={value} onChange={setValue} />;
}

afterEach(() => act(() => sessionStore.set({})));

describe('digits typed on an Arabic (or Thai, Khmer, full-width) keyboard are digits', () => {
  it('an amount typed "١٠٠٠٫٥٠" reads 1000.50: no "enter the amount in digits" refusal', () => {
    renderArabic(<Amount />);
    fireEvent.change(screen.getByTestId('amount'), { target: { value: '١٠٠٠٫٥٠' } });
    expect(screen.getByTestId('amount')).toHaveProperty('value', '1000.50');
    expect(screen.getByTestId('amount').getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(screen.getByTestId('amount'), { target: { value: '２５０' } });
    expect(screen.getByTestId('amount')).toHaveProperty('value', '250');
  });

  it('an amount typed with the Arabic thousands separator "١٬٠٠٠" is told, as "1,000" is, to leave the separator out (not "enter the amount in digits")', () => {
    renderArabic(<Amount />);
    fireEvent.change(screen.getByTestId('amount'), { target: { value: '١٬٠٠٠' } });
    expect(screen.getByTestId('amount')).toHaveProperty('value', '1,000');
    const told = screen.getByTestId('amount-help').textContent;
    fireEvent.change(screen.getByTestId('amount'), { target: { value: '1,000' } });
    expect(told).toBe(screen.getByTestId('amount-help').textContent);
  });

  it('an amount of a config form (the IB rebate transfer) typed "١٢٥٫٥" reads 125.5 in a text field with the number keyboard, not the empty value of a number input', () => {
    const transfer = { widget: { id: 'transfer', kind: 'form', form: 'rebateTransfer', submit: { method: 'POST', base: 'payment', path: 'rebate/transfer' } } };
    renderArabic(<FormWidget {...(transfer as unknown as WidgetProps)} configPath="config/screens/ib/rebateTransfer.yaml#/widgets/1" />);
    const amount = screen.getByRole('textbox');
    expect(amount.getAttribute('inputmode')).toBe('decimal');
    fireEvent.change(amount, { target: { value: '١٢٥٫٥' } });
    expect(amount).toHaveProperty('value', '125.5');
  });

  it('a one-time code typed "١٢٣٤٥٦" is the code 123456, not an empty field', () => {
    renderArabic(<Code />);
    fireEvent.change(screen.getByTestId('code'), { target: { value: '١٢٣٤٥٦' } });
    expect(screen.getByTestId('code')).toHaveProperty('value', '123456');
  });

  it('the KYC phone step: a country code and number typed in Arabic digits show as digits', async () => {
    act(() => sessionStore.set({ profile: { userId: 7, emailMasked: 'n***@demo.test' } as unknown as Profile }));
    const step = config.screens.cp!.kycPhone!.widgets[0]!;
    renderArabic(<OtpVerifyWidget {...({ widget: step, configPath: 'screens.cp.kycPhone.widgets.0' } as unknown as WidgetProps)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'إضافة رقم هاتف' }));
    const [countryCode, number] = [screen.getByRole('textbox', { name: 'رمز الدولة' }), screen.getByRole('textbox', { name: 'رقم الهاتف' })];
    fireEvent.change(countryCode, { target: { value: '+٦١' } });
    fireEvent.change(number, { target: { value: '٤١٢٣٤٥٦٧٨' } });
    expect(countryCode).toHaveProperty('value', '+61');
    expect(number).toHaveProperty('value', '412345678');
  });
});
