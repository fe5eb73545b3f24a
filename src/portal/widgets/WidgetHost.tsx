import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenDefinition } from '../../../engine/config';
import { evaluate } from '../../../engine/predicates';
import { useConfig, useRuntime } from '../app/runtime';
import { ScrollIn } from '../components/ScrollIn';
import { FunctionGated } from '../kyc/FunctionGated';
import { chartBoxHeight } from './chart/chartSize';
import { widgetFor } from './registry';
import { UnknownWidget } from './UnknownWidget';

/** Renders a screen's widgets in order, skipping those whose condition fails; a widget needing a KYC function permission shows only when it is held. */
export function WidgetHost({
  screen,
  params,
  title,
}: {
  screen: ScreenDefinition;
  params: Readonly<Record<string, string | number | boolean>>;
  title: string;
}) {
  const runtime = useRuntime();
  const config = useConfig();
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      {screen.widgets.map((widget, index) => {
        if (widget.when && !evaluate(widget.when, runtime.facts(), config.policies)) return null;
        const configPath = `config/screens/${screen.view}/${screen.id}.yaml /widgets/${index}`;
        const Widget = widgetFor(widget.kind);
        const body = (
          <>
            {widget.titleKey && (
              <Typography variant="h2" id={`${widget.id}-title`} sx={{ mb: 1 }}>
                {t(widget.titleKey)}
              </Typography>
            )}
            {Widget ? (
              <Suspense
                fallback={
                  // A chart's box is known before its chunk arrives: keep it, so nothing below moves.
                  widget.kind === 'chart' ? (
                    <Skeleton variant="rounded" height={chartBoxHeight(widget)} role="progressbar" aria-label={t('common.loading')} />
                  ) : (
                    <CircularProgress size={24} aria-label={t('common.loading')} />
                  )
                }
              >
                {widget.requiresFunction ? (
                  <FunctionGated name={widget.requiresFunction}>
                    <Widget widget={widget} screen={screen} params={params} title={title} configPath={configPath} />
                  </FunctionGated>
                ) : (
                  <Widget widget={widget} screen={screen} params={params} title={title} configPath={configPath} />
                )}
              </Suspense>
            ) : (
              <UnknownWidget kind={widget.kind} configPath={configPath} />
            )}
          </>
        );
        return (
          <section key={widget.id} aria-labelledby={widget.titleKey ? `${widget.id}-title` : undefined} data-widget={widget.kind}>
            {widget.scrollIn ? <ScrollIn>{body}</ScrollIn> : body}
          </section>
        );
      })}
    </Box>
  );
}
