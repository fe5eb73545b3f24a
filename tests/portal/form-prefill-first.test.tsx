import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiCall } from '../../engine/http';
import FormWidget from '../../src/portal/widgets/form/FormWidget';
import type { WidgetProps } from '../../src/portal/widgets/types';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

const config = composed('au', 'vfsc');

const privacyForm = {
  widget: {
    id: 'privacy',
    kind: 'form',
    form: 'privacySwitches',
    prefill: { base: 'web', path: 'ibaccount/getClientSwitch' },
    submit: { method: 'POST', base: 'web', path: 'ibaccount/setClientSwitch' },
  },
  configPath: 'test',
} as unknown as WidgetProps;

describe('a config form with a prefill (the IB privacy switches)', () => {
  it('shows its fields only once the prefill has answered, with the stored values: nothing can be ticked, then undone by the answer', async () => {
    let answer: (switches: Record<string, boolean>) => void = () => undefined;
    const api = (call: ApiCall) => (call.path === 'ibaccount/getClientSwitch' ? new Promise((resolve) => (answer = resolve)) : Promise.resolve(null));
    renderWithPortal(<FormWidget {...privacyForm} />, config, { api: api as never });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    await act(async () => answer({ name: true, email: false }));
    const name = (await screen.findByRole('checkbox', { name: 'Name' })) as HTMLInputElement;
    expect(name.checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'E-mail' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('a refused prefill leaves the form to fill in', async () => {
    const api = (call: ApiCall) => (call.path === 'ibaccount/getClientSwitch' ? Promise.reject(new Error('refused')) : Promise.resolve(null));
    renderWithPortal(<FormWidget {...privacyForm} />, config, { api: api as never });
    expect((await screen.findByRole('checkbox', { name: 'Name' })) as HTMLInputElement).toBeTruthy();
  });
});
