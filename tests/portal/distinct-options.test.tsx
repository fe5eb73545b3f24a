import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import FormWidget from '../../src/portal/widgets/form/FormWidget';
import { distinctOptions } from '../../src/portal/widgets/form/DistinctSelectWidget';
import type { WidgetProps } from '../../src/portal/widgets/types';
import { composed } from '../helpers/config';
import { renderWithPortal } from './renderWithPortal';

const personalInfo = {
  widget: { id: 'form', kind: 'form', form: 'kycPersonalInfo', submit: { method: 'POST', base: 'cp', path: 'identityProof/verificationV2' } },
  configPath: 'config/screens/cp/kycPersonalInfo.yaml#/widgets/0',
} as unknown as WidgetProps;

describe('a select offers each label once in the language shown', () => {
  it('German says Mrs, Ms and Miss alike ("Frau"): the title list offers Herr, Frau, Dr., Divers, each once', async () => {
    renderWithPortal(<FormWidget {...personalInfo} />, composed('au', 'vfsc'), { api: vi.fn(async () => ({})) } as never, 'de');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Anrede/ }));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options.filter((o) => o === 'Frau')).toHaveLength(1);
    expect(options).toEqual(expect.arrayContaining(['Herr', 'Frau', 'Dr.', 'Divers']));
  });

  it('English tells them apart: all six titles', async () => {
    renderWithPortal(<FormWidget {...personalInfo} />, composed('au', 'vfsc'), { api: vi.fn(async () => ({})) } as never);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Title/ }));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(expect.arrayContaining(['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Mx']));
  });

  it('a value chosen in another language (Ms) keeps its option, in the place of the first alike', () => {
    const options = ['mr', 'mrs', 'ms', 'miss'].map((value) => ({ value, label: value === 'mr' ? 'Herr' : 'Frau' }));
    expect(distinctOptions(options, 'ms').map((o) => o.value)).toEqual(['mr', 'ms']);
    expect(distinctOptions(options, undefined).map((o) => o.value)).toEqual(['mr', 'mrs']);
  });
});
