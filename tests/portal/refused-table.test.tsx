import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../engine/http';
import type { WidgetDefinition } from '../../src/portal/widgets/types';
import ReportWidget from '../../src/portal/widgets/report/ReportWidget';
import TableWidget from '../../src/portal/widgets/table/TableWidget';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

/* A refused read shows its refusal alone: no empty table under it saying there is nothing (of a period never read). */

const config = composed('au', 'vfsc');
const refusal = 'The date range is not valid: the start date is after the end date.';
const refusing = { api: vi.fn(() => Promise.reject(new ApiFailure(414, refusal, null, 400))) };

describe('a refused report or table', () => {
  it('the IB report shows the refusal and not "No activity in this period."', async () => {
    const report = config.screens.ib!.ibReport!;
    renderWithPortal(
      <MemoryRouter>
        <ReportWidget widget={report.widgets[0] as WidgetDefinition} screen={report} params={{}} title="IB report" configPath="test" />
      </MemoryRouter>,
      config,
      refusing as never,
    );
    await act(async () => undefined);
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.queryByText('No activity in this period.')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('a table widget shows the refusal and not "Nothing to show."', async () => {
    const screenDef = config.screens.ib!.rebatePaymentHistory!;
    const widget = screenDef.widgets.find((w) => w.kind === 'table') as WidgetDefinition;
    renderWithPortal(
      <MemoryRouter>
        <TableWidget widget={widget} screen={screenDef} params={{}} title="History" configPath="test" />
      </MemoryRouter>,
      config,
      refusing as never,
    );
    await act(async () => undefined);
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.queryByText('Nothing to show.')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
