import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { tradingDashboardCall } from '../app/openingReads';
import { useApiQuery } from '../data';
import { allFundsEvents } from './fundsTypes';
import { useDateTime, useMoney } from './money';

interface Summary {
  account: string;
  nickname: string | null;
  platform: string | null;
  currency: string;
  balance: string;
  equity: string;
  margin: string;
  freeMargin: string;
  floatingPnl: string;
  positions: number;
}
interface Dashboard {
  accounts: Summary[];
  recent: { id: number; date: string; account: string; group: string; amount: string; currency: string }[];
}

/** The client dashboard: each live trading account's balance, equity, margin and floating P&L (simulated trading), and the latest movements. */
export default function TradingDashboardWidget() {
  const { t } = useTranslation();
  const money = useMoney();
  const dateTime = useDateTime();
  const { data } = useApiQuery<Dashboard>(tradingDashboardCall, { reloadOn: allFundsEvents });
  if (!data) return null;
  const figures = ['balance', 'equity', 'margin', 'freeMargin', 'floatingPnl'] as const;
  return (
    <Stack spacing={2}>
      {data.accounts.length === 0 && <Typography color="text.secondary">{t('cp.dashboard.noAccounts')}</Typography>}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flexWrap: 'wrap' }} useFlexGap>
        {data.accounts.map((a) => (
          <Paper key={a.account} variant="outlined" sx={{ p: 2, minWidth: 0, flex: '1 1 260px' }} data-testid="dashboard-account">
            <Typography variant="h3">{`${a.nickname ?? a.account} · ${a.platform ? t(`platform.${a.platform}`) : ''}`}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('cp.dashboard.positions', { count: a.positions })}
            </Typography>
            <Stack component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, rowGap: 0.5 }}>
              {figures.map((f) => (
                <Stack key={f} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {t(`cp.dashboard.${f}`)}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    sx={{ m: 0, textAlign: 'end', color: f === 'floatingPnl' && a.floatingPnl.startsWith('-') ? 'error.main' : undefined }}
                    data-testid={`dashboard-${f}`}
                  >
                    {money(a[f], a.currency)}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h3" sx={{ mb: 1 }}>
          {t('cp.dashboard.recent')}
        </Typography>
        {data.recent.length === 0 && <Typography color="text.secondary">{t('funds.history.empty')}</Typography>}
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.recent.map((r) => (
            <Stack
              component="li"
              key={r.id}
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}
              data-testid="dashboard-recent"
            >
              <Typography variant="body2">{`${dateTime(r.date)} · ${r.account} · ${t(`funds.movement.${r.group}`)}`}</Typography>
              <Typography variant="body2">{money(r.amount, r.currency)}</Typography>
            </Stack>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
