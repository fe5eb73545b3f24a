/**
 * Every widget kind screens may name (config/screens/<view>/*.yaml widgets[].kind). The registry
 * (./registry.tsx) must implement exactly these; `portal config check` refuses any other kind.
 */
export const widgetKinds = [
  'placeholder',
  'form',
  'table',
  'report',
  'chart',
  'stats',
  'links',
  'custom:SignIn',
  'custom:NotFound',
  'custom:BadRequest',
  'custom:ActivityTicker',
] as const;

export type WidgetKind = (typeof widgetKinds)[number];
