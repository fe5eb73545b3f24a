import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPeriodPreset, presetRange } from '../../engine/ib';
import type { ApiCall } from '../../engine/http';
import type { WidgetDefinition } from '../../src/portal/widgets/types';
import ReportWidget from '../../src/portal/widgets/report/ReportWidget';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

const config = composed('au', 'vfsc');
const report = config.screens.ib!.ibReport!;

/** The IB report widget over this api. */
function openReport(widget: WidgetDefinition, api: (call: ApiCall) => Promise<unknown>) {
  renderWithPortal(
    <MemoryRouter>
      <ReportWidget widget={widget} screen={report} params={{}} title="IB report" configPath="test" />
    </MemoryRouter>,
    config,
    { api } as never,
  );
}

describe('default shortcut value (spec section 9: 6)', () => {
  afterEach(() => vi.useRealTimers());

  it('config holds 6; it numbers the quick periods from 1, so 6 is the last month', () => {
    expect(config.constants.defaultShortcutValue).toBe(6);
    expect(defaultPeriodPreset(6)).toBe('lastMonth');
    expect(defaultPeriodPreset(1)).toBe('today');
    expect(defaultPeriodPreset(99)).toBe('lastMonth');
  });

  it("the IB report's date range starts on that quick period (its screen gives no defaultDays)", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-15T10:00:00Z'));
    const widget = report.widgets[0] as WidgetDefinition & { defaultDays?: number };
    expect(widget.defaultDays).toBeUndefined();
    const calls: ApiCall[] = [];
    const api = vi.fn(async (call: ApiCall) => (calls.push(call), { rows: [], totals: [], total: 0, page: 1, pageSize: 25, from: '', to: '' }));
    openReport(widget, api);
    await act(async () => undefined);
    expect(presetRange('lastMonth', Date.now())).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(calls[0]?.params).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('a start typed after the end is marked at the field and not asked of the server; the range in order is read again', async () => {
    const widget = report.widgets[0] as WidgetDefinition;
    const calls: ApiCall[] = [];
    const api = vi.fn(async (call: ApiCall) => (calls.push(call), { rows: [], totals: [], total: 0, page: 1, pageSize: 25, from: '', to: '' }));
    openReport(widget, api);
    await act(async () => undefined);
    const [from, to] = [screen.getByLabelText('From'), screen.getByLabelText('To')];
    fireEvent.change(to, { target: { value: '10/11/2026' } });
    await act(async () => undefined);
    fireEvent.change(from, { target: { value: '15/11/2026' } });
    fireEvent.blur(from);
    await act(async () => undefined);
    expect(screen.getByText('The start date is after the end date.')).toBeTruthy();
    expect(calls.map((c) => c.params).filter((p) => String(p?.from) > String(p?.to))).toEqual([]);
    fireEvent.change(to, { target: { value: '20/11/2026' } });
    await act(async () => undefined);
    expect(calls.at(-1)?.params).toMatchObject({ from: '2026-11-15', to: '2026-11-20' });
  });
});
