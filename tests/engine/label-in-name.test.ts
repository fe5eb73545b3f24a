import { describe, expect, it } from 'vitest';
import { projectConfig } from '../helpers/config';

/**
 * Buttons whose spoken name names what they act on ("Change permissions: Sam") while they show the bare label ("Change
 * permissions"): key <label>Of beside <label>. WCAG 2.5.3 (label in name) wants the spoken name to contain the shown
 * label, or a voice command saying what the user sees misses the button.
 */
const labelledButtons = ['widget.table.openDetail', 'ib.network.showClients', 'ib.subUsers.editPermissions', 'ib.subUsers.reinvite'];

const textAt = (data: unknown, path: string) => path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], data);

describe('a button read with what it acts on contains the label it shows (WCAG 2.5.3), in every language', () => {
  const locales = [...projectConfig().tree!.locales.entries()];
  it.each(labelledButtons)('%s', (key) => {
    const missing = locales.flatMap(([language, pack]) => {
      const shown = textAt(pack.data, key);
      const spoken = textAt(pack.data, `${key}Of`);
      return typeof shown === 'string' && typeof spoken === 'string' && spoken.toLowerCase().includes(shown.toLowerCase())
        ? []
        : [`${language}: "${String(spoken)}" lacks "${String(shown)}"`];
    });
    expect(missing).toEqual([]);
  });
});
