import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { StatsOptions } from '../../../../engine/config';
import { privacySwitchStore } from '../../app/guardPorts';
import { useConfig } from '../../app/runtime';
import { useStore } from '../../app/store';
import { useAfterScreen } from '../../app/useAfterScreen';
import type { WidgetDefinition, WidgetProps } from '../types';
import { formatValue } from '../shared/formatValue';
import { useApiQuery } from '../../data';
import { sourceRead } from '../../app/openingReads';
import { WidgetError } from '../shared/WidgetError';

type StatsWidgetDefinition = WidgetDefinition & StatsOptions;

/** The tooltip (and its positioning engine) loads once the screen has shown: the help icon works without it until then. */
const PortalTooltip = lazy(() => import('../../components/PortalTooltip').then((m) => ({ default: m.PortalTooltip })));

/** Key figures from one call, as a grid of labelled values (a progress figure shows as a bar). */
export default function StatsWidget({ widget }: WidgetProps) {
  const def = widget as StatsWidgetDefinition;
  const config = useConfig();
  const { direction } = useTheme();
  const { t } = useTranslation();
  const switches = useStore(privacySwitchStore);
  const { data, error, loading, reload } = useApiQuery<Record<string, unknown>>(sourceRead(def), { reloadOn: def.listensTo });
  if (error) return <WidgetError error={error} onRetry={reload} />;
  const items = def.items.filter((item) => !item.privacy || !switches[item.privacy]);
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(auto-fill, minmax(200px, 1fr))' }, gap: 1.5, m: 0 }}
      data-testid={`stats-${def.id}`}
    >
      {items.map((item) => {
        const value = data?.[item.field];
        const text = formatValue(
          value,
          {
            ...(item.format ? { format: item.format } : {}),
            currency: String(data?.[item.currencyField ?? 'currency'] ?? ''),
            ...(item.keyPrefix ? { keyPrefix: item.keyPrefix } : {}),
          },
          config,
          t,
          direction,
        );
        const id = `${def.id}-${item.field}`;
        return (
          <Paper key={item.field} variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-stat={item.field}>
            <Box component="dt" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Typography variant="body2" color="text.secondary" id={`${id}-label`}>
                {t(item.labelKey)}
              </Typography>
              {item.helpKey && <HelpIcon label={t('widget.stats.help', { label: t(item.labelKey) })} help={t(item.helpKey)} />}
            </Box>
            <Box component="dd" sx={{ m: 0, mt: 0.5 }}>
              {loading && !data ? (
                // In an h6 line, the height of the figure it stands for: the figures do not move in.
                <Typography variant="h6" component="span" sx={{ display: 'block' }}>
                  <Skeleton width="60%" />
                </Typography>
              ) : item.format === 'progress' ? (
                <>
                  <Typography variant="h6" component="span">
                    {text}
                  </Typography>
                  <LinearProgress
                    variant="determinate"
                    value={Math.round(Number(value ?? 0) * 100)}
                    aria-labelledby={`${id}-label`}
                    sx={{ mt: 1, height: 8, borderRadius: 4 }}
                  />
                </>
              ) : (
                <Typography variant="h6" component="span" sx={{ overflowWrap: 'anywhere' }}>
                  {text}
                </Typography>
              )}
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}

function HelpIcon({ label, help }: { label: string; help: string }) {
  // Its chunks (tooltip, Popper) are no second wave of downloads before the page's largest content paints.
  const afterScreen = useAfterScreen();
  const icon = (
    <IconButton size="small" aria-label={label} sx={{ p: 0.25 }}>
      <InfoOutlined sx={{ fontSize: 16 }} aria-hidden />
    </IconButton>
  );
  if (!afterScreen) return icon;
  return (
    <Suspense fallback={icon}>
      <PortalTooltip title={help} placement="top" effect="dark">
        {icon}
      </PortalTooltip>
    </Suspense>
  );
}
