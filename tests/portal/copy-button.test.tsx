import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from '../../src/portal/components/CopyButton';
import { renderWithPortal } from './renderWithPortal';

describe('the copy button (spec section 4: idle, copied for 2000 ms, clicks ignored while copied)', () => {
  const copied: string[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    copied.length = 0;
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void copied.push(text) } });
  });
  afterEach(() => vi.useRealTimers());

  it('copies its text, says "Copied" for 2000 ms, ignores clicks meanwhile, then copies again', async () => {
    renderWithPortal(<CopyButton text="https://join.example/?ib=IB1" label="Standard STP" />);
    const button = screen.getByRole('button', { name: 'Copy: Standard STP' });
    await act(async () => fireEvent.click(button));
    expect(button).toHaveProperty('textContent', 'Copied');
    expect(button.getAttribute('aria-label')).toBe('Copied: Standard STP');
    expect(copied).toEqual(['https://join.example/?ib=IB1']);
    await act(async () => fireEvent.click(button));
    expect(copied).toHaveLength(1);
    await act(async () => void vi.advanceTimersByTime(1999));
    expect(button.textContent).toBe('Copied');
    await act(async () => void vi.advanceTimersByTime(1));
    expect(button.textContent).toBe('Copy');
    await act(async () => fireEvent.click(button));
    expect(copied).toHaveLength(2);
  });
});
