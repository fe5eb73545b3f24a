import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileEditor } from '../../src/portal/studio/editor/FileEditor';
import { StaffContext } from '../../src/portal/studio/StudioApp';
import { renderWithPortal } from './renderWithPortal';

const path = 'config/constants.yaml';
const onDisk = 'toastMs: 3000\n';
const schema = { type: 'object', properties: { toastMs: { type: 'integer', title: 'Toast' } } };

/** The studio's API for one file (hash h1 on disk), a draft check without problems and no known facts. */
function studioServer(kind = 'constants') {
  return vi.fn(async (url: string) => {
    const data = url.includes('/file?')
      ? { path, kind, text: onDisk, hash: 'h1', schema }
      : url.includes('/drafts')
        ? { id: 'd1', problems: [] }
        : { facts: {} };
    return new Response(JSON.stringify({ code: 0, data, msg: '' }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

function openEditor() {
  renderWithPortal(
    <StaffContext.Provider value={{ email: 'editor@staff.demo.test', name: 'Editor', role: 'editor' } as never}>
      <FileEditor path={path} />
    </StaffContext.Provider>,
  );
}

beforeEach(() => vi.stubGlobal('fetch', studioServer()));
afterEach(() => (vi.unstubAllGlobals(), sessionStorage.clear()));

describe('studio: unsaved edits are not lost on a reload or a visit to another page', () => {
  it('edits of the file as it is on disk come back, marked unsaved, with a way to discard them', async () => {
    sessionStorage.setItem(`studio.draft:${path}`, JSON.stringify({ hash: 'h1', text: 'toastMs: 4000\n' }));
    openEditor();
    expect((await screen.findByTestId('draft-restored')).textContent).toContain('Your unsaved edits to this file were kept.');
    expect(screen.getByText('unsaved')).toBeTruthy();
    expect((screen.getByRole('spinbutton', { name: 'Toast' }) as HTMLInputElement).value).toBe('4000');
    fireEvent.click(screen.getByRole('button', { name: 'Discard edits' }));
    await waitFor(() => expect(screen.queryByTestId('draft-restored')).toBeNull());
    expect((screen.getByRole('spinbutton', { name: 'Toast' }) as HTMLInputElement).value).toBe('3000');
    expect(sessionStorage.getItem(`studio.draft:${path}`)).toBeNull();
  });

  it('edits of an older version of the file (changed on disk since) are not laid over the new one', async () => {
    sessionStorage.setItem(`studio.draft:${path}`, JSON.stringify({ hash: 'h0', text: 'toastMs: 4000\n' }));
    openEditor();
    expect(((await screen.findByRole('spinbutton', { name: 'Toast' })) as HTMLInputElement).value).toBe('3000');
    expect(screen.queryByTestId('draft-restored')).toBeNull();
  });

  it('an edit is kept in the tab as it is typed, and closing the tab with it asks first', async () => {
    openEditor();
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Toast' }), { target: { value: '5000' } });
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem(`studio.draft:${path}`) ?? '{}')).toEqual({ hash: 'h1', text: 'toastMs: 5000\n' }));
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
  });
});

describe('studio: a translation file opens as text', () => {
  it('its form tab is off and the text editor shows (a generated form of thousands of nested strings was unusable)', async () => {
    vi.stubGlobal('fetch', studioServer('locales'));
    openEditor();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected'), (tab as HTMLButtonElement).disabled])).toEqual([
      ['Form', 'false', true],
      ['YAML', 'true', false],
    ]);
    expect(screen.queryByRole('spinbutton', { name: 'Toast' })).toBeNull();
  });
});
