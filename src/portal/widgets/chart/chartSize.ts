import type { WidgetDefinition } from '../types';

/** The plot's height when the screen sets none (px). */
export const defaultChartHeight = 280;
/** Room under the plot for the legend and the caption (px). */
const legendAndCaption = 64;

/**
 * The height a chart widget takes once drawn, reserved while its chunk and its data load, so
 * nothing below it moves when it arrives (CLS). Apart from the widget: the host imports it eagerly.
 */
export function chartBoxHeight(widget: WidgetDefinition): number {
  const height = (widget as { height?: number }).height ?? defaultChartHeight;
  return height + legendAndCaption;
}
