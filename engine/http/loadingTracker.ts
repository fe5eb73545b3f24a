/**
 * Loading-overlay accounting: the overlay shows while any counted request runs and closes a
 * delay after the last one ends, unless another starts first.
 */
export function createLoadingTracker(setLoading: (visible: boolean) => void, closeDelayMs: number, timers: Timers = defaultTimers) {
  let active = 0;
  let visible = false;
  let closing: unknown;
  return {
    begin() {
      active += 1;
      if (closing !== undefined) {
        timers.clear(closing);
        closing = undefined;
      }
      if (!visible) {
        visible = true;
        setLoading(true);
      }
    },
    end() {
      active = Math.max(0, active - 1);
      if (active > 0 || closing !== undefined) return;
      closing = timers.set(() => {
        closing = undefined;
        if (active === 0 && visible) {
          visible = false;
          setLoading(false);
        }
      }, closeDelayMs);
    },
    get active() {
      return active;
    },
  };
}

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const defaultTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
