import { ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../engine/http';
import OtpVerifyWidget from '../../src/portal/kyc/widgets/OtpVerifyWidget';
import { promptStore } from '../../src/portal/mfa/promptStore';
import { sessionStore, type Profile } from '../../src/portal/session/sessionStore';
import { brandTheme } from '../../src/portal/theme/brandTheme';
import type { WidgetProps } from '../../src/portal/widgets/types';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

const config = composed('au', 'asic');
const noPhone = {
  email: { masked: 'n***@demo.test', verified: true },
  phone: { bound: false, masked: '', verified: false },
  totp: { enabled: false, mustRebind: false },
  apiKeys: 0,
};

/** The KYC phone step of a client with no phone number yet, in Arabic; `refuse` answers the SMS send with a refusal; `captcha` as config/security.yaml says (before every SMS). */
async function phoneStep(refuse?: ApiFailure, captcha = true) {
  act(() => sessionStore.set({ profile: { userId: 7, emailMasked: 'n***@demo.test' } as unknown as Profile }));
  const api = vi.fn((call: { path: string }) =>
    call.path === 'multiFactorAuth/info'
      ? Promise.resolve(noPhone)
      : call.path === 'mfa/sendSmsVerificationCode' && refuse
        ? Promise.reject(refuse)
        : Promise.resolve(null),
  );
  const step = config.screens.cp!.kycPhone!.widgets[0]!;
  renderWithPortal(
    <ThemeProvider theme={brandTheme(config, 'rtl')}>
      <OtpVerifyWidget {...({ widget: step, configPath: 'screens.cp.kycPhone.widgets.0' } as unknown as WidgetProps)} />
    </ThemeProvider>,
    { ...config, security: { ...config.security, captcha: { ...config.security.captcha, beforeSms: captcha } } },
    { api } as never,
    'ar',
  );
  fireEvent.click(await screen.findByRole('button', { name: 'إضافة رقم هاتف' }));
  return api;
}

const smsSent = (api: ReturnType<typeof vi.fn>) => api.mock.calls.filter(([call]) => (call as { path: string }).path === 'mfa/sendSmsVerificationCode');

afterEach(() => act(() => sessionStore.set({})));

describe('adding a phone number (KYC phone step, security centre): what is wrong is said, in the page language', () => {
  it('a number too short is said at the field before any captcha or SMS, and goes once the number is edited', async () => {
    const api = await phoneStep();
    const prompts = vi.spyOn(promptStore, 'set');
    fireEvent.change(screen.getByRole('textbox', { name: 'رمز الدولة' }), { target: { value: '+61' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'رقم الهاتف' }), { target: { value: '412' } });
    fireEvent.click(screen.getByRole('button', { name: 'إرسال الرمز' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'أدخل رقم هاتفك دون رمز الدولة: من 5 إلى 15 رقمًا.');
    expect(screen.getByRole('textbox', { name: 'رقم الهاتف' }).getAttribute('aria-invalid')).toBe('true');
    expect(smsSent(api)).toEqual([]);
    expect(prompts).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'رقم الهاتف' }), { target: { value: '412345678' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('no country code: said at its field', async () => {
    const api = await phoneStep();
    fireEvent.change(screen.getByRole('textbox', { name: 'رقم الهاتف' }), { target: { value: '412345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'إرسال الرمز' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'أدخل رمز الدولة بعد علامة +: من 1 إلى 4 أرقام.');
    expect(smsSent(api)).toEqual([]);
  });

  it('a number the server refuses (another account uses it) says why under the code field, not nothing', async () => {
    const api = await phoneStep(new ApiFailure(400, 'رقم الهاتف هذا مستخدم بالفعل في حساب آخر.', { field: 'phone' }), false);
    fireEvent.change(screen.getByRole('textbox', { name: 'رمز الدولة' }), { target: { value: '+61' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'رقم الهاتف' }), { target: { value: '412345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'إرسال الرمز' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'رقم الهاتف هذا مستخدم بالفعل في حساب آخر.');
    expect(smsSent(api)).toHaveLength(1);
  });
});
