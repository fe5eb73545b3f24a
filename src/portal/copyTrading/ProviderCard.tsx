import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import type { CopyProviderView } from '../../../engine/api';
import { formatNumber, isolatedNumber } from '../../../engine/format';
import { useConfig } from '../app/runtime';

/** A provider's public profile: strategy, risk, fee, performance figures and the equity curve. */
export function ProviderCard({ provider: p, onCopy }: { provider: CopyProviderView; onCopy?: () => void }) {
  const { t } = useTranslation();
  const config = useConfig();
  const { direction } = useTheme();
  // Each figure one left-to-right island: in a right-to-left page "-3.03%" would read "3.03%-".
  const figure = (text: string) => isolatedNumber(text, direction);
  const pct = (text: string) => figure(`${formatNumber(text, config.constants.numberFormat)}%`);
  const headingId = `provider-${p.id}-title`;
  const stats: [string, string][] = [
    ['copyTrading.stats.return', pct(p.returnPercent)],
    ['copyTrading.stats.drawdown', pct(p.drawdownPercent)],
    ['copyTrading.stats.winRate', pct(p.winRatePercent)],
    ['copyTrading.stats.followers', String(p.followers)],
    ['copyTrading.stats.risk', figure(`${p.riskScore}/10`)],
    ['copyTrading.stats.fee', figure(`${p.feePercent}%`)],
    ['copyTrading.stats.trades', String(p.trades)],
  ];
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 1.5 }}
      data-testid={`provider-${p.id}`}
    >
      <Typography variant="h3" id={headingId}>
        {p.name}
      </Typography>
      <Typography variant="body2">
        <strong>{t('copyTrading.strategy')}: </strong>
        {/* The provider's own words, in whatever language they wrote them: their direction is their text's. */}
        <bdi data-testid={`provider-${p.id}-strategy`}>{p.strategy}</bdi>
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' }, gap: 1, m: 0 }}>
        {stats.map(([key, value]) => (
          <div key={key}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {t(key)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid={`provider-${p.id}-${key.split('.').pop()}`}>
              {value}
            </Typography>
          </div>
        ))}
      </Box>
      {p.equity.length > 1 && (
        <Box role="img" aria-label={t('copyTrading.equityChart')} sx={{ height: 160, minWidth: 0 }}>
          <LineChart
            height={160}
            series={[{ data: p.equity.map((e) => Number(e.equity)), showMark: false, label: t('copyTrading.equityChart') }]}
            xAxis={[{ data: p.equity.map((_, i) => i), scaleType: 'point', tickLabelStyle: { display: 'none' } }]}
            // As wide as its longest figure (11,000 was cut to "11,…"), in the portal's number format.
            yAxis={[{ width: 'auto', valueFormatter: (v: number) => formatNumber(v, config.constants.numberFormat, 0) }]}
            hideLegend
            margin={{ left: 8, right: 8, top: 8, bottom: 8 }}
          />
        </Box>
      )}
      {onCopy && !p.own && (
        <Button variant="contained" onClick={onCopy} data-testid={`provider-${p.id}-copy`} sx={{ justifySelf: 'start' }}>
          {t('copyTrading.copy.title')}
        </Button>
      )}
    </Paper>
  );
}
