import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CopyProviderView, CopySubscriptionView, CopyTradingInfoView } from '../../../engine/api';
import { useApiQuery } from '../data';
import { ApplyProvider } from './ApplyProvider';
import { CopyForm } from './CopyForm';
import { MyCopies } from './MyCopies';
import { ProviderCard } from './ProviderCard';

const sorts = ['return', 'drawdown', 'followers'] as const;

/** The copy-trading area: the user's copies, signal providers to browse, filter and copy, and becoming a provider. */
export default function CopyTradingWidget() {
  const { t } = useTranslation();
  const [maxRisk, setMaxRisk] = useState('10');
  const [sort, setSort] = useState<(typeof sorts)[number]>('return');
  const [copying, setCopying] = useState<CopyProviderView>();
  const info = useApiQuery<CopyTradingInfoView>({ method: 'GET', base: 'cp', path: 'copyTrading/info' });
  const providers = useApiQuery<CopyProviderView[]>({ method: 'GET', base: 'cp', path: 'copyTrading/providers', params: { maxRisk: Number(maxRisk), sort } });
  const copies = useApiQuery<CopySubscriptionView[]>({ method: 'GET', base: 'cp', path: 'copyTrading/copies' });
  const reload = () => {
    setCopying(undefined);
    copies.reload();
    providers.reload();
    info.reload();
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {copies.data && <MyCopies copies={copies.data} onChanged={reload} />}
      <Stack spacing={2} component="section" aria-labelledby="providers-title">
        <Typography variant="h2" id="providers-title">
          {t('copyTrading.providers.title')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label={t('copyTrading.providers.filterRisk')}
            value={maxRisk}
            onChange={(e) => setMaxRisk(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'providers-max-risk' } }}
            sx={{ minWidth: 200 }}
          >
            {Array.from({ length: 10 }, (_, i) => String(i + 1)).map((v) => (
              <MenuItem key={v} value={v}>
                {v}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('copyTrading.providers.sort')}
            value={sort}
            onChange={(e) => setSort(e.target.value as (typeof sorts)[number])}
            sx={{ minWidth: 200 }}
          >
            {sorts.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`copyTrading.stats.${s === 'drawdown' ? 'drawdown' : s}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {copying && info.data && <CopyForm provider={copying} info={info.data} onStarted={reload} />}
        {providers.data?.length === 0 && <Typography color="text.secondary">{t('copyTrading.providers.none')}</Typography>}
        {(providers.data ?? []).map((p) => (
          <ProviderCard key={p.id} provider={p} onCopy={() => setCopying(p)} />
        ))}
      </Stack>
      {info.data && <ApplyProvider info={info.data} onApplied={reload} />}
    </Stack>
  );
}
