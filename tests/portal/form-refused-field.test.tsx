import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../engine/http';
import FormWidget from '../../src/portal/widgets/form/FormWidget';
import type { WidgetProps } from '../../src/portal/widgets/types';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

const changePassword = {
  widget: { id: 'password', kind: 'form', form: 'changePassword', submit: { method: 'POST', base: 'web', path: 'profile/changePassword' } },
  configPath: 'config/screens/security.yaml#/widgets/0',
} as unknown as WidgetProps;

describe('a server refusal that names a field marks that field, not only the banner (the state an Australian address needs, a date of birth in the future)', () => {
  it('the named field is marked invalid with "Please check this field."; editing it clears the mark', async () => {
    const api = vi.fn(async () => {
      throw new ApiFailure(457, 'Some details are not valid. Check your entries and try again.', { field: 'oldPassword' }, 400);
    });
    renderWithPortal(<FormWidget {...changePassword} />, composed('au', 'vfsc'), { api } as never);
    fireEvent.change(screen.getByLabelText(/Current password/), { target: { value: 'Wrong#2026' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'Better#2027' } });
    fireEvent.change(screen.getByLabelText(/Repeat the new password/), { target: { value: 'Better#2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('form-error')).textContent).toBe('Some details are not valid. Check your entries and try again.');
    await waitFor(() => expect(screen.getByLabelText(/Current password/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Please check this field.')).toBeTruthy();
    expect(screen.getByLabelText(/^New password/).getAttribute('aria-invalid')).not.toBe('true');
    fireEvent.change(screen.getByLabelText(/Current password/), { target: { value: 'Right#2026' } });
    await waitFor(() => expect(screen.queryByText('Please check this field.')).toBeNull());
  });
});
