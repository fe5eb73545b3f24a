export { formatNumber, formatRate, fractionDigits, minorToDecimal, decimalToMinor, type NumberFormat } from './numbers';
export { formatDate, formatDateTime, withoutYear } from './dates';
export { findCurrency, currencySymbol, displayCurrencyCode, displayDecimals, formatMoney, formatMinorMoney } from './currency';
export { localeFormats, monthName, shownFormats } from './localeFormats';
export { directedPair, isolatedNumber, isolatedText, type TextDirection } from './bidi';
