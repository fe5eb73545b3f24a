import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { copyButtonMachine, tooltipEffect, tooltipEffects, tooltipPlacement, tooltipPlacements } from '../../engine/ui';
import { composed } from '../helpers/config';

describe('copy button machine (spec section 4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const start = (copies: string[]) =>
    createActor(copyButtonMachine.provide({ actions: { copy: ({ context }) => void copies.push(context.text) } }), {
      input: { text: 'IB100003', confirmationMs: composed().constants.copyConfirmationMs },
    }).start();

  it('idle, then copied for the confirmation delay (2000 ms), then idle', () => {
    const copies: string[] = [];
    const actor = start(copies);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'CLICK' });
    expect(actor.getSnapshot().value).toBe('copied');
    expect(copies).toEqual(['IB100003']);
    vi.advanceTimersByTime(1999);
    expect(actor.getSnapshot().value).toBe('copied');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('clicks while copied are ignored: no second copy, no longer confirmation', () => {
    const copies: string[] = [];
    const actor = start(copies);
    actor.send({ type: 'CLICK' });
    vi.advanceTimersByTime(1500);
    actor.send({ type: 'CLICK' });
    actor.send({ type: 'CLICK' });
    expect(copies).toHaveLength(1);
    vi.advanceTimersByTime(500);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'SET_TEXT', text: 'https://example.test/?ib=1' });
    actor.send({ type: 'CLICK' });
    expect(copies).toEqual(['IB100003', 'https://example.test/?ib=1']);
  });
});

describe('tooltip names (spec section 5)', () => {
  it('accepts the 12 placements: top, bottom, left, right, each plain, -start and -end', () => {
    expect(tooltipPlacements).toHaveLength(12);
    for (const side of ['top', 'bottom', 'left', 'right'])
      for (const suffix of ['', '-start', '-end']) expect(tooltipPlacement(side + suffix)).toBe(side + suffix);
    expect(() => tooltipPlacement('middle')).toThrow(/unknown tooltip placement "middle" \(valid: top, top-start/);
  });

  it('accepts the effects customized, dark and light', () => {
    expect([...tooltipEffects]).toEqual(['customized', 'dark', 'light']);
    expect(tooltipEffect('light')).toBe('light');
    expect(() => tooltipEffect('neon')).toThrow(/valid: customized, dark, light/);
  });
});
