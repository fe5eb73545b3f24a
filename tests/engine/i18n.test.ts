import { describe, expect, it } from 'vitest';
import { directionOf, interfaceCodeOf, languageOfInterfaceCode, pluralCategoriesOf, resolveLanguage, splitPluralKey } from '../../engine/i18n';
import { composed } from '../helpers/config';

const { languages } = composed();

describe('interface languages (spec section 1 and 9)', () => {
  it('lists the 22 interface languages with en_US as fallback', () => {
    expect(languages.languages.map((l) => l.code)).toEqual([
      'en_US',
      'zh_CN',
      'zh_TW',
      'fr_FR',
      'ko',
      'ja',
      'th',
      'vi',
      'es',
      'pt',
      'de',
      'id',
      'ar',
      'ru',
      'mn',
      'km',
      'nl',
      'it',
      'ms',
      'pl',
      'tl',
      'uz',
    ]);
    expect(languages.fallback).toBe('en_US');
  });

  it.each([
    ['en_US', 'en'],
    ['fr_FR', 'fr'],
    ['ms', 'my'],
    ['vi', 'vn'],
    ['zh_CN', 'zh-CN'],
    ['zh_TW', 'zh-TW'],
    ['ja', 'ja'],
    ['pl', 'pl'],
  ])('maps the interface code %s -> %s (others unchanged)', (code, expected) => {
    expect(interfaceCodeOf(languages, code)).toBe(expected);
  });

  it('ar and fa are right-to-left, others left-to-right', () => {
    expect(directionOf(languages, 'ar')).toBe('rtl');
    expect(directionOf(languages, 'fa')).toBe('rtl');
    expect(directionOf(languages, 'en_US')).toBe('ltr');
    expect(directionOf(languages, 'zh_TW')).toBe('ltr');
  });

  it.each([
    ['zh_TW', 'zh_TW'],
    ['zh-CN', 'zh_CN'],
    ['en', 'en_US'],
    ['fr-CA', 'fr_FR'],
    ['pt-BR', 'pt'],
    ['xx', 'en_US'],
    [undefined, 'en_US'],
  ])('resolves a requested language %s to %s, falling back to en_US', (requested, expected) => {
    expect(resolveLanguage(languages, requested)).toBe(expected);
  });

  it.each([
    ['vn', 'vi'],
    ['my', 'ms'],
    ['zh-TW', 'zh_TW'],
    ['en', 'en_US'],
    ['ja', 'ja'],
    ['xx', undefined],
  ])('reads the interface code %s back as %s (setlanguage, X-Lang, pack URL)', (code, expected) => {
    expect(languageOfInterfaceCode(languages, code)).toBe(expected);
  });

  it('plural keys follow the CLDR categories of each language (Intl.PluralRules)', () => {
    expect(splitPluralKey('security.sessions.offer_few')).toEqual({ base: 'security.sessions.offer', category: 'few' });
    expect(splitPluralKey('layout.signOut')).toBeUndefined();
    expect(pluralCategoriesOf('en_US')).toEqual(['one', 'other']);
    expect(pluralCategoriesOf('ja')).toEqual(['other']);
    expect([...pluralCategoriesOf('ar')].sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
  });
});
