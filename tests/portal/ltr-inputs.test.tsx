import { ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CodeField } from '../../src/portal/mfa/CodeField';
import SignUpPage from '../../src/portal/signUp/SignUpPage';
import { brandTheme } from '../../src/portal/theme/brandTheme';
import FormWidget from '../../src/portal/widgets/form/FormWidget';
import type { WidgetProps } from '../../src/portal/widgets/types';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

const config = composed('au', 'vfsc');

/** A component as an Arabic page shows it: the Arabic texts and the brand's right-to-left theme. */
function renderArabic(ui: ReactNode) {
  return renderWithPortal(
    <ThemeProvider theme={brandTheme(config, 'rtl')}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ThemeProvider>,
    config,
    { api: vi.fn(() => new Promise(() => undefined)) } as never,
    'ar',
  );
}

describe('on a right-to-left page, fields of left-to-right text are typed left to right ("bad@" stays "bad@")', () => {
  it('sign-up: the e-mail address and the password are dir="ltr"; the name keeps the page direction', () => {
    renderArabic(<SignUpPage />);
    expect(screen.getByTestId('sign-up-email').getAttribute('dir')).toBe('ltr');
    expect(screen.getByTestId('sign-up-password').getAttribute('dir')).toBe('ltr');
    expect(screen.getByTestId('sign-up-name').hasAttribute('dir')).toBe(false);
  });

  it('a one-time code field (MFA, step-up) is dir="ltr"', () => {
    renderArabic(<CodeField label="code" testId="code" value="" onChange={() => undefined} />);
    expect(screen.getByTestId('code').getAttribute('dir')).toBe('ltr');
  });

  it('a phone number field says so by its inputmode only (the field\'s own input props): dir="ltr"; a field\'s own dir wins', () => {
    renderArabic(
      <>
        <TextField label="phone" slotProps={{ htmlInput: { inputMode: 'tel', 'data-testid': 'phone' } }} />
        <TextField label="own" type="email" slotProps={{ htmlInput: { dir: 'auto', 'data-testid': 'own' } }} />
      </>,
    );
    expect(screen.getByTestId('phone').getAttribute('dir')).toBe('ltr');
    expect(screen.getByTestId('own').getAttribute('dir')).toBe('auto');
  });

  it('a config form\'s password fields (RJSF) are dir="ltr"', () => {
    const widget = { widget: { id: 'pw', kind: 'form', form: 'changePassword', submit: { method: 'POST', base: 'web', path: 'x' } }, configPath: 'test' };
    const { container } = renderArabic(<FormWidget {...(widget as unknown as WidgetProps)} />);
    const passwords = [...container.querySelectorAll('input[type="password"]')];
    expect(passwords.length).toBeGreaterThan(0);
    for (const input of passwords) expect(input.getAttribute('dir')).toBe('ltr');
  });

  it('the IB affiliate transfer form: the account number and the target IB code are dir="ltr" (their uiSchema says so); the reason keeps the page direction', () => {
    const widget = {
      widget: { id: 'request', kind: 'form', form: 'transferIbAffiliate', submit: { method: 'POST', base: 'cp', path: 'x' } },
      configPath: 'test',
    };
    const { container } = renderArabic(<FormWidget {...(widget as unknown as WidgetProps)} />);
    const field = (name: string) => container.querySelector(`[name$="${name}"]`);
    expect(field('accountNumber')?.getAttribute('dir')).toBe('ltr');
    expect(field('targetIbCode')?.getAttribute('dir')).toBe('ltr');
    expect(field('reason')?.tagName).toBe('TEXTAREA');
    expect(field('reason')?.hasAttribute('dir')).toBe(false);
  });
});
