import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MonthlyStatement } from '../../src/portal/widgets/report/MonthlyStatement';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

describe('the commission statement month picker', () => {
  it('names the months as the language does ("Oktober 2026"), not "2026-10"', async () => {
    const source = { base: 'web', path: 'ibaccount/report/commissionStatement' } as const;
    renderWithPortal(<MonthlyStatement idPrefix="rebate" source={source as never} months={3} />, composed('au', 'vfsc'), { api: vi.fn() } as never, 'de');
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    const now = new Date();
    const thisMonth = new Intl.DateTimeFormat('de', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    );
    expect(options).toHaveLength(3);
    expect(options[0]).toBe(thisMonth);
    expect(options.some((o) => /^\d{4}-\d{2}$/.test(o ?? ''))).toBe(false);
  });
});
