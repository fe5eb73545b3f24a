import type { Currency } from '../config/portalConfig';
import { formatNumber, fractionDigits, minorToDecimal, type NumberFormat } from './numbers';

export function findCurrency(currencies: readonly Currency[], code: string): Currency | undefined {
  return currencies.find((c) => c.code === code);
}

/** The symbol of a currency, or its display code when unknown. */
export function currencySymbol(currencies: readonly Currency[], code: string): string {
  return findCurrency(currencies, code)?.symbol ?? code;
}

/** The code shown to users (UST -> USDT). */
export function displayCurrencyCode(currencies: readonly Currency[], code: string): string {
  return findCurrency(currencies, code)?.displayCode ?? code;
}

/** The most decimals shown for a currency: crypto its minor units, fiat the configured number format's. */
export function displayDecimals(currency: Currency | undefined, format: NumberFormat): number {
  return currency?.crypto ? currency.minorUnits : format.decimals;
}

/**
 * "-A$1,234.50": sign, symbol, then the formatted number. A crypto amount shows the decimals it has, from the number
 * format's (2) up to its minor units: "₮4,600.00" and "₮5,791.553484", "₿0.00153846", not "₮4,600.000000".
 */
export function formatMoney(amount: number | string, code: string, currencies: readonly Currency[], format: NumberFormat): string {
  const currency = findCurrency(currencies, code);
  const most = displayDecimals(currency, format);
  const text = formatNumber(amount, format, Math.min(most, Math.max(format.decimals, fractionDigits(amount))));
  const negative = text.startsWith('-');
  return `${negative ? '-' : ''}${currency?.symbol ?? code + ' '}${negative ? text.slice(1) : text}`;
}

/** Money held as an integer of minor units, formatted exactly. */
export function formatMinorMoney(minor: number | bigint, code: string, currencies: readonly Currency[], format: NumberFormat): string {
  const currency = findCurrency(currencies, code);
  return formatMoney(minorToDecimal(minor, currency?.minorUnits ?? 2), code, currencies, format);
}
