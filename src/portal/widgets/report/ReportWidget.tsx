import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReportOptions } from '../../../../engine/config';
import { formatDate } from '../../../../engine/format';
import { defaultPeriodPreset, presetRange } from '../../../../engine/ib';
import { privacySwitchStore } from '../../app/guardPorts';
import { useConfig } from '../../app/runtime';
import { useStore } from '../../app/store';
import { DataTable, type Row, type SortState } from '../table/DataTable';
import { useDateRange } from '../table/useDateRange';
import { TableToolbar } from '../table/TableToolbar';
import type { WidgetDefinition, WidgetProps } from '../types';
import { getCall, useApiDownload, useApiQuery } from '../../data';
import { WidgetError } from '../shared/WidgetError';
import { useClientDrillDown } from '../../ibClients/useClientDrillDown';
import { MonthlyStatement } from './MonthlyStatement';

type ReportWidgetDefinition = WidgetDefinition & ReportOptions;

interface ReportPage {
  rows: Row[];
  totals: Row[];
  total: number;
  page: number;
  pageSize: number;
  from: string;
  to: string;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A report from config: sub-pages (tabs that are routes), a date range, breakdowns (per account,
 * per product, ...), a paged table with totals, and server-made exports.
 */
export default function ReportWidget({ widget, params }: WidgetProps) {
  const def = widget as ReportWidgetDefinition;
  const download = useApiDownload();
  const config = useConfig();
  const { t } = useTranslation();
  const switches = useStore(privacySwitchStore);
  const current = def.pages.find((p) => p.id === params.tab) ?? def.pages[0]!;
  const pageSizes = def.pageSizes ?? [25, 50, 100];
  const shortcut = config.constants.defaultShortcutValue;
  // The screen's defaultDays, else the quick period of the default shortcut value (constants.yaml).
  const initialRange = useMemo(() => {
    if (def.defaultDays === undefined) return presetRange(defaultPeriodPreset(shortcut), Date.now());
    const to = new Date();
    const from = new Date(to.getTime() - (def.defaultDays - 1) * 86_400_000);
    return { from: isoDay(from), to: isoDay(to) };
  }, [def.defaultDays, shortcut]);
  const { typed: typedRange, applied: range, change: setRange } = useDateRange(initialRange);
  const [breakdownId, setBreakdownId] = useState<string>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(pageSizes[0]!);
  const [sort, setSort] = useState<SortState>();
  const breakdown = current.breakdowns.find((b) => b.id === breakdownId) ?? current.breakdowns[0]!;
  const columns = breakdown.columns.filter((c) => !c.privacy || !switches[c.privacy]);
  const query = { groupBy: breakdown.id, from: range.from || undefined, to: range.to || undefined, page, pageSize, sort: sort?.field, order: sort?.order };
  const { data, error, loading, reload } = useApiQuery<ReportPage>(getCall(current.source, query));

  const reset = () => {
    setPage(1);
    setSort(undefined);
  };
  const exportAs = (format: 'csv' | 'xlsx') => {
    const { page: _page, pageSize: _size, ...rest } = query;
    void download(
      getCall(current.source, { ...rest, format, columns: JSON.stringify(columns.map((c) => ({ field: c.field, label: t(c.labelKey) }))) })!,
      `export.${format}`,
    );
  };
  const pattern = config.constants.dateFormat;
  const drillDown = useClientDrillDown(breakdown.clientDetail, columns, { from: range.from, to: range.to });

  return (
    <div data-testid={`report-${current.id}`}>
      <Tabs
        value={current.id}
        aria-label={t('widget.report.pages')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {def.pages.map((p) => (
          <Tab key={p.id} value={p.id} label={t(p.labelKey)} component={Link} to={p.path} onClick={reset} />
        ))}
      </Tabs>
      <TableToolbar
        idPrefix={`${def.id}-${current.id}`}
        dates={{ ...typedRange, onChange: (next) => (setRange(next), setPage(1)) }}
        {...(def.exports ? { exports: def.exports, onExport: exportAs } : {})}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1.5, alignItems: { sm: 'center' } }}>
        <Typography component="span" variant="body2" id={`${def.id}-breakdown-label`}>
          {t('widget.report.breakdown')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={breakdown.id}
          sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' } }}
          aria-labelledby={`${def.id}-breakdown-label`}
          onChange={(_, value: string | null) => {
            if (value) {
              setBreakdownId(value);
              reset();
            }
          }}
        >
          {current.breakdowns.map((b) => (
            <ToggleButton key={b.id} value={b.id}>
              {t(b.labelKey)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {data && (
          <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }} data-testid="report-range">
            {t('widget.report.range', { from: formatDate(data.from, pattern), to: formatDate(data.to, pattern) })}
          </Typography>
        )}
      </Stack>
      {current.statement && <MonthlyStatement idPrefix={`${def.id}-${current.id}`} source={current.statement.source} months={current.statement.months} />}
      {/* A refusal stands alone: an empty table under it would say "no activity" of a period never read. */}
      {error ? (
        <WidgetError error={error} onRetry={reload} />
      ) : (
        <DataTable
          label={`${t(current.labelKey)} · ${t(breakdown.labelKey)}`}
          columns={columns}
          rows={data?.rows ?? []}
          totals={data?.totals ?? []}
          rowKey="key"
          {...(sort ? { sort } : {})}
          onSort={(next) => (setSort(next), setPage(1))}
          paging={{ page, pageSize, total: data?.total ?? 0, pageSizes, onPage: setPage, onPageSize: (size) => (setPageSize(size), setPage(1)) }}
          emptyText={t('widget.report.empty')}
          busy={loading}
          {...(drillDown.rowLink ? { rowLink: drillDown.rowLink } : {})}
        />
      )}
      {drillDown.dialog}
    </div>
  );
}
