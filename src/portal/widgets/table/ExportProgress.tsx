import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../engine/format';
import { useConfig } from '../../app/runtime';

/** An export: running (bytes received, rows the server announced), done, or failed with the reason. */
export type ExportState =
  { status: 'running'; received: number; rows?: number; total?: number } | { status: 'done'; rows?: number } | { status: 'failed'; message: string };

/** The progress of an export (never silent): a bar while it runs, a note when saved, the reason when it failed. */
export function ExportProgress({ state }: { state: ExportState }) {
  const { t } = useTranslation();
  const config = useConfig();
  if (state.status === 'failed')
    return (
      <Alert severity="error" sx={{ width: '100%' }}>
        {t('widget.table.exportFailed', { reason: state.message })}
      </Alert>
    );
  if (state.status === 'done')
    return (
      <Typography role="status" variant="body2" color="text.secondary">
        {state.rows !== undefined
          ? t('widget.table.exportDone', { count: state.rows, rows: formatNumber(state.rows, config.constants.numberFormat, 0) })
          : t('widget.table.exportSaved')}
      </Typography>
    );
  const percent = state.total ? Math.min(100, Math.round((100 * state.received) / state.total)) : undefined;
  const megabytes = (state.received / 1_048_576).toFixed(1);
  const label =
    state.rows !== undefined
      ? t('widget.table.exporting', { count: state.rows, rows: formatNumber(state.rows, config.constants.numberFormat, 0), megabytes })
      : t('widget.table.exportingBytes', { megabytes });
  return (
    <Box sx={{ width: '100%' }} data-testid="export-progress">
      <Typography variant="body2" id="export-progress-label">
        {label}
      </Typography>
      <LinearProgress aria-labelledby="export-progress-label" {...(percent !== undefined ? { variant: 'determinate', value: percent } : {})} />
    </Box>
  );
}
