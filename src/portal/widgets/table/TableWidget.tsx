import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableOptions } from '../../../../engine/config';
import { privacySwitchStore } from '../../app/guardPorts';
import { useStore } from '../../app/store';
import type { WidgetDefinition, WidgetProps } from '../types';
import { getCall, useApiDownload, useApiQuery, type QueryValue } from '../../data';
import { WidgetError } from '../shared/WidgetError';
import { DataTable, type Row, type SortState } from './DataTable';
import { TableToolbar } from './TableToolbar';

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
  const [dates, setDates] = useState({ from: '', to: '' });

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
  }

  const columns = useMemo(() => def.columns.filter((c) => !c.privacy || !switches[c.privacy]), [def.columns, switches]);
  const visibleSort = sort && columns.some((c) => c.field === sort.field) ? sort : undefined;
  const query = {
    ...fixed,
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

  const exportAs = (format: 'csv' | 'xlsx') => {
    const { page: _page, pageSize: _size, ...rest } = query;
    void download(
      getCall(def.source, { ...rest, format, columns: JSON.stringify(columns.map((c) => ({ field: c.field, label: t(c.labelKey) }))) })!,
      `export.${format}`,
    );
  };

  return (
    <div data-testid={`table-${def.id}`}>
      <TableToolbar
        idPrefix={def.id}
        {...(def.search ? { search: { value: search, onChange: (value: string) => (setSearch(value), setPage(1)) } } : {})}
        {...(def.dateFilter ? { dates: { ...dates, onChange: (range: { from: string; to: string }) => (setDates(range), setPage(1)) } } : {})}
        {...(def.exports ? { exports: def.exports, onExport: exportAs } : {})}
        key={lastFixed}
      />
      {error && <WidgetError error={error} onRetry={reload} />}
      <DataTable
        label={label}
        columns={columns}
        rows={data?.rows ?? []}
        rowKey={def.rowKey ?? 'id'}
        {...(visibleSort ? { sort: visibleSort } : {})}
        onSort={(next) => (setSort(next), setPage(1))}
        paging={{ page, pageSize, total: data?.total ?? 0, pageSizes, onPage: setPage, onPageSize: (size) => (setPageSize(size), setPage(1)) }}
        emptyText={t(def.emptyKey ?? 'widget.table.empty')}
        busy={loading}
      />
    </div>
  );
}
