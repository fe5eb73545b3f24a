import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../app/runtime';

export interface Column<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** Amounts line up at their end (the header too) in the table. */
  align?: 'right';
}

/**
 * A list of records: a table at desktop widths, one card per record at mobile widths (no sideways
 * scrolling at 375 px). The minimal list the funds screens need until a generic table widget exists.
 */
export function HistoryTable<T>({
  rows,
  columns,
  rowKey,
  label,
  testId,
  emptyText,
}: {
  rows: readonly T[] | undefined;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  label: string;
  testId: string;
  /** What an empty list says (default: nothing here yet). */
  emptyText?: string;
}) {
  const { t } = useTranslation();
  const config = useConfig();
  const mobile = useMediaQuery(`(max-width:${config.constants.mobileBreakpointPx}px)`);
  if (!rows) return <Typography color="text.secondary">{t('common.loading')}</Typography>;
  if (rows.length === 0)
    return (
      <Typography color="text.secondary" data-testid={`${testId}-empty`}>
        {emptyText ?? t('funds.history.empty')}
      </Typography>
    );
  if (mobile) {
    return (
      <Box component="ul" aria-label={label} data-testid={testId} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {rows.map((row) => (
          <Paper component="li" variant="outlined" key={rowKey(row)} sx={{ p: 1.5 }} data-testid={`${testId}-row`}>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
              {columns.map((c) => (
                <Box key={c.key} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {c.label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {c.render(row)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <Paper variant="outlined">
      <Table size="small" aria-label={label} data-testid={testId}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} {...(c.align ? { align: c.align } : {})}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} data-testid={`${testId}-row`}>
              {columns.map((c) => (
                <TableCell key={c.key} {...(c.align ? { align: c.align } : {})}>
                  {c.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
