import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenDefinition } from '../../../engine/config';
import { evaluate } from '../../../engine/predicates';
import { firstScreenShown } from '../app/firstScreen';
import { useConfig, useRuntime } from '../app/runtime';
import { ScrollIn } from '../components/ScrollIn';
import { FunctionGated } from '../kyc/FunctionGated';
import { chartBoxHeight } from './chart/chartSize';
import { widgetFor } from './registry';
import { SettleMounted, SettleSlot, SettleWhileShown } from './settle/SettleSlot';
import { UnknownWidget } from './UnknownWidget';

/**
 * How long a widget that never settles (an answer that never comes) may keep the widgets below it
 * hidden (ms, chosen): past it they show, and may move once it settles.
 */
const revealAllAfterMs = 8000;

/**
 * Renders a screen's widgets in order, skipping those whose condition fails; a widget needing a KYC
 * function permission shows only when it is held. A widget shows once every widget above it has
 * settled (its chunk and first answers arrived): they all load at once, but nothing already shown
 * moves when an answer above it arrives (no layout shift). Until then it keeps its place, unseen.
 */
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
  const [settled, setSettled] = useState<ReadonlySet<string>>(() => new Set());
  const [revealAll, setRevealAll] = useState(false);
  const settle = useCallback((key: string) => setSettled((done) => new Set(done).add(key)), []);
  useEffect(() => {
    const timer = setTimeout(() => setRevealAll(true), revealAllAfterMs);
    return () => clearTimeout(timer);
  }, []);
  const shown = screen.widgets
    .map((widget, index) => ({ widget, index, key: `${screen.view}/${screen.id}/${widget.id}` }))
    .filter(({ widget }) => !widget.when || evaluate(widget.when, runtime.facts(), config.policies));
  const firstUnsettled = shown.findIndex(({ key }) => !settled.has(key));
  useEffect(() => {
    if (firstUnsettled === -1) firstScreenShown();
  }, [firstUnsettled]);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      {shown.map(({ widget, index, key }, position) => {
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
                  <>
                    <SettleWhileShown />
                    {
                      // A chart's box is known before its chunk arrives: keep it, so nothing below moves.
                      widget.kind === 'chart' ? (
                        <Skeleton variant="rounded" height={chartBoxHeight(widget)} role="progressbar" aria-label={t('common.loading')} />
                      ) : (
                        <CircularProgress size={24} aria-label={t('common.loading')} />
                      )
                    }
                  </>
                }
              >
                {widget.requiresFunction ? (
                  <FunctionGated name={widget.requiresFunction}>
                    <Widget widget={widget} screen={screen} params={params} title={title} configPath={configPath} />
                  </FunctionGated>
                ) : (
                  <Widget widget={widget} screen={screen} params={params} title={title} configPath={configPath} />
                )}
                <SettleMounted />
              </Suspense>
            ) : (
              <>
                <UnknownWidget kind={widget.kind} configPath={configPath} />
                <SettleMounted />
              </>
            )}
          </>
        );
        const waiting = !revealAll && firstUnsettled !== -1 && position > firstUnsettled;
        return (
          <section
            key={widget.id}
            aria-labelledby={widget.titleKey ? `${widget.id}-title` : undefined}
            data-widget={widget.kind}
            style={waiting ? { visibility: 'hidden' } : undefined}
          >
            <SettleSlot key={key} onSettled={() => settle(key)}>
              {widget.scrollIn ? <ScrollIn>{body}</ScrollIn> : body}
            </SettleSlot>
          </section>
        );
      })}
    </Box>
  );
}
