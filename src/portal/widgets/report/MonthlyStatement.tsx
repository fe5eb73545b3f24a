import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiCall } from '../../../../engine/config';
import { getCall, useApiDownload } from '../../data';

/** This month and the ones before it (UTC), newest first, as YYYY-MM. */
function lastMonths(count: number, now = new Date()): string[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** A month picker and the download of the month's statement (a PDF the server makes); a refusal stays in view. */
export function MonthlyStatement({ idPrefix, source, months }: { idPrefix: string; source: ApiCall; months: number }) {
  const { t } = useTranslation();
  const download = useApiDownload();
  const choices = useMemo(() => lastMonths(months), [months]);
  // Last month by default: a closed month (this one is still running).
  const [month, setMonth] = useState(choices[1] ?? choices[0]!);
  const [state, setState] = useState<{ busy: boolean; failed?: string }>({ busy: false });
  const save = async () => {
    setState({ busy: true });
    const result = await download(getCall(source, { month, format: 'pdf' })!, `statement-${month}.pdf`);
    setState(result.saved ? { busy: false } : { busy: false, failed: result.message });
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1.5, alignItems: { sm: 'center' } }} data-testid="monthly-statement">
      <TextField
        select
        size="small"
        id={`${idPrefix}-statement-month`}
        label={t('widget.report.statementMonth')}
        value={month}
        onChange={(e) => setMonth(e.target.value)}
        sx={{ minWidth: 160 }}
      >
        {choices.map((m) => (
          <MenuItem key={m} value={m}>
            {m}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" onClick={() => void save()} disabled={state.busy} data-testid="statement-download">
        {t('widget.report.statementDownload')}
      </Button>
      {state.failed && (
        <Typography role="alert" color="error" variant="body2">
          {state.failed}
        </Typography>
      )}
    </Stack>
  );
}
