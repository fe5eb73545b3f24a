import type { ConstantsFile } from '../config/schemaTypes';

type Formats = Pick<ConstantsFile, 'numberFormat' | 'dateFormat'>;

const tokens: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = { year: 'YYYY', month: 'MM', day: 'DD' };

/**
 * The number and date formats of a language, in the shape of the configured ones (separators, a
 * dayjs pattern), read from Intl: de -> 1.234,50 and DD.MM.YYYY; ja -> 1,234.50 and YYYY/MM/DD.
 * Decimals stay as configured; digits stay Latin.
 */
export function localeFormats(configured: Formats, language: string): Formats {
  const locale = language.replace('_', '-');
  const numberParts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(1234567.5);
  const dateParts = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(2026, 10, 23));
  return {
    numberFormat: {
      ...configured.numberFormat,
      thousandsSeparator: numberParts.find((p) => p.type === 'group')?.value ?? configured.numberFormat.thousandsSeparator,
      decimalSeparator: numberParts.find((p) => p.type === 'decimal')?.value ?? configured.numberFormat.decimalSeparator,
    },
    dateFormat: dateParts.map((p) => tokens[p.type] ?? (p.value ? `[${p.value}]` : '')).join(''),
  };
}

/**
 * The formats a page in the language shows: the language's own (localeFormats) where the brand asks for them
 * (brand `formats: locale`), else the configured ones. The portal's pages and the documents the server writes
 * (statements) use the same.
 */
export function shownFormats(config: { brand: { formats?: string }; constants: Formats }, language: string): Formats {
  const configured = { numberFormat: config.constants.numberFormat, dateFormat: config.constants.dateFormat };
  return config.brand.formats === 'locale' ? localeFormats(configured, language) : configured;
}

/** A calendar month ("2026-11") as the language names it ("November 2026", "2026年11月"): Gregorian, Latin digits. */
export function monthName(month: string, language: string): string {
  const options = { month: 'long', year: 'numeric', timeZone: 'UTC', calendar: 'gregory', numberingSystem: 'latn' } as const;
  return new Intl.DateTimeFormat(language.replace('_', '-'), options).format(new Date(`${month}-01T00:00:00Z`));
}
