import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartOptions } from '../../../../engine/config';
import { formatDate, formatMoney, formatNumber, withoutYear } from '../../../../engine/format';
import { useConfig } from '../../app/runtime';
import type { WidgetDefinition, WidgetProps } from '../types';
import { useApiQuery } from '../../data';
import { sourceRead } from '../../app/openingReads';
import { chartBoxHeight, defaultChartHeight } from './chartSize';
import type { ChartPoint } from './ChartPlot';
import { WidgetError } from '../shared/WidgetError';
import { useDrawAfterShown } from '../settle/slotShown';

type ChartWidgetDefinition = WidgetDefinition & ChartOptions;

/**
 * The charts library is asked for when the first chart draws, once its slot has been seen: never beside the
 * start-up code or the first screen's answers, whose bytes it would slow down on a phone's connection.
 * The widget's title and kept box show (and the widgets below it) without waiting for it.
 */
const ChartPlot = lazy(() => import('./ChartPlot'));

/**
 * A chart from config: one series per configured field, coloured in the order of
 * constants.chartPalette (six colours), drawn by ChartPlot once the charts library has arrived.
 */
export default function ChartWidget({ widget, title }: WidgetProps) {
  const def = widget as ChartWidgetDefinition;
  const config = useConfig();
  const { t } = useTranslation();
  // Drawn once its slot has been seen: the box is kept meanwhile, and the drawing (a long task, and the
  // library's download the first time) never holds back the paint of the slot's title or of what is above it.
  const shown = useDrawAfterShown();
  const { data, error, loading, reload } = useApiQuery<{ currency?: string; points: ChartPoint[] }>(sourceRead(def), {
    reloadOn: def.listensTo,
  });
  const palette = config.constants.chartPalette;
  const numberFormat = config.constants.numberFormat;
  const height = def.height ?? defaultChartHeight;
  const reserved = chartBoxHeight(def);
  const value = (v: number | null) =>
    v === null
      ? ''
      : def.valueFormat === 'money' && data?.currency
        ? formatMoney(v, data.currency, config.currencies, numberFormat)
        : formatNumber(v, numberFormat);
  // A date axis's ticks without the year (a phone cut "29/10/2026" to "29/10/20…"); its tooltip tells the whole date.
  const x = (v: unknown, where?: { location: string }) =>
    def.xFormat === 'date'
      ? formatDate(String(v), where?.location === 'tick' ? withoutYear(config.constants.dateFormat) : config.constants.dateFormat)
      : String(v);
  const label = def.titleKey ? t(def.titleKey) : title;

  if (error) return <WidgetError error={error} onRetry={reload} />;
  if (loading && !data) return <Skeleton variant="rounded" height={reserved} role="progressbar" aria-label={t('common.loading')} />;
  const points = data?.points ?? [];
  const series = def.series.map((s, i) => ({
    dataKey: s.field,
    label: t(s.labelKey),
    color: palette[i % palette.length]!,
    valueFormatter: value,
    ...(def.chartType === 'stackedBar' ? { stack: 'total' } : {}),
  }));
  const skeleton = <Skeleton variant="rounded" height={reserved} role="progressbar" aria-label={t('common.loading')} />;
  return (
    <Box component="figure" aria-label={label} sx={{ m: 0, minHeight: reserved }} data-testid={`chart-${def.id}`} data-palette={palette.join(' ')}>
      {/* The caption shows with the plot: nothing in the reserved box moves when the plot arrives. Nothing to plot (a new
          client's balance) is said in the kept box, in the user's language, and the charts library is not asked for (its
          own "no data" is English, and its caption would name a period without dates). */}
      {points.length === 0 ? (
        <Box component="figcaption" sx={{ minHeight: reserved, display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
          {t('widget.report.empty')}
        </Box>
      ) : !shown ? (
        skeleton
      ) : (
        <Suspense fallback={skeleton}>
          <ChartPlot
            chartType={def.chartType}
            points={points}
            height={height}
            xField={def.xField}
            series={series}
            formatX={x}
            formatY={(v) => formatNumber(v, numberFormat, 0)}
          />
          <Typography component="figcaption" variant="caption" color="text.secondary">
            {t('widget.chart.caption', {
              count: points.length,
              from: points[0] ? x(points[0][def.xField]) : '',
              to: points.length > 0 ? x(points[points.length - 1]![def.xField]) : '',
            })}
          </Typography>
        </Suspense>
      )}
    </Box>
  );
}
