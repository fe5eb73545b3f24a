import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from '../../src/portal/widgets/table/DataTable';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

describe("the rebate report by account opens only the IB's own clients (a sub-IB's client's detail is the sub-IB's)", () => {
  it('a row with a client id links its account number; a row without one shows the number as plain text', () => {
    const onOpen = vi.fn();
    renderWithPortal(
      <DataTable
        label="Rebate report"
        columns={[{ field: 'accountNumber', labelKey: 'ib.clients.accountNumber' }]}
        rows={[
          { key: '1', clientId: '1', accountNumber: '70000001' },
          { key: '2', clientId: null, accountNumber: '70000002' },
        ]}
        rowKey="key"
        emptyText="none"
        rowLink={{ field: 'accountNumber', label: (_row, text) => `Open ${text}`, onOpen, opens: (row) => row.clientId !== null }}
      />,
      composed('au', 'vfsc'),
      { api: vi.fn() } as never,
    );
    expect(screen.getByRole('button', { name: 'Open 70000001' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open 70000002' })).toBeNull();
    expect(screen.getByText('70000002')).toBeTruthy();
  });
});
