import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiFailure, type ApiCall } from '../../engine/http';
import TransferWidget from '../../src/portal/funds/TransferWidget';
import OtpVerifyWidget from '../../src/portal/kyc/widgets/OtpVerifyWidget';
import AuthenticatorWidget from '../../src/portal/security/AuthenticatorWidget';
import EmailSecurityWidget from '../../src/portal/security/EmailSecurityWidget';
import PhoneSecurityWidget from '../../src/portal/security/PhoneSecurityWidget';
import { sessionStore, type Profile } from '../../src/portal/session/sessionStore';
import FormWidget from '../../src/portal/widgets/form/FormWidget';
import type { WidgetProps } from '../../src/portal/widgets/types';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';
import { accountView } from './accountFixture';

const config = composed('au', 'vfsc');

const account = (number: string) => accountView(number);

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

/**
 * The server of the security centre and the KYC code steps: e-mail not verified, no phone, no authenticator; codes
 * are sent (transaction tx1); `refused` is the call that refuses every code as wrong.
 */
function codeServer(refused: string) {
  const sent: ApiCall[] = [];
  const api = (call: ApiCall) => {
    if (call.path === refused) {
      sent.push(call);
      return Promise.reject(new ApiFailure(400, 'The code is not correct.'));
    }
    switch (call.path) {
      case 'multiFactorAuth/info':
        return Promise.resolve({
          email: { masked: 'n***@demo.test', verified: false },
          phone: { bound: false, masked: '', verified: false },
          totp: { enabled: false, mustRebind: false },
          apiKeys: 0,
        });
      case 'mfa/sendEmailVerificationCode':
      case 'mfa/sendSmsVerificationCode':
        return Promise.resolve({ transactionId: 'tx1', resendSeconds: 60, sentTo: 'n***@demo.test' });
      case 'multiFactorAuth/totp/setup':
        return Promise.resolve({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/Demo:n?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' });
      default:
        return Promise.resolve(null);
    }
  };
  return { api, sent };
}

/**
 * A wrong code typed and submitted: the refusal shows and stays while the code is the same; once another code is
 * typed it goes (before, it stayed beside the new code until the next submit).
 */
async function refusalGoesWhenTheCodeChanges(field: HTMLElement, submit: () => void, refusal: () => HTMLElement | null) {
  fireEvent.change(field, { target: { value: '111111' } });
  submit();
  await waitFor(() => expect(refusal()?.textContent).toBe('The code is not correct.'));
  fireEvent.change(field, { target: { value: '111111' } });
  await act(async () => undefined);
  expect(refusal()).toBeTruthy();
  fireEvent.change(field, { target: { value: '111112' } });
  await waitFor(() => expect(refusal()).toBeNull());
}

const alert = () => screen.queryByRole('alert');

describe('the security centre and the KYC code steps: a refused code goes once the user types another (useApiMutation input)', () => {
  afterEach(() => act(() => sessionStore.set({})));

  it('verifying the e-mail: "the code is not correct" goes when the code is edited', async () => {
    const { api, sent } = codeServer('multiFactorAuth/email/preValidate');
    renderWithPortal(<EmailSecurityWidget />, config, { api: api as never });
    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    fireEvent.click(screen.getByTestId('email-verify-code-send'));
    expect(await screen.findByText('Sent to n***@demo.test')).toBeTruthy();
    await refusalGoesWhenTheCodeChanges(screen.getByTestId('email-verify-code'), () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })), alert);
    expect(sent).toHaveLength(1);
  });

  it('changing the e-mail: the refusal goes when the code is edited', async () => {
    const { api } = codeServer('multiFactorAuth/email/bind');
    renderWithPortal(<EmailSecurityWidget />, config, { api: api as never });
    fireEvent.click(await screen.findByTestId('email-change'));
    fireEvent.change(screen.getByTestId('email-new'), { target: { value: 'new@demo.test' } });
    fireEvent.click(screen.getByTestId('email-new-code-send'));
    expect(await screen.findByText('Sent to n***@demo.test')).toBeTruthy();
    await refusalGoesWhenTheCodeChanges(screen.getByTestId('email-new-code'), () => fireEvent.click(screen.getByTestId('email-change-confirm')), alert);
  });

  it('adding a phone number: the refusal goes when the code is edited', async () => {
    const { api } = codeServer('multiFactorAuth/mobile/bind');
    // No captcha before the SMS here: the code and its refusal are what this test is about.
    const noCaptcha = { ...config, security: { ...config.security, captcha: { ...config.security.captcha, beforeSms: false } } };
    renderWithPortal(<PhoneSecurityWidget />, noCaptcha, { api: api as never });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a phone number' }));
    fireEvent.change(screen.getByLabelText('Country code'), { target: { value: '61' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '412555001' } });
    fireEvent.click(screen.getByTestId('phone-code-send'));
    expect(await screen.findByText('Sent to n***@demo.test')).toBeTruthy();
    await refusalGoesWhenTheCodeChanges(screen.getByTestId('phone-code'), () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })), alert);
  });

  it('turning the authenticator on: focus goes to the instructions that replace the button, not back to the top of the page', async () => {
    const { api } = codeServer('none');
    renderWithPortal(<AuthenticatorWidget />, config, { api: api as never });
    fireEvent.click(await screen.findByTestId('totp-begin'));
    const instructions = await screen.findByText(/Scan the QR code with your authenticator app/);
    expect(document.activeElement).toBe(instructions);
  });

  it('turning the authenticator on: the refusal of the confirmation code goes when the code is edited', async () => {
    const { api } = codeServer('multiFactorAuth/totp/preValidate');
    renderWithPortal(<AuthenticatorWidget />, config, { api: api as never });
    fireEvent.click(await screen.findByTestId('totp-begin'));
    const code = await screen.findByTestId('totp-confirm-code');
    await refusalGoesWhenTheCodeChanges(code, () => fireEvent.click(screen.getByTestId('totp-confirm')), alert);
  });

  it('the KYC phone step: the refusal of the code goes when the code is edited', async () => {
    const { api, sent } = codeServer('kyc/verifyCode');
    act(() => sessionStore.set({ profile: { userId: 7, emailMasked: 'n***@demo.test', phoneCode: '+61', phone: '412555001' } as unknown as Profile }));
    const step = composed('au', 'asic').screens.cp!.kycPhone!.widgets[0]!;
    renderWithPortal(<OtpVerifyWidget {...({ widget: step, configPath: 'screens.cp.kycPhone.widgets.0' } as unknown as WidgetProps)} />, config, {
      api: api as never,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByTestId('otp-code-2');
    await refusalGoesWhenTheCodeChanges(
      code,
      () => fireEvent.click(screen.getByRole('button', { name: 'Verify' })),
      () => screen.queryByTestId('otp-error'),
    );
    expect(sent).toHaveLength(1);
  });
});
