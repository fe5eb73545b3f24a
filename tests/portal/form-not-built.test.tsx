import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiCall } from '../../engine/http';
import FormWidget from '../../src/portal/widgets/form/FormWidget';
import type { WidgetProps } from '../../src/portal/widgets/types';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

// Forms validate in the browser with validators compiled when the portal is built (the CSP forbids eval), while a
// running server reloads config when its files change (the studio writes them). A form whose schema the page's build
// did not compile showed the error page: RJSF's precompiled validator throws when it finds no function for the schema.
const built = composed('au', 'vfsc');
const privacy = (form: string) =>
  ({
    widget: { id: 'privacy', kind: 'form', form, submit: { method: 'POST', base: 'web', path: 'ibaccount/setClientSwitch' } },
    configPath: 'test',
  }) as unknown as WidgetProps;
const api = (_call: ApiCall) => Promise.resolve(null);
const updating = 'This form is being updated and cannot be used right now. Please try again later.';

afterEach(() => vi.restoreAllMocks());

describe('a form the portal was built without (added or changed in config since the build)', () => {
  it('the form the build compiled shows its fields', async () => {
    renderWithPortal(<FormWidget {...privacy('privacySwitches')} />, built, { api: api as never });
    expect(await screen.findByRole('checkbox', { name: 'Name' })).toBeTruthy();
    expect(screen.queryByText(updating)).toBeNull();
  });

  it('a schema changed since the build: says the form is being updated instead of failing the page, and tells staff why in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const form = built.forms.privacySwitches!;
    const schema = form.schema as { properties: Record<string, unknown> };
    const changed = {
      ...built,
      forms: { ...built.forms, privacySwitches: { ...form, schema: { ...schema, properties: { ...schema.properties, city: { type: 'boolean' } } } } },
    };
    renderWithPortal(<FormWidget {...privacy('privacySwitches')} />, changed as never, { api: api as never });
    expect((await screen.findByRole('status')).textContent).toBe(updating);
    await act(async () => undefined);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('form "privacySwitches": the portal\'s build has no validator for its schema'));
  });

  it('a form added to config after the build says the same', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const added = { ...built, forms: { ...built.forms, newsletter: { schema: { type: 'object', properties: { weekly: { type: 'boolean' } } } } } };
    renderWithPortal(<FormWidget {...privacy('newsletter')} />, added as never, { api: api as never });
    expect((await screen.findByRole('status')).textContent).toBe(updating);
  });
});
