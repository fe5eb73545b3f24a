import Box from '@mui/material/Box';
import { useCallback, useEffect, useState } from 'react';
import type { ScreenDefinition } from '../../../engine/config';
import { evaluate } from '../../../engine/predicates';
import { screenShownStore } from '../app/useAfterScreen';
import { useConfig, useRuntime } from '../app/runtime';
import { ScreenWidget } from './ScreenWidget';
import { SlotShownContext } from './settle/slotShown';

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
  const [settled, setSettled] = useState<ReadonlySet<string>>(() => new Set());
  const [revealAll, setRevealAll] = useState(false);
  const settle = useCallback((key: string) => setSettled((done) => (done.has(key) ? done : new Set(done).add(key))), []);
  useEffect(() => {
    const timer = setTimeout(() => setRevealAll(true), revealAllAfterMs);
    return () => clearTimeout(timer);
  }, []);
  const shown = screen.widgets
    .map((widget, index) => ({ widget, index, key: `${screen.view}/${screen.id}/${widget.id}` }))
    .filter(({ widget }) => !widget.when || evaluate(widget.when, runtime.facts(), config.policies));
  const firstUnsettled = shown.findIndex(({ key }) => !settled.has(key));
  const allShown = revealAll || firstUnsettled === -1;
  useEffect(() => {
    if (allShown && !screenShownStore.get()) screenShownStore.set(true);
  }, [allShown]);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      {shown.map(({ widget, index, key }, position) => {
        const waiting = !revealAll && firstUnsettled !== -1 && position > firstUnsettled;
        return (
          <section
            key={widget.id}
            aria-labelledby={widget.titleKey ? `${widget.id}-title` : undefined}
            data-widget={widget.kind}
            style={waiting ? { visibility: 'hidden' } : undefined}
          >
            <SlotShownContext.Provider value={!waiting}>
              <ScreenWidget key={key} widget={widget} index={index} settleKey={key} onSettled={settle} screen={screen} params={params} title={title} />
            </SlotShownContext.Provider>
          </section>
        );
      })}
    </Box>
  );
}
