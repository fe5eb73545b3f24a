import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StepUpDialog } from '../../src/portal/mfa/StepUpDialog';
import { renderWithPortal } from './renderWithPortal';

function open(factors: string[]) {
  const answer = vi.fn();
  renderWithPortal(<StepUpDialog prompt={{ id: 1, kind: 'factors', data: { action: 'login', factors }, answer } as never} />);
  return answer;
}

describe('the step-up dialog works from the keyboard', () => {
  it('the authenticator code field has the focus when the dialog opens, and Enter in it confirms with the code', () => {
    const answer = open(['totp']);
    const field = screen.getByTestId('step-up-totp');
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: '123456' } });
    // Enter in a text field submits its form (the browser's implicit submission).
    fireEvent.submit(field.closest('form')!);
    expect(answer).toHaveBeenCalledWith({ mfa: { totpCode: '123456' } });
  });

  it('Enter before the code is complete confirms nothing', () => {
    const answer = open(['totp']);
    const field = screen.getByTestId('step-up-totp');
    fireEvent.change(field, { target: { value: '123' } });
    fireEvent.submit(field.closest('form')!);
    expect(answer).not.toHaveBeenCalled();
  });
});
