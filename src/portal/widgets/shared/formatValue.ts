import type { TFunction } from 'i18next';
import type { PortalConfig, TableColumn } from '../../../../engine/config';
import { formatDate, formatDateTime, formatMinorMoney, formatNumber, isolatedNumber, isolatedText, type TextDirection } from '../../../../engine/format';

export type ValueFormat = NonNullable<TableColumn['format']>;

export interface FormatOptions {
  format?: ValueFormat;
  /** For moneyMinor: the currency code. */
  currency?: string;
  /** For translate: prefix of the translation key. */
  keyPrefix?: string;
}

/** The dash shown for an empty or hidden value. */
export const emptyValue = '—';

/**
 * One value as the user reads it, by the formats of config (number format, date pattern, currencies); a number
 * or amount in a right-to-left page keeps its left-to-right order (isolatedNumber), and so does a plain text value
 * without letters, such as a phone number (isolatedText: the direction of its first letter).
 */
export function formatValue(value: unknown, options: FormatOptions, config: PortalConfig, t: TFunction, direction: TextDirection = 'ltr'): string {
  if (value === null || value === undefined || value === '') return emptyValue;
  const text = formatted(value, options, config, t);
  if (isNumeric(options.format)) return isolatedNumber(text, direction);
  return (options.format ?? 'text') === 'text' ? isolatedText(text, direction) : text;
}

function formatted(value: unknown, options: FormatOptions, config: PortalConfig, t: TFunction): string {
  const numberFormat = config.constants.numberFormat;
  switch (options.format ?? 'text') {
    case 'integer':
      return formatNumber(Number(value), numberFormat, 0);
    case 'number':
      return formatNumber(Number(value), numberFormat);
    case 'lots':
      return formatNumber(Number(value), numberFormat, 2);
    case 'moneyMinor':
      return options.currency
        ? formatMinorMoney(Math.round(Number(value)), options.currency, config.currencies, numberFormat)
        : formatNumber(Number(value) / 100, numberFormat);
    case 'percent':
      return `${formatNumber(Number(value), numberFormat, 0)}%`;
    case 'progress':
      return `${formatNumber(Number(value) * 100, numberFormat, 0)}%`;
    case 'date':
      return formatDate(String(value), config.constants.dateFormat);
    case 'dateTime':
      return formatDateTime(String(value), config.constants.dateFormat);
    case 'translate':
      return t(options.keyPrefix ? `${options.keyPrefix}.${String(value)}` : String(value));
    default:
      return String(value);
  }
}

/** Money and numbers read best aligned right. */
export function isNumeric(format: ValueFormat | undefined): boolean {
  return format === 'integer' || format === 'number' || format === 'moneyMinor' || format === 'lots' || format === 'percent';
}
