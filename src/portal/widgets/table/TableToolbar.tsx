import FileDownload from '@mui/icons-material/FileDownload';
import Search from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/DateField';
import { ExportProgress, type ExportState } from './ExportProgress';
import { PeriodPresetSelect } from './PeriodPresetSelect';

export interface ToolbarProps {
  idPrefix: string;
  search?: { value: string; onChange(value: string): void };
  dates?: { from: string; to: string; onChange(range: { from: string; to: string }): void };
  exports?: readonly ('csv' | 'xlsx')[];
  onExport?(format: 'csv' | 'xlsx'): void;
  /** The export under way (its progress), or its failure. */
  exporting?: ExportState;
  /** Choices sent as query parameters (a movement's type, a withdrawal's status). */
  filters?: readonly { param: string; label: string; value: string; options: readonly { value: string; label: string }[]; onChange(value: string): void }[];
}

/** Search (debounced), from/to dates and export buttons above a table. */
export function TableToolbar({ idPrefix, search, dates, exports = [], onExport, exporting, filters = [] }: ToolbarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(search?.value ?? '');
  const onSearch = useRef(search?.onChange);
  onSearch.current = search?.onChange;
  const current = search?.value;
  useEffect(() => {
    if (current === undefined || text === current) return;
    const timer = setTimeout(() => onSearch.current?.(text), 350);
    return () => clearTimeout(timer);
  }, [text, current]);
  if (!search && !dates && exports.length === 0 && filters.length === 0) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 1.5, alignItems: { sm: 'center' }, flexWrap: 'wrap', rowGap: 1.5 }}>
      {search && (
        <TextField
          id={`${idPrefix}-search`}
          size="small"
          type="search"
          label={t('widget.table.search')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
            htmlInput: { maxLength: 100 },
          }}
          sx={{ minWidth: { sm: 240 } }}
        />
      )}
      {filters.map((f) => (
        <TextField
          key={f.param}
          id={`${idPrefix}-filter-${f.param}`}
          select
          size="small"
          label={f.label}
          value={f.value}
          onChange={(e) => f.onChange(e.target.value)}
          sx={{ minWidth: 150 }}
        >
          {f.options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      ))}
      {dates && (
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <PeriodPresetSelect id={idPrefix} value={dates} onPick={(range) => dates.onChange(range)} />
          <DateField
            id={`${idPrefix}-from`}
            label={t('widget.table.from')}
            value={dates.from}
            {...(dates.to ? { max: dates.to } : {})}
            onChange={(from) => dates.onChange({ from, to: dates.to })}
          />
          <DateField
            id={`${idPrefix}-to`}
            label={t('widget.table.to')}
            value={dates.to}
            {...(dates.from ? { min: dates.from } : {})}
            onChange={(to) => dates.onChange({ from: dates.from, to })}
          />
        </Stack>
      )}
      {exports.length > 0 && onExport && (
        // Each label on one line ("CSVでエクスポート" broke before its last kana on a phone); the buttons wrap instead.
        <Stack direction="row" spacing={1} useFlexGap sx={{ ml: { sm: 'auto' }, flexWrap: 'wrap' }}>
          {exports.map((format) => (
            <Button
              key={format}
              variant="outlined"
              size="small"
              sx={{ whiteSpace: 'nowrap' }}
              startIcon={<FileDownload aria-hidden />}
              disabled={exporting?.status === 'running'}
              onClick={() => onExport(format)}
            >
              {t(`widget.table.export.${format}`)}
            </Button>
          ))}
        </Stack>
      )}
      {exporting && <ExportProgress state={exporting} />}
    </Stack>
  );
}
