import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientDetail, TableColumn } from '../../../engine/config';
import type { DataTableProps, Row } from '../widgets/table/DataTable';
import { ClientDetailDialog, type ClientDetailTarget } from './ClientDetailDialog';

/**
 * A table's or report's drill-down to one client, where its config names one (`clientDetail`): the link on each row's
 * label cell, and the dialog it opens for the list's period.
 */
export function useClientDrillDown(
  drill: ClientDetail | undefined,
  columns: readonly TableColumn[],
  range: { from?: string; to?: string },
): { rowLink?: NonNullable<DataTableProps['rowLink']>; dialog: ReactNode } {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<ClientDetailTarget>();
  if (!drill) return { dialog: null };
  const labelField = drill.labelField ?? columns[0]!.field;
  return {
    rowLink: {
      field: labelField,
      // A row without a client id (an account that is not the IB's client) shows its label without a link.
      opens: (row: Row) => row[drill.idField] !== null && row[drill.idField] !== undefined,
      label: (_row: Row, text: string) => t('widget.table.openDetailOf', { name: text }),
      onOpen: (row: Row) => setDetail({ id: String(row[drill.idField]), label: String(row[labelField] ?? '') }),
    },
    dialog: <ClientDetailDialog source={drill.source} target={detail} range={range} onClose={() => setDetail(undefined)} />,
  };
}
