import type { ConstantsFile } from '../config/schemaTypes';

export type NumberFormat = ConstantsFile['numberFormat'];

/** A plain decimal: sign, digits, optional fraction ("-1234.5", ".5", "7."). */
const plainDecimal = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * 1234567.891 -> "1,234,567.89" with the configured decimals and separators, rounded half away from
 * zero. Decimal strings are formatted exactly (no binary rounding), so amounts from minor units never
 * drift. Written on the decimal text rather than with Intl.NumberFormat: the first NumberFormat a page
 * builds costs 15-25 ms (ICU's number data), on the path of every page's first paint that shows money.
 */
export function formatNumber(value: number | string | bigint, format: NumberFormat, decimals = format.decimals): string {
  const match = plainDecimal.exec(decimalText(value));
  if (!match || !(match[2] || match[3])) return String(value);
  const [, sign, whole = '', fraction = ''] = match;
  // Rounded to `decimals` as one integer of the last kept place: "1.005" at 2 -> 100 + 1 -> 101.
  const kept = BigInt((whole || '0') + fraction.padEnd(decimals, '0').slice(0, decimals)) + ((fraction[decimals] ?? '0') >= '5' ? 1n : 0n);
  const digits = kept.toString().padStart(decimals + 1, '0');
  const integer = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+$)/g, format.thousandsSeparator);
  // A negative amount that rounds to zero is shown as zero ("0.00", not "-0.00").
  const minus = sign === '-' && kept !== 0n ? '-' : '';
  return minus + integer + (decimals > 0 ? format.decimalSeparator + digits.slice(-decimals) : '');
}

/** How many decimals a value has, trailing zeros not counted: "4600.000000" -> 0, "0.00153800" -> 5. */
export function fractionDigits(value: number | string | bigint): number {
  return (plainDecimal.exec(decimalText(value))?.[3] ?? '').replace(/0+$/, '').length;
}

/** The value as plain decimal text, or '' for what is not a finite number. */
function decimalText(value: number | string | bigint): string {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') return Number.isFinite(value) ? numberToPlainString(value) : '';
  const text = value.trim();
  if (plainDecimal.test(text)) return text;
  const number = Number(text); // "1e5", read as Intl.NumberFormat read it
  return text !== '' && Number.isFinite(number) ? numberToPlainString(number) : '';
}

/** Decimals of a shown rate when the number format names none (the schema's default). */
const defaultRateDecimals = 6;

/**
 * A conversion rate for people: "0.925925925926" -> "0.925926" (format.rateDecimals at most, trailing zeros dropped).
 * A rate below 1 keeps that many significant digits instead ("0.000015384615" -> "0.0000153846", not "0.000015",
 * which was 2.5 % off the rate used): the rate shown times the amount is what is received.
 */
export function formatRate(rate: string | number, format: NumberFormat): string {
  const value = Number(rate);
  if (!Number.isFinite(value)) return String(rate);
  const digits = format.rateDecimals ?? defaultRateDecimals;
  const rounded = (Math.abs(value) >= 1 || value === 0 ? value.toFixed(digits) : numberToPlainString(Number(value.toPrecision(digits)))).replace(/\.?0+$/, '');
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
  if (Math.abs(value) >= 1e21) return BigInt(value).toString(); // an integer at that size; toFixed would write 1e+21
  return Math.abs(value) < 1e-6 ? value.toFixed(20).replace(/\.?0+$/, '') : String(value);
}
