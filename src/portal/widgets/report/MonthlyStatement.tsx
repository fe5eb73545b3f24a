import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiCall } from '../../../../engine/config';
import { monthName } from '../../../../engine/format';
import { getCall, useApiDownload } from '../../data';

/** This month and the ones before it (UTC), newest first, as YYYY-MM. */
function lastMonths(count: number, now = new Date()): string[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/**
 * A width that shows an outlined field's label whole once it sits on the border (three quarters of its size): the
 * values are seven characters ("2026-10"), so 160 px cut "Mes del estado de comisiones" and "Maand van het overzicht".
 * About 0.42 em per character at that size, a wide (CJK) character counting twice, plus the label's inset and notch.
 */
function labelFittingWidth(label: string): string {
  const units = [...label].reduce((n, c) => n + (/[\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFF00-\uFF60]/.test(c) ? 2 : 1), 0);
  return `max(160px, calc(${units} * 0.42em + 44px))`;
}

/** A month picker and the download of the month's statement (a PDF the server makes); a refusal stays in view. */
export function MonthlyStatement({ idPrefix, source, months }: { idPrefix: string; source: ApiCall; months: number }) {
  const { t, i18n } = useTranslation();
  const label = t('widget.report.statementMonth');
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
        label={label}
        value={month}
        onChange={(e) => setMonth(e.target.value)}
        sx={{ minWidth: labelFittingWidth(label) }}
      >
        {choices.map((m) => (
          <MenuItem key={m} value={m}>
            {monthName(m, i18n.language)}
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
