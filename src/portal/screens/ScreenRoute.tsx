import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { RouteDefinition } from '../../../engine/config';
import { useConfig, useRuntime } from '../app/runtime';
import { WidgetHost } from '../widgets/WidgetHost';
import { UnknownWidget } from '../widgets/UnknownWidget';

/** A route's screen: its title (also the document title) and its widgets, with the route's parameters. */
export function ScreenRoute({ route }: { route: RouteDefinition }) {
  const config = useConfig();
  const runtime = useRuntime();
  const urlParams = useParams();
  const { t } = useTranslation();
  const screen = route.screen ? config.screens[runtime.view]?.[route.screen] : undefined;
  const title = t(route.titleKey ?? screen?.titleKey ?? 'app.name');
  useEffect(() => {
    document.title = `${title} · ${config.brand.name}`;
  }, [title, config.brand.name]);
  if (!screen) return <UnknownWidget kind={`screen:${route.screen ?? ''}`} configPath={`config/routes/${runtime.view}.yaml ${route.path}`} />;
  const params = { ...(route.params ?? {}), ...urlParams } as Record<string, string | number | boolean>;
  const content = <WidgetHost screen={screen} params={params} title={title} />;
  if (route.public) return content;
  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {content}
    </Box>
  );
}
