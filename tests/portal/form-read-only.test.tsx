import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import FormWidget from '../../src/portal/widgets/form/FormWidget';
import type { WidgetProps } from '../../src/portal/widgets/types';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

const config = composed('au', 'vfsc');
const settings = {
  widget: config.screens.ib!.openSettings!.widgets[0]!,
  configPath: 'config/screens/ib/openSettings.yaml#/widgets/0',
} as unknown as WidgetProps;
const saved = { defaultPlatform: 'mt5', defaultCurrency: 'USD', allowClientChoice: true, welcomeMessage: 'Welcome aboard' };

function openAs(isSubUser: boolean) {
  renderWithPortal(<FormWidget {...settings} />, config, { api: vi.fn(async () => saved), facts: () => ({ view: 'ib', isSubUser }) } as never);
}

describe("open settings: a sub-user sees the IB's settings without a way to change them (the server refuses sub-users' saves)", () => {
  it('a sub-user reads the values, with a note, and has no Save button; the fields are not editable', async () => {
    openAs(true);
    expect((await screen.findByTestId('form-read-only')).textContent).toBe('You can see these settings; only the account holder can change them.');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    const message = screen.getByRole('textbox', { name: /Welcome message/ }) as HTMLTextAreaElement;
    expect(message.value).toBe('Welcome aboard');
    expect(message.disabled).toBe(true);
  });

  it('the IB itself edits them and saves', async () => {
    openAs(false);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.queryByTestId('form-read-only')).toBeNull();
    expect((screen.getByRole('textbox', { name: /Welcome message/ }) as HTMLTextAreaElement).disabled).toBe(false);
  });
});
