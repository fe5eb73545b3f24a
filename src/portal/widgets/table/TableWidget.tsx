import Skeleton from '@mui/material/Skeleton';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableOptions } from '../../../../engine/config';
import { privacySwitchStore } from '../../app/guardPorts';
import { useStore } from '../../app/store';
import type { WidgetDefinition, WidgetProps } from '../types';
import { getCall, useApiDownload, useApiQuery, type QueryValue } from '../../data';
import { WidgetError } from '../shared/WidgetError';
import { DataTable, type Row, type SortState } from './DataTable';
import type { ExportState } from './ExportProgress';
import { useDateRange } from './useDateRange';
import { TableToolbar } from './TableToolbar';
import { useClientDrillDown } from '../../ibClients/useClientDrillDown';

/** The height of a small table's header, a row and the pagination bar (px, MUI's small dense table). */
const tableHeadHeight = 38;
const tableRowHeight = 33;
const paginationHeight = 52;
const pendingTableHeight = (rows: number) => tableHeadHeight + rows * tableRowHeight + paginationHeight;

type TableWidgetDefinition = WidgetDefinition & TableOptions;

interface TablePage {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * A table from config: the server pages, sorts, searches and filters by date; route parameters
 * and fixed query values select the data (the six client lists are one table with a list
 * parameter); columns a set privacy switch hides are left out (and the server blanks them).
 */
export default function TableWidget({ widget, params, title }: WidgetProps) {
  const def = widget as TableWidgetDefinition;
  const download = useApiDownload();
  const { t } = useTranslation();
  const switches = useStore(privacySwitchStore);
  const pageSizes = def.pageSizes ?? [10, 25, 50];
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(pageSizes[0]!);
  const [sort, setSort] = useState<SortState | undefined>(
    def.defaultSort ? { field: def.defaultSort.field, order: def.defaultSort.order ?? 'desc' } : undefined,
  );
  const [search, setSearch] = useState('');
  const { typed: typedDates, applied: dates, change: setDates } = useDateRange({ from: '', to: '' });
  const initialFilters = () => Object.fromEntries((def.filters ?? []).map((f) => [f.param, f.options[0]!.value]));
  const [filters, setFilters] = useState<Record<string, string>>(initialFilters);

  const fixed = useMemo(() => {
    const out: Record<string, QueryValue> = { ...(def.query ?? {}) };
    for (const name of def.routeParams ?? []) out[name] = params[name];
    return out;
  }, [def.query, def.routeParams, params]);
  // Another list (route) starts again at the first page.
  const fixedKey = JSON.stringify(fixed);
  const [lastFixed, setLastFixed] = useState(fixedKey);
  if (lastFixed !== fixedKey) {
    setLastFixed(fixedKey);
    setPage(1);
    setSearch('');
    setDates({ from: '', to: '' });
    setFilters(initialFilters());
  }

  const columns = useMemo(() => def.columns.filter((c) => !c.privacy || !switches[c.privacy]), [def.columns, switches]);
  const visibleSort = sort && columns.some((c) => c.field === sort.field) ? sort : undefined;
  const query = {
    ...fixed,
    ...filters,
    page,
    pageSize,
    sort: visibleSort?.field,
    order: visibleSort?.order,
    search: search || undefined,
    from: dates.from || undefined,
    to: dates.to || undefined,
  };
  const { data, error, loading, reload } = useApiQuery<TablePage>(getCall(def.source, query), { reloadOn: def.listensTo });
  const label = def.titleKey ? t(def.titleKey) : title;

  const [exporting, setExporting] = useState<ExportState>();
  const drillDown = useClientDrillDown(def.clientDetail, columns, { ...(dates.from ? { from: dates.from } : {}), ...(dates.to ? { to: dates.to } : {}) });
  const exportAs = async (format: 'csv' | 'xlsx') => {
    const { page: _page, pageSize: _size, ...rest } = query;
    const call = getCall(def.source, { ...rest, format, columns: JSON.stringify(columns.map((c) => ({ field: c.field, label: t(c.labelKey) }))) })!;
    let rows: number | undefined;
    setExporting({ status: 'running', received: 0 });
    const result = await download(
      {
        ...call,
        onProgress: (p) => {
          rows = p.rows;
          setExporting({
            status: 'running',
            received: p.loaded,
            ...(p.rows !== undefined ? { rows: p.rows } : {}),
            ...(p.total !== undefined ? { total: p.total } : {}),
          });
        },
      },
      `export.${format}`,
    );
    setExporting(result.saved ? { status: 'done', ...(rows !== undefined ? { rows } : {}) } : { status: 'failed', message: result.message });
  };

  return (
    <div data-testid={`table-${def.id}`}>
      <TableToolbar
        idPrefix={def.id}
        {...(def.search ? { search: { value: search, onChange: (value: string) => (setSearch(value), setPage(1)) } } : {})}
        {...(def.dateFilter ? { dates: { ...typedDates, onChange: (range: { from: string; to: string }) => (setDates(range), setPage(1)) } } : {})}
        {...(def.exports ? { exports: def.exports, onExport: (format: 'csv' | 'xlsx') => void exportAs(format) } : {})}
        {...(exporting ? { exporting } : {})}
        {...(def.filters
          ? {
              filters: def.filters.map((f) => ({
                param: f.param,
                label: t(f.labelKey),
                value: filters[f.param] ?? '',
                options: f.options.map((o) => ({ value: o.value, label: t(o.labelKey) })),
                onChange: (value: string) => (setFilters((current) => ({ ...current, [f.param]: value })), setPage(1)),
              })),
            }
          : {})}
        key={lastFixed}
      />
      {/* A refusal stands alone: an empty table under it would say there is nothing, of what was never read. */}
      {error ? (
        <WidgetError error={error} onRetry={reload} />
      ) : !data ? (
        // Until the first page comes, the room a full page takes: the columns take their widths once, with the rows.
        <Skeleton variant="rounded" height={pendingTableHeight(pageSize)} role="progressbar" aria-label={t('common.loading')} />
      ) : (
        <DataTable
          label={label}
          columns={columns}
          rows={data?.rows ?? []}
          rowKey={def.rowKey ?? 'id'}
          {...(visibleSort ? { sort: visibleSort } : {})}
          onSort={(next) => (setSort(next), setPage(1))}
          // The server sorts amounts within each currency (accounts hold several currencies).
          {...(visibleSort && columns.find((c) => c.field === visibleSort.field)?.format === 'moneyMinor'
            ? { sortNote: t('widget.table.sortedPerCurrency') }
            : {})}
          paging={{ page, pageSize, total: data?.total ?? 0, pageSizes, onPage: setPage, onPageSize: (size) => (setPageSize(size), setPage(1)) }}
          emptyText={t(def.emptyKey ?? 'widget.table.empty')}
          busy={loading}
          {...(drillDown.rowLink ? { rowLink: drillDown.rowLink } : {})}
        />
      )}
      {drillDown.dialog}
    </div>
  );
}
