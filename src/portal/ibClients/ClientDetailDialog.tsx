import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { IbClientDetailView } from '../../../engine/api';
import type { ClientDetail, TableColumn } from '../../../engine/config';
import { formatDate } from '../../../engine/format';
import { useConfig } from '../app/runtime';
import { getCall, useApiQuery } from '../data';
import { formatValue } from '../widgets/shared/formatValue';
import { WidgetError } from '../widgets/shared/WidgetError';
import { DataTable, type Row } from '../widgets/table/DataTable';

export interface ClientDetailTarget {
  id: string;
  /** What the row showed (its account number), for the title while the detail loads. */
  label: string;
}

const withLots = (columns: TableColumn[], lots: boolean) => columns.filter((c) => lots || c.field !== 'lots');
const accountColumns: TableColumn[] = [
  { field: 'accountNumber', labelKey: 'ib.clients.accountNumber' },
  { field: 'accountType', labelKey: 'ib.clients.accountType' },
  { field: 'status', labelKey: 'ib.clients.status', format: 'translate', keyPrefix: 'ib.clientStatus' },
  { field: 'balance', labelKey: 'ib.clients.balance', format: 'moneyMinor' },
  { field: 'deposits', labelKey: 'ib.report.deposits', format: 'moneyMinor' },
  { field: 'withdrawals', labelKey: 'ib.report.withdrawals', format: 'moneyMinor' },
  { field: 'lots', labelKey: 'ib.clients.lots', format: 'lots' },
  { field: 'rebate', labelKey: 'ib.report.rebate', format: 'moneyMinor', currencyField: 'rebateCurrency' },
];
const productColumns: TableColumn[] = [
  { field: 'product', labelKey: 'ib.report.product', format: 'translate', keyPrefix: 'ib.product' },
  { field: 'lots', labelKey: 'ib.clients.lots', format: 'lots' },
  { field: 'rebate', labelKey: 'ib.report.rebate', format: 'moneyMinor' },
];

/**
 * One client of the IB in a dialog (full screen on a phone): who it is, its accounts, volume and
 * rebates per product and its funds over the period of the list or report it was opened from. The
 * server blanks what the IB's privacy switches hide; hidden lots drop their columns.
 */
export function ClientDetailDialog({
  source,
  target,
  range,
  onClose,
}: {
  source: ClientDetail['source'];
  target: ClientDetailTarget | undefined;
  range: { from?: string; to?: string };
  onClose(): void;
}) {
  const { t } = useTranslation();
  const config = useConfig();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const call = target ? getCall({ base: source.base, path: source.path.replace('{id}', encodeURIComponent(target.id)) }, range) : undefined;
  const { data, error, reload, loading } = useApiQuery<IbClientDetailView>(call, { showPrevious: false });
  const pattern = config.constants.dateFormat;
  const lots = data ? data.totals.lots !== null : true;
  const facts: [string, string][] = data
    ? [
        [t('ib.clients.status'), t(`ib.clientStatus.${data.status}`)],
        [t('ib.clients.email'), formatValue(data.email, {}, config, t, theme.direction)],
        [t('ib.clients.phone'), formatValue(data.phone, {}, config, t, theme.direction)],
        [t('ib.clients.country'), data.country ? t(`country.${data.country}`) : formatValue(null, {}, config, t, theme.direction)],
        [t('ib.network.registeredAt'), formatValue(data.registeredAt, { format: 'date' }, config, t, theme.direction)],
        ...(lots ? ([[t('ib.clientDetail.volume'), formatValue(data.totals.lots, { format: 'lots' }, config, t, theme.direction)]] as [string, string][]) : []),
        [t('ib.clientDetail.rebates'), formatValue(data.totals.rebate, { format: 'moneyMinor', currency: data.rebateCurrency }, config, t, theme.direction)],
      ]
    : [];
  const title = t('ib.clientDetail.title', { name: data?.name ?? target?.label ?? '' });
  return (
    <Dialog open={Boolean(target)} onClose={onClose} fullScreen={phone} maxWidth="md" fullWidth aria-labelledby="client-detail-title">
      <DialogTitle id="client-detail-title">{title}</DialogTitle>
      <DialogContent dividers data-testid="client-detail" aria-busy={loading || undefined}>
        {error && <WidgetError error={error} onRetry={reload} />}
        {data && (
          <Stack spacing={2.5} sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" data-testid="client-detail-range">
              {t('widget.report.range', { from: formatDate(data.from, pattern), to: formatDate(data.to, pattern) })}
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1.5, m: 0 }}>
              {facts.map(([label, value]) => (
                <Box key={label}>
                  <Typography component="dt" variant="caption" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Box>
              <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                {t('ib.clientDetail.accounts')}
              </Typography>
              <DataTable
                label={t('ib.clientDetail.accounts')}
                columns={withLots(accountColumns, lots)}
                rows={data.accounts.map((a) => ({ ...a, rebateCurrency: data.rebateCurrency }) as Row)}
                rowKey="id"
                emptyText={t('ib.clients.empty')}
              />
            </Box>
            <Box>
              <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                {t('ib.clientDetail.byProduct')}
              </Typography>
              <DataTable
                label={t('ib.clientDetail.byProduct')}
                columns={withLots(productColumns, lots)}
                rows={data.products.map((p) => ({ ...p, currency: data.rebateCurrency }) as Row)}
                totals={[{ key: 'total', ...data.totals, currency: data.rebateCurrency }]}
                rowKey="product"
                emptyText={t('ib.clientDetail.noTrades')}
              />
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="client-detail-close">
          {t('ib.clientDetail.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
