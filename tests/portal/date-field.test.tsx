import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withLanguageFormats } from '../../src/portal/i18n/languageFormats';
import { DateField } from '../../src/portal/components/DateField';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

describe('date inputs show the format tables show (spec: DD/MM/YYYY; issue 11)', () => {
  it('shows an ISO value as DD/MM/YYYY and reports typed DD/MM/YYYY (or ISO) as ISO; half-typed text waits', () => {
    const changes: string[] = [];
    renderWithPortal(<DateField id="from" label="From" value="2026-08-01" onChange={(v) => changes.push(v)} />);
    const input = screen.getByLabelText('From');
    expect(input).toHaveProperty('value', '01/08/2026');
    expect(input.getAttribute('placeholder')).toBe('DD/MM/YYYY');
    fireEvent.change(input, { target: { value: '15/11/20' } });
    expect(changes).toEqual([]);
    fireEvent.change(input, { target: { value: '15/11/2026' } });
    fireEvent.change(input, { target: { value: '2026-12-31' } });
    fireEvent.change(input, { target: { value: '' } });
    expect(changes).toEqual(['2026-11-15', '2026-12-31', '']);
  });

  it('says why a date is refused once the field is left: no such date (in the language, with its pattern), or a start after the end', () => {
    renderWithPortal(<DateField id="from" label="Von" value="" max="2026-11-01" onChange={() => undefined} />, composed('au', 'vfsc'), {}, 'de');
    const input = screen.getByLabelText('Von');
    fireEvent.change(input, { target: { value: '32/13/2026' } });
    // While typing, red only: half-typed text is not yet wrong.
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Geben Sie das Datum als TT/MM/JJJJ ein.')).toBeNull();
    fireEvent.blur(input);
    expect(screen.getByText('Geben Sie das Datum als TT/MM/JJJJ ein.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '15/11/2026' } });
    expect(screen.getByText('Das Startdatum liegt nach dem Enddatum.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '15/10/2026' } });
    expect(screen.queryByText('Das Startdatum liegt nach dem Enddatum.')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('follows the language for a brand whose formats follow the locale (de: DD.MM.YYYY)', () => {
    const base = composed('au', 'vfsc');
    const config = withLanguageFormats({ ...base, brand: { ...base.brand, formats: 'locale' } }, 'de');
    renderWithPortal(<DateField id="to" label="To" value="2026-08-01" onChange={() => undefined} />, config);
    expect(screen.getByLabelText('To')).toHaveProperty('value', '01.08.2026');
  });

  it("writes the placeholder's day, month and year in the language's letters (de: TT/MM/JJJJ, ru: ДД/ММ/ГГГГ), in the configured pattern", () => {
    renderWithPortal(<DateField id="de" label="Von" value="" onChange={() => undefined} />, composed('au', 'vfsc'), {}, 'de');
    expect(screen.getByLabelText('Von').getAttribute('placeholder')).toBe('TT/MM/JJJJ');
    renderWithPortal(<DateField id="ru" label="С" value="" onChange={() => undefined} />, composed('au', 'vfsc'), {}, 'ru');
    expect(screen.getByLabelText('С').getAttribute('placeholder')).toBe('ДД/ММ/ГГГГ');
  });
});
