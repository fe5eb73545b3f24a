import { act, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import SignInActivityWidget from '../../src/portal/security/SignInActivityWidget';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

/* The security centre names a device "Chrome 131 · Windows", not by its raw user-agent string (kept as the title). */

const windowsChrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const at = '2026-11-20T09:00:00.000Z';
const known = { at, ip: '203.0.113.7', userAgent: windowsChrome, browser: 'Chrome 131', os: 'Windows' };
const unknown = { at, ip: null, userAgent: 'curl/8.5.0', browser: null, os: null };
const api = vi.fn(({ path }: { path: string }) =>
  Promise.resolve(
    path === 'security/devices'
      ? [
          { ...known, id: 1, kind: 'web', lastSeenAt: at, current: true },
          { ...unknown, id: 2, kind: 'web', lastSeenAt: at, current: false },
        ]
      : [known, unknown],
  ),
);

const show = async (language: string) => {
  renderWithPortal(
    <MemoryRouter>
      <SignInActivityWidget />
    </MemoryRouter>,
    composed('au', 'vfsc'),
    { api } as never,
    language,
  );
  await act(async () => undefined);
};

describe('sign-in activity', () => {
  it('lists devices and sign-ins by browser and operating system, the whole user agent in the title', async () => {
    await show('en_US');
    for (const list of [screen.getByTestId('devices'), screen.getByTestId('sign-in-history')]) {
      const names = await within(list).findAllByTestId('sign-in-device');
      expect(names.map((n) => n.textContent)).toEqual(['Chrome 131 · Windows from 203.0.113.7', 'Unknown device']);
      expect(names.map((n) => n.getAttribute('title'))).toEqual([windowsChrome, 'curl/8.5.0']);
      expect(list.textContent).not.toContain('Mozilla/5.0');
    }
  });

  it('an agent naming no browser reads "Unknown device" in the language of the page', async () => {
    await show('de');
    expect(await within(screen.getByTestId('devices')).findByText('Unbekanntes Gerät')).toBeTruthy();
  });
});
