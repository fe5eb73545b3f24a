import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LanguageChoices from '../../src/portal/app/layout/LanguageChoices';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

function choosePortuguese(address: string) {
  window.history.replaceState(null, '', address);
  const anchor = document.createElement('button');
  document.body.appendChild(anchor);
  const runtime = {
    i18n: { changeLanguage: vi.fn(async () => true) },
    params: { set: vi.fn() },
    session: { isLoggedIn: () => false },
  };
  renderWithPortal(<LanguageChoices anchor={anchor} onClose={() => undefined} />, composed('au', 'vfsc'), runtime as never);
  fireEvent.click(screen.getByRole('menuitem', { name: 'Português' }));
  return runtime;
}

describe('a language chosen in the menu', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('replaces the language the address was opened with (the app opens ?lang=ru): a reload keeps the choice', async () => {
    const runtime = choosePortuguese('/deposit?lang=ru&account=80010001#top');
    await waitFor(() => expect(window.location.search).toBe('?lang=pt&account=80010001'));
    expect(window.location.pathname).toBe('/deposit');
    expect(window.location.hash).toBe('#top');
    expect(runtime.params.set).toHaveBeenCalledWith('lang', 'pt');
  });

  it('adds none to an address that says no language (the choice is stored)', async () => {
    const runtime = choosePortuguese('/deposit');
    await waitFor(() => expect(runtime.params.set).toHaveBeenCalledWith('lang', 'pt'));
    expect(window.location.search).toBe('');
  });
});
