import type { ConstantsFile } from '../config/schemaTypes';

export type NumberFormat = ConstantsFile['numberFormat'];

const formatters = new Map<number, Intl.NumberFormat>();

function formatterFor(decimals: number): Intl.NumberFormat {
  let f = formatters.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: true });
    formatters.set(decimals, f);
  }
  return f;
}

/**
 * 1234567.891 -> "1,234,567.89" with the configured decimals and separators. Decimal strings are
 * formatted exactly (no binary rounding), so amounts from minor units never drift.
 */
export function formatNumber(value: number | string | bigint, format: NumberFormat, decimals = format.decimals): string {
  const parts = formatterFor(decimals).formatToParts(value as number);
  return parts.map((p) => (p.type === 'group' ? format.thousandsSeparator : p.type === 'decimal' ? format.decimalSeparator : p.value)).join('');
}

/** Decimals of a shown rate when the number format names none (the schema's default). */
const defaultRateDecimals = 6;

/** A conversion rate for people: "0.925925925926" -> "0.925926" (format.rateDecimals at most, trailing zeros dropped). */
export function formatRate(rate: string | number, format: NumberFormat): string {
  const value = Number(rate);
  if (!Number.isFinite(value)) return String(rate);
  const rounded = value.toFixed(format.rateDecimals ?? defaultRateDecimals).replace(/\.?0+$/, '');
  return formatNumber(rounded, format, rounded.split('.')[1]?.length ?? 0);
}

/** An integer amount of minor units as an exact decimal string: (123456, 2) -> "1234.56". */
export function minorToDecimal(minor: number | bigint, minorUnits: number): string {
  const negative = minor < 0;
  const digits = (negative ? -BigInt(minor) : BigInt(minor)).toString().padStart(minorUnits + 1, '0');
  const whole = minorUnits === 0 ? digits : digits.slice(0, -minorUnits);
  const fraction = minorUnits === 0 ? '' : '.' + digits.slice(-minorUnits);
  return (negative ? '-' : '') + whole + fraction;
}

/**
 * A decimal amount as an integer of minor units, exactly: ("12.34", 2) -> 1234. Refuses more
 * decimals than the currency has, so no amount is silently rounded.
 */
export function decimalToMinor(amount: string | number, minorUnits: number): bigint {
  const text = typeof amount === 'number' ? numberToPlainString(amount) : amount.trim();
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`"${text}" is not a decimal amount`);
  const [, sign, whole, fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > minorUnits) throw new RangeError(`"${text}" has more than ${minorUnits} decimals`);
  const minor = BigInt((whole ?? '0') + fraction.padEnd(minorUnits, '0').slice(0, minorUnits));
  return sign ? -minor : minor;
}

function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`${value} is not a finite amount`);
  // toString gives the shortest exact round-trip text; avoid exponent notation for tiny/huge values.
  return Math.abs(value) < 1e-6 || Math.abs(value) >= 1e21 ? value.toFixed(20).replace(/\.?0+$/, '') : String(value);
}
