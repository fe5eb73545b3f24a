import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollIn } from '../../src/portal/components/ScrollIn';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

const config = composed('au', 'vfsc');
const { retries, intervalMs } = config.constants.scrollIn;
const box = (top: number) => ({ top, bottom: top + 100, left: 0, right: 300, width: 300, height: 100, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;

describe('scroll-in animation (spec section 9: retries its visibility check up to 11 times at 200 ms)', () => {
  let top = 5000; // below the fold until a test scrolls it into view
  beforeEach(() => {
    vi.useFakeTimers();
    top = 5000;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(() => box(top));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
  const state = () => screen.getByTestId('content').parentElement!.getAttribute('data-scroll-in');
  const render = () =>
    renderWithPortal(
      <ScrollIn>
        <p data-testid="content">Equity</p>
      </ScrollIn>,
      config,
    );

  it('config holds 11 retries at 200 ms', () => {
    expect({ retries, intervalMs }).toEqual({ retries: 11, intervalMs: 200 });
  });

  it('content already in view animates at once', () => {
    top = 10;
    render();
    expect(state()).toBe('in');
  });

  it('content seen at the 11th retry (after 11 x 200 ms) still animates', async () => {
    render();
    expect(state()).toBe('waiting');
    await act(async () => void vi.advanceTimersByTime(intervalMs * (retries - 1)));
    expect(state()).toBe('waiting');
    top = 10;
    await act(async () => void vi.advanceTimersByTime(intervalMs - 1));
    expect(state()).toBe('waiting');
    await act(async () => void vi.advanceTimersByTime(1));
    expect(state()).toBe('in');
  });

  it('content not seen within the 11 retries gives up: no animation, no more checks, the content stays shown', async () => {
    render();
    await act(async () => void vi.advanceTimersByTime(intervalMs * retries));
    expect(state()).toBe('off');
    expect(vi.getTimerCount()).toBe(0);
    top = 10;
    await act(async () => void vi.advanceTimersByTime(intervalMs * 5));
    expect(state()).toBe('off');
    expect(screen.getByTestId('content').textContent).toBe('Equity');
  });
});
