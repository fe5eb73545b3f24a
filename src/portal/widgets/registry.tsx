import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { WidgetKind } from './widgetKinds';
import type { WidgetProps } from './types';

type WidgetComponent = ComponentType<WidgetProps> | LazyExoticComponent<ComponentType<WidgetProps>>;

/** Widget implementations by kind; heavy ones load on first use. */
export const widgetRegistry = {
  placeholder: lazy(() => import('./PlaceholderWidget')),
  form: lazy(() => import('./form/FormWidget')),
  table: lazy(() => import('./table/TableWidget')),
  report: lazy(() => import('./report/ReportWidget')),
  chart: lazy(() => import('./chart/ChartWidget')),
  stats: lazy(() => import('./stats/StatsWidget')),
  links: lazy(() => import('./links/LinksWidget')),
  'custom:SignIn': lazy(() => import('../screens/SignInPage')),
  'custom:NotFound': lazy(() => import('../screens/NotFoundScreen')),
  'custom:BadRequest': lazy(() => import('../screens/BadRequestScreen')),
  'custom:ActivityTicker': lazy(() => import('./ticker/ActivityTicker')),
} satisfies Record<WidgetKind, WidgetComponent>;

export function widgetFor(kind: string): WidgetComponent | undefined {
  return (widgetRegistry as Record<string, WidgetComponent>)[kind];
}
