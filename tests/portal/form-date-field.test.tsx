import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import FormWidget from '../../src/portal/widgets/form/FormWidget';
import type { WidgetProps } from '../../src/portal/widgets/types';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

const config = composed('au', 'asic');
const personalInfo = { widget: config.screens.cp!.kycPersonalInfo!.widgets[0]!, configPath: 'screens.cp.kycPersonalInfo.widgets.0' } as unknown as WidgetProps;

/** The KYC personal-information form in Arabic, nothing stored yet; every list is empty. */
async function personalInfoForm() {
  const api = vi.fn((call: { path: string }) => Promise.resolve(call.path === 'verificationV2/getData' ? {} : []));
  renderWithPortal(<FormWidget {...personalInfo} />, config, { api } as never, 'ar');
  return (await screen.findByLabelText(/^تاريخ الميلاد/)) as HTMLInputElement;
}

describe("a form's date (the date of birth) is typed as the pages show dates (DD/MM/YYYY), whatever the browser's language", () => {
  it("is a text field with the configured pattern as placeholder, not the browser's date input", async () => {
    const birth = await personalInfoForm();
    expect(birth.type).toBe('text');
    expect(birth.placeholder).toBe('DD/MM/YYYY');
  });

  it('takes digits of any script, with or without separators (a phone keyboard has none), and shows the date in the pattern', async () => {
    const birth = await personalInfoForm();
    fireEvent.change(birth, { target: { value: '١٤٠٥١٩٩٠' } });
    fireEvent.blur(birth);
    expect(birth.value).toBe('14/05/1990');
    // The form has the date: submitting marks the empty required fields, not this one.
    fireEvent.click(screen.getByRole('button', { name: 'حفظ ومتابعة' }));
    await waitFor(() => expect(screen.getByLabelText(/^الاسم/).getAttribute('aria-invalid')).toBe('true'));
    expect(birth.getAttribute('aria-invalid')).toBeNull();
  });

  it('left empty, it is marked as the required field it is once the form is submitted', async () => {
    const birth = await personalInfoForm();
    fireEvent.click(screen.getByRole('button', { name: 'حفظ ومتابعة' }));
    await waitFor(() => expect(birth.getAttribute('aria-invalid')).toBe('true'));
  });
});
