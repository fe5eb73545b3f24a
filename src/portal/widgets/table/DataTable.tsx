import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../../../../engine/config';
import { useConfig } from '../../app/runtime';
import { formatValue, isNumeric } from '../shared/formatValue';

export type Row = Record<string, unknown>;

export interface SortState {
  field: string;
  order: 'asc' | 'desc';
}

export interface DataTableProps {
  /** Accessible name of the table (the widget's or screen's title). */
  label: string;
  columns: readonly TableColumn[];
  rows: readonly Row[];
  rowKey: string;
  /** Rows under the body (report totals). */
  totals?: readonly Row[];
  sort?: SortState;
  onSort?(sort: SortState): void;
  /** Said in the sorted column's header (how amounts of several currencies are ordered). */
  sortNote?: string;
  paging?: { page: number; pageSize: number; total: number; pageSizes: readonly number[]; onPage(page: number): void; onPageSize(size: number): void };
  emptyText: string;
  busy?: boolean;
  /** Cells of this column open the row's detail (a link-styled button named after the cell). */
  rowLink?: { field: string; label(row: Row, text: string): string; onOpen(row: Row): void; opens?(row: Row): boolean };
}

/**
 * A server-paged table: headers with sort buttons, formatted cells, optional totals, pagination.
 * The scroll area is a labelled, focusable region so a keyboard can scroll it on a phone.
 */
export function DataTable({ label, columns, rows, rowKey, totals, sort, onSort, sortNote, paging, emptyText, busy, rowLink }: DataTableProps) {
  const config = useConfig();
  const { direction } = useTheme();
  const { t } = useTranslation();
  const cell = (column: TableColumn, row: Row) =>
    formatValue(
      row[column.field],
      {
        ...(column.format ? { format: column.format } : {}),
        currency: String(row[column.currencyField ?? 'currency'] ?? ''),
        ...(column.keyPrefix ? { keyPrefix: column.keyPrefix } : {}),
      },
      config,
      t,
      direction,
    );
  const align = (column: TableColumn) => column.align ?? (isNumeric(column.format) ? 'right' : 'left');
  return (
    <Box>
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label={label}
        aria-busy={busy || undefined}
        sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => {
                const active = sort?.field === column.field;
                return (
                  <TableCell
                    key={column.field}
                    align={align(column)}
                    sortDirection={active ? sort!.order : false}
                    sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                  >
                    {column.sortable && onSort ? (
                      <TableSortLabel
                        active={active}
                        direction={active ? sort!.order : 'asc'}
                        onClick={() => onSort({ field: column.field, order: active && sort!.order === 'desc' ? 'asc' : 'desc' })}
                      >
                        {t(column.labelKey)}
                        {active && sortNote && (
                          <Typography component="span" variant="caption" sx={{ ml: 0.5 }}>
                            ({sortNote})
                          </Typography>
                        )}
                      </TableSortLabel>
                    ) : (
                      t(column.labelKey)
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length}>
                  <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
                    {busy ? t('common.loading') : emptyText}
                  </Typography>
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row, i) => (
                <TableRow key={String(row[rowKey] ?? i)} hover>
                  {columns.map((column) => (
                    <TableCell key={column.field} align={align(column)} sx={{ whiteSpace: 'nowrap' }}>
                      {rowLink && rowLink.field === column.field && (rowLink.opens?.(row) ?? true) ? (
                        <Link
                          component="button"
                          type="button"
                          variant="body2"
                          onClick={() => rowLink.onOpen(row)}
                          aria-label={rowLink.label(row, String(cell(column, row) ?? ''))}
                          data-testid="row-detail"
                        >
                          {cell(column, row) || t('widget.table.openDetail')}
                        </Link>
                      ) : (
                        cell(column, row)
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
          {totals && totals.length > 0 && (
            <TableFooter>
              {totals.map((row, i) => (
                <TableRow key={String(row[rowKey] ?? `total-${i}`)} data-testid="table-total">
                  {columns.map((column, c) => (
                    <TableCell key={column.field} align={align(column)} sx={{ fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap' }}>
                      {c === 0 ? t('widget.report.total') : column.field in row ? cell(column, row) : ''}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableFooter>
          )}
        </Table>
      </TableContainer>
      {paging && (
        <TablePagination
          component="div"
          count={paging.total}
          page={Math.max(0, paging.page - 1)}
          rowsPerPage={paging.pageSize}
          rowsPerPageOptions={[...paging.pageSizes]}
          onPageChange={(_, page) => paging.onPage(page + 1)}
          onRowsPerPageChange={(e) => paging.onPageSize(Number(e.target.value))}
          labelRowsPerPage={t('widget.table.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('widget.table.displayedRows', { from, to, count })}
          getItemAriaLabel={(type) => t(`widget.table.page.${type}`)}
        />
      )}
    </Box>
  );
}
