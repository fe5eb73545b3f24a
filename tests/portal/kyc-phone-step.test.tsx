import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OtpVerifyWidget from '../../src/portal/kyc/widgets/OtpVerifyWidget';
import type { WidgetProps } from '../../src/portal/widgets/types';
import { sessionStore, type Profile } from '../../src/portal/session/sessionStore';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

const config = composed('au', 'asic');
const phoneStep = config.screens.cp!.kycPhone!.widgets[0]!;
const profile = (fields: Partial<Profile>) => ({ userId: 7, emailMasked: 'n***@demo.test', ...fields }) as unknown as Profile;

function renderStep(fields: Partial<Profile>) {
  act(() => sessionStore.set({ profile: profile(fields) }));
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
  renderWithPortal(<OtpVerifyWidget {...({ widget: phoneStep, configPath: 'screens.cp.kycPhone.widgets.0' } as unknown as WidgetProps)} />, config, {
    api,
  } as never);
  return api;
}

afterEach(() => act(() => sessionStore.set({})));

describe('the KYC phone step (module 2)', () => {
  it('a client with no phone number yet (signed up without one) adds it in the step; no code is offered to an empty number', async () => {
    const api = renderStep({});
    expect(screen.getByText('Your profile has no phone number yet. Add it here: confirming the code we send to it by SMS completes this step.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add a phone number' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
    expect(screen.queryByText(/by SMS to your phone/)).toBeNull();
    expect(api.mock.calls.some(([call]) => call.path === 'mfa/sendSmsVerificationCode')).toBe(false);
  });

  it('a client with a phone number gets the code sent to it', () => {
    renderStep({ phoneCode: '+61', phone: '412555001' });
    expect(screen.getByText('We send a 6-digit code by SMS to your phone +61 ****5001.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a phone number' })).toBeNull();
  });
});
