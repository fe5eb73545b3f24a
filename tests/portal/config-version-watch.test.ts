import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchConfigVersion } from '../../src/portal/app/configVersionWatch';

// An open portal picks up config the server hot-reloaded (product staff publishing from the studio) without a reload of the page.
let served: number;
let asked: number;
let visibility: DocumentVisibilityState;
let stop: () => void = () => undefined;
beforeEach(() => {
  vi.useFakeTimers();
  served = 3;
  asked = 0;
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.stubGlobal('fetch', async () => {
    asked++;
    return new Response(JSON.stringify({ code: 0, data: { version: served } }));
  });
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('config version watch', () => {
  it('asks nothing at start (no request beside the first screen), then once per configured interval; a new version loads the config again, once', async () => {
    const reload = vi.fn(async () => undefined);
    stop = watchConfigVersion(() => 30, reload, 3);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(asked).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(asked).toBe(1);
    expect(reload).not.toHaveBeenCalled();
    served = 4;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(asked).toBe(2);
    expect(reload).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(asked).toBe(3);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a reload since the page started is caught by the first check', async () => {
    const reload = vi.fn(async () => undefined);
    served = 4;
    stop = watchConfigVersion(() => 30, reload, 3);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a page the browser took from its cache (nothing transferred) asks at once: its config may be as old as the page', async () => {
    const cached = { transferSize: 0, decodedBodySize: 4286 } as PerformanceNavigationTiming;
    vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) => (type === 'navigation' ? [cached] : []));
    const reload = vi.fn(async () => undefined);
    served = 4;
    stop = watchConfigVersion(() => 30, reload, 3);
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toBe(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a page the server sent (bytes transferred) does not ask at start', async () => {
    const sent = { transferSize: 4586, decodedBodySize: 4286 } as PerformanceNavigationTiming;
    vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) => (type === 'navigation' ? [sent] : []));
    stop = watchConfigVersion(
      () => 30,
      vi.fn(async () => undefined),
      3,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toBe(0);
  });

  it('a hidden page asks nothing; showing it again or giving it focus asks at once, one question for both', async () => {
    const reload = vi.fn(async () => undefined);
    stop = watchConfigVersion(() => 30, reload, 3);
    await vi.advanceTimersByTimeAsync(30_000);
    visibility = 'hidden';
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toBe(1);
    served = 5;
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toBe(2);
    expect(reload).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toBe(3);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
