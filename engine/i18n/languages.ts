import type { LanguagesFile } from '../config/schemaTypes';

export type Direction = 'ltr' | 'rtl';

/** The code the back office and translation service use (en_US -> en, vi -> vn, ...); others unchanged. */
export function interfaceCodeOf(languages: LanguagesFile, code: string): string {
  return languages.languages.find((l) => l.code === code)?.interfaceCode ?? code;
}

/** The portal code of a code the back office or translation service sends: the interface code, or a code that has none. */
export function languageOfInterfaceCode(languages: LanguagesFile, code: string): string | undefined {
  const list = languages.languages;
  return (list.find((l) => l.interfaceCode === code) ?? list.find((l) => l.code === code))?.code;
}

export function directionOf(languages: LanguagesFile, code: string): Direction {
  const base = code.split(/[_-]/)[0] ?? code;
  return languages.rightToLeft.includes(code) || languages.rightToLeft.includes(base) ? 'rtl' : 'ltr';
}

/**
 * The supported language for a requested code: exact, then by interface code (zh-CN, en), then by
 * base language (fr-CA -> fr_FR, pt-BR -> pt); anything else gives the fallback.
 */
export function resolveLanguage(languages: LanguagesFile, requested: string | null | undefined): string {
  if (!requested) return languages.fallback;
  const wanted = requested.trim();
  const list = languages.languages;
  const exact = list.find((l) => l.code === wanted) ?? list.find((l) => l.interfaceCode === wanted);
  if (exact) return exact.code;
  const normalised = wanted.replace('-', '_').toLowerCase();
  const loose = list.find((l) => l.code.toLowerCase() === normalised);
  if (loose) return loose.code;
  const base = normalised.split('_')[0];
  const byBase = list.find((l) => l.code.toLowerCase().split('_')[0] === base);
  return byBase?.code ?? languages.fallback;
}

export function isSupportedLanguage(languages: LanguagesFile, code: string): boolean {
  return languages.languages.some((l) => l.code === code);
}

/** A language code as an HTML lang attribute (BCP 47): en_US -> en-US, zh_CN -> zh-CN. */
export const htmlLang = (code: string): string => code.replace('_', '-');
