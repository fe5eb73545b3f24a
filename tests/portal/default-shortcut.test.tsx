import { act } from '@testing-library/react';
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
    renderWithPortal(
      <MemoryRouter>
        <ReportWidget widget={widget} screen={report} params={{}} title="IB report" configPath="test" />
      </MemoryRouter>,
      config,
      { api } as never,
    );
    await act(async () => undefined);
    expect(presetRange('lastMonth', Date.now())).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(calls[0]?.params).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
  });
});
