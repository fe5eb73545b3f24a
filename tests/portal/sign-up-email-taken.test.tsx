import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiFailure, type ApiCall } from '../../engine/http';
import SignUpPage from '../../src/portal/signUp/SignUpPage';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

const config = composed('au', 'vfsc');

/** Fills in the sign-up page (an Australian resident) over this api and sends it. */
async function signUp(api: (call: ApiCall) => Promise<unknown>, email: string, password: string) {
  renderWithPortal(
    <MemoryRouter>
      <SignUpPage />
    </MemoryRouter>,
    config,
    { api: api as never, params: { get: () => undefined } } as never,
  );
  fireEvent.change(screen.getByTestId('sign-up-name'), { target: { value: 'Casey Client' } });
  fireEvent.change(screen.getByTestId('sign-up-email'), { target: { value: email } });
  fireEvent.change(screen.getByTestId('sign-up-password'), { target: { value: password } });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Country of residence/ }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Australia' }));
  await screen.findByTestId('sign-up-entity');
  fireEvent.click(screen.getByTestId('sign-up-submit'));
}

describe('signing up refused at a field', () => {
  it('an e-mail address that has a profile: the e-mail field is marked, with offers to sign in or reset the password', async () => {
    const api = (call: ApiCall) =>
      call.path === 'register'
        ? Promise.reject(new ApiFailure(config.errorCodes.serverCodes.ALREADY_IN_USE!, 'This is already used by another account.', { field: 'email' }))
        : Promise.resolve(call.path === 'register/entity' ? { regulator: 'asic' } : null);
    await signUp(api, 'client@demo.test', 'Demo#2026x');
    const refusal = await screen.findByTestId('sign-up-error');
    expect(screen.getByTestId('sign-up-email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('sign-up-email').getAttribute('aria-describedby')).toContain('sign-up-error');
    expect(within(refusal).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(within(refusal).getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('a password the rule refuses marks the password field, whose help says the rule', async () => {
    const api = (call: ApiCall) =>
      call.path === 'register'
        ? Promise.reject(new ApiFailure(421, 'At least 8 characters with a lower-case letter, an upper-case letter and a digit.', { field: 'password' }))
        : Promise.resolve(call.path === 'register/entity' ? { regulator: 'asic' } : null);
    await signUp(api, 'new@visitor.test', 'abcdefgh');
    await screen.findByTestId('sign-up-error');
    expect(screen.getByTestId('sign-up-password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('sign-up-email').getAttribute('aria-invalid')).toBe('false');
  });
});
