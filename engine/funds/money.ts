import type { Currency, FundsConfig } from '../config/portalConfig';
import { decimalToMinor, minorToDecimal } from '../format/numbers';

/** Decimals of a rate as shown and as applied (so a conversion is exactly "at the shown rate"). */
export const rateDecimals = 12;

type Rates = FundsConfig['rates'];
type Currencies = readonly Pick<Currency, 'code' | 'minorUnits'>[];

const unitsOf = (currencies: Currencies, code: string): number => {
  const currency = currencies.find((c) => c.code === code);
  if (!currency) throw new RangeError(`unknown currency ${code}`);
  return currency.minorUnits;
};

const valueOf = (rates: Rates, code: string): bigint => {
  const value = rates.values[code];
  if (value === undefined) throw new RangeError(`no exchange rate for ${code}`);
  return decimalToMinor(value, rateDecimals);
};

/** The rate from one currency to another (units of `to` per unit of `from`), as exact text with at most 12 decimals. */
export function rateBetween(rates: Rates, from: string, to: string): string {
  if (from === to) return '1';
  const scaled = (valueOf(rates, from) * 10n ** BigInt(rateDecimals)) / valueOf(rates, to);
  return trimRate(minorToDecimal(scaled, rateDecimals));
}

function trimRate(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/**
 * An amount of minor units of one currency in another, at the given rate text (the one shown to the
 * user), rounded down to the target's minor unit: the house never pays out more than the rate gives.
 */
export function convertMinor(amount: bigint, from: string, to: string, rate: string, currencies: Currencies): bigint {
  if (from === to) return amount;
  const r = decimalToMinor(rate, rateDecimals);
  const numerator = amount * r * 10n ** BigInt(unitsOf(currencies, to));
  const denominator = 10n ** BigInt(rateDecimals) * 10n ** BigInt(unitsOf(currencies, from));
  return numerator / denominator;
}

/** An amount converted at the current rate: both the amount and the rate text applied. */
export function convertAtRate(rates: Rates, currencies: Currencies, amount: bigint, from: string, to: string): { amount: bigint; rate: string } {
  const rate = rateBetween(rates, from, to);
  return { amount: convertMinor(amount, from, to, rate, currencies), rate };
}

/** A decimal amount of the base currency (limits in config) in minor units of another currency, rounded up (a limit is never loosened by rounding). */
export function baseAmountIn(rates: Rates, currencies: Currencies, baseAmount: string, to: string): bigint {
  const base = decimalToMinor(baseAmount, unitsOf(currencies, rates.base));
  if (to === rates.base) return base;
  const rate = rateBetween(rates, rates.base, to);
  const r = decimalToMinor(rate, rateDecimals);
  const numerator = base * r * 10n ** BigInt(unitsOf(currencies, to));
  const denominator = 10n ** BigInt(rateDecimals) * 10n ** BigInt(unitsOf(currencies, rates.base));
  return (numerator + denominator - 1n) / denominator;
}

/** Why a typed amount cannot be read. */
export type AmountProblem = 'format' | 'separator' | 'sign' | 'notPositive' | 'decimals';

/**
 * A number as typed with its decimal comma, when the comma cannot be a thousands separator (one comma, no point, not
 * three digits after it: "250,50", "1,5"), written with the point; any other text as it is.
 */
export function withDecimalPoint(text: string): string {
  return /^-?\d+,(\d{1,2}|\d{4,})$/.test(text) ? text.replace(',', '.') : text;
}

/**
 * A number field's text as its number: digits with one decimal point or comma (withDecimalPoint), a minus sign before
 * them at most; undefined for anything else ("1e3", "0x10", "1,000", "12.", " "), which a form then refuses instead of
 * reading it as JavaScript would (1e3 as 1000).
 */
export function plainNumber(text: string): number | undefined {
  const written = withDecimalPoint(text.trim());
  return /^-?\d+(\.\d+)?$/.test(written) ? Number(written) : undefined;
}

/**
 * Reads an amount typed by a user, never rewriting it: "1,000" (a thousands separator or a decimal
 * comma, ambiguous), "-100" (a sign) and "1e3" (an exponent) are refused with their own reason, as are
 * zero and more decimals than the currency has (never rounded silently). A lone comma that cannot be a
 * thousands separator (not three digits after it: "250,50", "1,5") is the decimal comma most of the portal's
 * languages write, and phones' decimal keypads offer in them. The one parser of amounts.
 */
export function parseAmount(
  text: string,
  code: string,
  currencies: Currencies,
): { ok: true; minor: bigint } | { ok: false; reason: AmountProblem; decimals: number } {
  const decimals = unitsOf(currencies, code);
  const trimmed = withDecimalPoint(text.trim());
  if (/^[+-]/.test(trimmed)) return { ok: false, reason: 'sign', decimals };
  if (/[,\s'’]/.test(trimmed) && /^[\d.,\s'’]+$/.test(trimmed)) return { ok: false, reason: 'separator', decimals };
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return { ok: false, reason: 'format', decimals };
  try {
    const minor = decimalToMinor(trimmed, decimals);
    return minor > 0n ? { ok: true, minor } : { ok: false, reason: 'notPositive', decimals };
  } catch {
    return { ok: false, reason: 'decimals', decimals };
  }
}
