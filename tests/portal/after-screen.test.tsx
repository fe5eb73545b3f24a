import { act, render, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterScreen } from '../../src/portal/app/AfterScreen';
import { LanguageMenu } from '../../src/portal/app/layout/LanguageMenu';
import { afterScreen, screenShownStore } from '../../src/portal/app/useAfterScreen';
import { preloadWidgets, widgetFor } from '../../src/portal/widgets/registry';
import { renderWithPortal } from './renderWithPortal';

describe('what the first screen does not need waits for it (issue 18)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('the shell extras (chat, KYC guide host, inbox count) render once the screen has shown all its widgets', async () => {
    screenShownStore.set(false);
    render(<AfterScreen>extras</AfterScreen>);
    expect(screen.queryByText('extras')).toBeNull();
    act(() => screenShownStore.set(true));
    expect(await screen.findByText('extras')).toBeTruthy();
  });

  it("start-up's background requests (session ids, fingerprint, config poll) start only once the frame showing the screen has been painted, not in the idle moment between its commit and that paint", async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    screenShownStore.set(false);
    const work = vi.fn();
    afterScreen(work);
    screenShownStore.set(true);
    await vi.runAllTimersAsync();
    expect(work).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    expect(work).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(work).toHaveBeenCalledOnce();
  });

  it('they render at once when the user asks for them before that (the KYC guide opened early)', () => {
    screenShownStore.set(false);
    render(<AfterScreen now>guide</AfterScreen>);
    expect(screen.getByText('guide')).toBeTruthy();
  });

  it("a screen's widget whose chunk was preloaded renders at once, without its loading placeholder", async () => {
    preloadWidgets(['custom:NotFound']);
    await import('../../src/portal/screens/NotFoundScreen');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const Widget = widgetFor('custom:NotFound')!;
    renderWithPortal(
      <MemoryRouter>
        <Suspense fallback={<p>placeholder</p>}>
          <Widget widget={{ id: 'nf', kind: 'custom:NotFound' } as never} screen={{} as never} params={{}} title="" configPath="" />
        </Suspense>
      </MemoryRouter>,
    );
    expect(screen.queryByText('placeholder')).toBeNull();
    expect(screen.getByRole('link')).toBeTruthy();
  });
});

describe("the app bar's popups are code of their own, loaded once the screen shows (issue 18)", () => {
  it('the language list opens on a click made before the screen has shown, with every language by its own name', async () => {
    screenShownStore.set(false);
    renderWithPortal(<LanguageMenu />);
    act(() => screen.getByRole('button', { name: /^Language/ }).click());
    // The list is a chunk of its own, imported on that click: under CI's load its first import took over a second.
    const items = await screen.findAllByRole('menuitem', {}, { timeout: 10_000 });
    expect(items).toHaveLength(22);
    expect(items.map((item) => item.textContent)).toEqual(expect.arrayContaining(['English', '简体中文', 'العربية']));
  });

  it('once asked for, they stay: a popup opened before the screen has shown and closed again is still there to close with its transition', () => {
    screenShownStore.set(false);
    const { rerender } = render(<AfterScreen now>popup</AfterScreen>);
    expect(screen.getByText('popup')).toBeTruthy();
    rerender(<AfterScreen now={false}>popup</AfterScreen>);
    expect(screen.getByText('popup')).toBeTruthy();
  });

  it('an extra whose code fails to load (a network error, a chunk a deploy removed) is left out; the screen stays', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Missing = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    render(
      <main>
        <p>the screen</p>
        <AfterScreen now>
          <Missing />
        </AfterScreen>
      </main>,
    );
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByText('the screen')).toBeTruthy();
    logged.mockRestore();
  });
});
