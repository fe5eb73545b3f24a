import AccountTree from '@mui/icons-material/AccountTree';
import ViewList from '@mui/icons-material/ViewList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../../../engine/config';
import { presetRange } from '../../../engine/ib';
import { useConfig } from '../app/runtime';
import { getCall, useApiQuery } from '../data';
import { formatValue } from '../widgets/shared/formatValue';
import { WidgetError } from '../widgets/shared/WidgetError';
import { DataTable, type Row } from '../widgets/table/DataTable';
import { TableToolbar } from '../widgets/table/TableToolbar';
import type { WidgetProps } from '../widgets/types';
import type { Network, NetworkNode } from '../../../engine/ib';

interface ClientPage {
  rows: Row[];
  totals: Row[];
  total: number;
}

const figures: readonly TableColumn[] = [
  { field: 'clients', labelKey: 'ib.network.clients', format: 'integer' },
  { field: 'fundedClients', labelKey: 'ib.network.fundedClients', format: 'integer' },
  { field: 'newClients', labelKey: 'ib.network.newClients', format: 'integer' },
  { field: 'lots', labelKey: 'ib.network.lots', format: 'lots' },
  { field: 'rebate', labelKey: 'ib.network.rebate', format: 'moneyMinor' },
  { field: 'overrideRebate', labelKey: 'ib.network.overrideRebate', format: 'moneyMinor' },
];
const listColumns: readonly TableColumn[] = [
  { field: 'name', labelKey: 'ib.network.subIb' },
  { field: 'ibCode', labelKey: 'ib.network.ibCode' },
  { field: 'depth', labelKey: 'ib.network.level', format: 'integer' },
  ...figures,
];
const clientColumns: readonly TableColumn[] = [
  { field: 'accountNumber', labelKey: 'ib.clients.accountNumber' },
  { field: 'name', labelKey: 'ib.clients.name' },
  { field: 'status', labelKey: 'ib.clients.status', format: 'translate', keyPrefix: 'ib.clientStatus' },
  { field: 'registeredAt', labelKey: 'ib.network.registeredAt', format: 'date' },
  { field: 'lots', labelKey: 'ib.network.lots', format: 'lots' },
  { field: 'rebate', labelKey: 'ib.network.rebate', format: 'moneyMinor' },
  { field: 'overrideRebate', labelKey: 'ib.network.overrideRebate', format: 'moneyMinor' },
];

/**
 * The sub-IB network (GET ibaccount/network): a tree (or a list) of every sub-IB below the IB with
 * its clients' figures over a period, and a drill-down into one sub-IB's clients whose totals are
 * that node's figures (its privacy switches hold: the server blanks what it hides).
 */
