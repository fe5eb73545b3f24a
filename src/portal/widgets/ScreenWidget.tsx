import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { memo, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenDefinition } from '../../../engine/config';
import { ScrollIn } from '../components/ScrollIn';
import { FunctionGated } from '../kyc/FunctionGated';
import { chartBoxHeight } from './chart/chartSize';
import { widgetFor } from './registry';
import { SettleMounted, SettleSlot, SettleWhileShown } from './settle/SettleSlot';
import type { WidgetDefinition } from './types';
import { UnknownWidget } from './UnknownWidget';

/**
 * One widget of a screen in its settle slot: its title, its chunk's placeholder, the widget.
 * Memoised: a neighbour settling re-renders the screen's layout (what is shown), never the widgets
 * themselves, so a screen of N widgets renders each once per answer, not N times (charts are costly).
 */
export const ScreenWidget = memo(function ScreenWidget({
  widget,
  index,
  settleKey,
  onSettled,
  screen,
  params,
  title,
}: {
  widget: WidgetDefinition;
  index: number;
  settleKey: string;
  /** Stable: called with `settleKey` once the widget has settled. */
  onSettled: (key: string) => void;
  screen: ScreenDefinition;
  params: Readonly<Record<string, string | number | boolean>>;
  title: string;
}) {
  const { t } = useTranslation();
  const settled = useCallback(() => onSettled(settleKey), [onSettled, settleKey]);
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
  return (
    <SettleSlot key={settleKey} onSettled={settled}>
      {widget.scrollIn ? <ScrollIn>{body}</ScrollIn> : body}
    </SettleSlot>
  );
});
