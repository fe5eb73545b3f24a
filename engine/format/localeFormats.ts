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
