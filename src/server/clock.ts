/** Time as the server sees it; tests pass a fixed clock. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that only moves when told to. */
export function fixedClock(start: number | string | Date): Clock & { advance(ms: number): void; set(at: number): void } {
  let at = new Date(start).getTime();
  return {
    now: () => at,
    advance: (ms) => void (at += ms),
    set: (value) => void (at = value),
  };
}
