import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ChartOptions } from '../../../../engine/config';

/** One point of a chart's answer: the x field and one value per series. */
export type ChartPoint = Record<string, string | number>;

export interface ChartPlotProps {
  chartType: ChartOptions['chartType'];
  points: ChartPoint[];
  height: number;
  xField: string;
  series: { dataKey: string; label: string; color: string; valueFormatter: (v: number | null) => string; stack?: string }[];
  /** The x value as text; `where.location` is the charts library's: 'tick' on the axis, 'tooltip', 'legend'. */
  formatX: (v: unknown, where?: { location: string }) => string;
  formatY: (v: number) => string;
}

/**
 * The plot of a chart widget: the charts library, a chunk of its own that the widget loads when it
 * draws (never beside the start-up code), while the widget's title and kept box already show.
 */
export default function ChartPlot({ chartType, points, height, xField, series, formatX, formatY }: ChartPlotProps) {
  const common = { dataset: points, height, series, yAxis: [{ valueFormatter: formatY, width: 'auto' as const }], margin: { left: 8, right: 8 } };
  return chartType === 'line' ? (
    <LineChart {...common} xAxis={[{ scaleType: 'point', dataKey: xField, valueFormatter: formatX }]} />
  ) : (
    <BarChart {...common} xAxis={[{ scaleType: 'band', dataKey: xField, valueFormatter: formatX }]} />
  );
}