export default function IbNetworkWidget({ title }: WidgetProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const { direction } = useTheme();
  const [view, setView] = useState<'tree' | 'list'>('tree');
  const [dates, setDates] = useState(() => presetRange('last30', Date.now()));
  const [selected, setSelected] = useState<NetworkNode>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const { data, error, loading, reload } = useApiQuery<Network>(getCall({ base: 'web', path: 'ibaccount/network' }, dates));
  const clients = useApiQuery<ClientPage>(
    selected ? getCall({ base: 'web', path: `ibaccount/network/${selected.id}/clients` }, { ...dates, page, pageSize }) : undefined,
  );
  const nodes = useMemo(() => (data?.nodes ?? []).map((n) => ({ ...n, currency: data?.currency ?? '' })), [data]);
  const childrenOf = useMemo(() => {
    const map = new Map<number, NetworkNode[]>();
    for (const n of nodes) map.set(n.parentId, [...(map.get(n.parentId) ?? []), n]);
    return map;
  }, [nodes]);
  const roots = nodes.filter((n) => !nodes.some((p) => p.id === n.parentId));
  const show = (column: TableColumn, node: NetworkNode) =>
    formatValue(
      node[column.field as keyof NetworkNode],
      { ...(column.format ? { format: column.format } : {}), currency: data?.currency ?? '' },
      config,
      t,
      direction,
    );
  const open = (node: NetworkNode) => (setSelected(node), setPage(1));

  const renderNode = (node: NetworkNode) => {
    const kids = childrenOf.get(node.id) ?? [];
    return (
      <Box
        component="li"
        role="treeitem"
        aria-level={node.depth}
        aria-expanded={kids.length > 0 ? true : undefined}
        aria-selected={selected?.id === node.id}
        key={node.id}
        sx={{ listStyle: 'none' }}
        data-testid={`network-node-${node.ibCode}`}
      >
        <Paper variant="outlined" sx={{ p: 1.5, mb: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
            <Typography variant="subtitle2" component="span">
              {node.name} · {node.ibCode} · {t('ib.network.levelOf', { level: node.depth })}
            </Typography>
            <Button size="small" variant="text" onClick={() => open(node)} aria-label={t('ib.network.showClientsOf', { name: node.name })}>
              {t('ib.network.showClients')}
            </Button>
          </Stack>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))', gap: 1, m: 0, mt: 1 }}>
            {figures.map((column) => (
              <Box key={column.field} data-field={column.field}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {t(column.labelKey)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                  {show(column, node)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
        {kids.length > 0 && (
          <Box component="ul" role="group" sx={{ m: 0, pl: { xs: 1.5, sm: 3 }, borderInlineStart: 2, borderColor: 'divider' }}>
            {kids.map(renderNode)}
          </Box>
        )}
      </Box>
    );
  };

  return (
    <Box data-testid="ib-network" sx={{ minWidth: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 1.5, alignItems: { sm: 'flex-start' }, justifyContent: 'space-between' }}>
        <TableToolbar idPrefix="network" dates={{ ...dates, onChange: (range) => (setDates(range), setPage(1)) }} />
        <ToggleButtonGroup
          size="small"
          exclusive
          color="primary"
          sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' } }}
          value={view}
          onChange={(_, next: 'tree' | 'list' | null) => next && setView(next)}
          aria-label={t('ib.network.view')}
        >
          <ToggleButton value="tree">
            <AccountTree fontSize="small" aria-hidden sx={{ mr: 0.5 }} />
            {t('ib.network.tree')}
          </ToggleButton>
          <ToggleButton value="list">
            <ViewList fontSize="small" aria-hidden sx={{ mr: 0.5 }} />
            {t('ib.network.list')}
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {error && <WidgetError error={error} onRetry={reload} />}
      {data && nodes.length === 0 && <Typography color="text.secondary">{t('ib.network.empty')}</Typography>}
      {view === 'tree' ? (
        <Box component="ul" role="tree" aria-label={title} aria-busy={loading || undefined} sx={{ m: 0, p: 0 }}>
          {roots.map(renderNode)}
        </Box>
      ) : (
        <DataTable label={title} columns={listColumns} rows={nodes as unknown as Row[]} rowKey="id" emptyText={t('ib.network.empty')} busy={loading} />
      )}
      {view === 'list' && nodes.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
          {nodes.map((n) => (
            <Button key={n.id} size="small" variant="outlined" onClick={() => open(n)} aria-label={t('ib.network.showClientsOf', { name: n.name })}>
              {n.name}
            </Button>
          ))}
        </Stack>
      )}
      {selected && (
        <Box sx={{ mt: 3 }} data-testid="network-clients">
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('ib.network.clientsOf', { name: selected.name })}
          </Typography>
          {clients.error && <WidgetError error={clients.error} onRetry={clients.reload} />}
          <DataTable
            label={t('ib.network.clientsOf', { name: selected.name })}
            columns={clientColumns}
            rows={(clients.data?.rows ?? []).map((r) => ({ ...r, currency: data?.currency }))}
            totals={(clients.data?.totals ?? []).map((r) => ({ ...r, currency: data?.currency }))}
            rowKey="id"
            paging={{
              page,
              pageSize,
              total: clients.data?.total ?? 0,
              pageSizes: [10, 25, 50],
              onPage: setPage,
              onPageSize: (size) => (setPageSize(size), setPage(1)),
            }}
            emptyText={t('ib.clients.empty')}
            busy={clients.loading}
          />
        </Box>
      )}
    </Box>
  );
}
