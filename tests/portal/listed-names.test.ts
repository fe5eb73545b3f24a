import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { projectConfig } from '../helpers/config';

/** A text that lists names ({{modules, list}}) in a language's pack, as the portal's i18next renders it. */
const listed = (language: string, key: string, values: Record<string, string[]>) => {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: language,
    resources: { [language]: { translation: projectConfig().tree!.locales.get(language)!.data } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n.t(key, values);
};

describe('names listed in a sentence are joined the way the language joins them', () => {
  const modules = { modules: ['A', 'B', 'C'] };
  it('English with commas and "and", Japanese and Chinese with the ideographic comma, Arabic with و', () => {
    expect(listed('en_US', 'kyc.guide.missing', modules)).toBe('Still to do: A, B, and C.');
    expect(listed('ja', 'kyc.guide.missing', modules)).toContain('A、B、C');
    expect(listed('zh_CN', 'kyc.result.underReview', modules)).toContain('A、B和C');
    expect(listed('ar', 'kyc.centre.blockedBy', { levels: ['A', 'B'] })).toContain('A وB');
    expect(listed('de', 'ib.subUsers.permissionsOf', { permissions: ['A', 'B'] })).toContain('A und B');
  });

  it('one name is the name alone', () => {
    expect(listed('en_US', 'accounts.open.done.virtual', { currencies: ['USD'] })).toBe('Your wallet now holds USD.');
  });
});
