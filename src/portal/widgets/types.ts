import type { ScreenDefinition } from '../../../engine/config';

export type WidgetDefinition = ScreenDefinition['widgets'][number];

/** What every widget gets: its definition, its screen, the route's parameters, and where it sits in config. */
export interface WidgetProps<W extends WidgetDefinition = WidgetDefinition> {
  widget: W;
  screen: ScreenDefinition;
  params: Readonly<Record<string, string | number | boolean>>;
  /** The screen's title as shown (the route's, translated): the accessible name of untitled tables and charts. */
  title: string;
  /** "config/screens/ib/dashboard.yaml /widgets/0", for messages to product staff. */
  configPath: string;
}
