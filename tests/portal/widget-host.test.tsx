import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ScreenDefinition } from '../../engine/config';
import { screenShownStore } from '../../src/portal/app/useAfterScreen';
import { WidgetHost } from '../../src/portal/widgets/WidgetHost';
import { renderWithPortal } from './renderWithPortal';

const renders = vi.hoisted(() => ({ below: 0 }));

// Three widgets: one waiting for its answer, one below it that counts its renders, one that draws only when seen.
vi.mock('../../src/portal/widgets/registry', async () => {
  const { useApiQuery } = await import('../../src/portal/data');
  function Above() {
    const { data } = useApiQuery<string>({ method: 'GET', base: 'web', path: 'above' });
    return <p>{data ?? 'waiting'}</p>;
  }
  function Below() {
    renders.below++;
    return <p>below</p>;
  }
  const { useDrawAfterShown } = await import('../../src/portal/widgets/settle/slotShown');
  // Like a chart: its size is kept in advance, its costly drawing waits until its slot is seen.
  function Drawing() {
    return <p>{useDrawAfterShown() ? 'drawn' : 'kept'}</p>;
  }
  const kinds: Record<string, unknown> = { above: Above, below: Below, drawing: Drawing };
  return { widgetFor: (kind: string) => kinds[kind] };
});

const home = {
  id: 'home',
  view: 'cp',
  titleKey: 'cp.screen.home',
  widgets: [
    { id: 'first', kind: 'above' },
    { id: 'second', kind: 'below' },
    { id: 'third', kind: 'drawing' },
  ],
} as unknown as ScreenDefinition;

describe('a screen renders each widget once per answer (issue 18)', () => {
  it('a widget is not rendered again when the one above it settles and it shows; one that draws only when seen (a chart) draws then', async () => {
    let answer: (value: string) => void = () => undefined;
    const api = () => new Promise<string>((resolve) => (answer = resolve));
    screenShownStore.set(false);
    renderWithPortal(<WidgetHost screen={home} params={{}} title="Home" />, undefined, { api, facts: () => ({}) } as never);
    const below = await screen.findByText('below');
    expect(below.closest('section')?.style.visibility).toBe('hidden');
    expect(screen.getByText('kept').closest('section')?.style.visibility).toBe('hidden');
    expect(screenShownStore.get()).toBe(false);
    await act(async () => answer('answered'));
    await waitFor(() => expect(below.closest('section')?.style.visibility).toBe(''));
    await waitFor(() => expect(screenShownStore.get()).toBe(true));
    expect(screen.getByText('answered')).toBeTruthy();
    expect(renders.below).toBe(1);
    // The widget that waits to be seen draws once its slot shows.
    expect((await screen.findByText('drawn')).closest('section')?.style.visibility).toBe('');
  });
});
