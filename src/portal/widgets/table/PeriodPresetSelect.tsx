import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { periodPresets, presetRange, type PeriodPreset } from '../../../../engine/ib';

/** Quick periods (today, yesterday, last 7 / 30 days, this month, last month) that set a from/to range. */
export function PeriodPresetSelect({
  id,
  value,
  onPick,
}: {
  id: string;
  value: { from: string; to: string };
  onPick(range: { from: string; to: string }): void;
}) {
  const { t } = useTranslation();
  const now = Date.now();
  const current = periodPresets.find((p) => {
    const range = presetRange(p, now);
    return range.from === value.from && range.to === value.to;
  });
  return (
    <TextField
      id={`${id}-period`}
      select
      size="small"
      label={t('widget.table.period.label')}
      value={current ?? ''}
      onChange={(e) => onPick(presetRange(e.target.value as PeriodPreset, Date.now()))}
      sx={{ minWidth: 170 }}
    >
      {periodPresets.map((p) => (
        <MenuItem key={p} value={p}>
          {t(`widget.table.period.${p}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
