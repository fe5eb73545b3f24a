import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { directedPair, displayCurrencyCode, formatDateTime, formatMoney, formatRate, isolatedNumber } from '../../../engine/format';
import { useConfig } from '../app/runtime';

/** Formats decimal text of a currency with its symbol and the configured number format ("$1,234.50", "₿0.00100000"), kept left to right in a right-to-left page. */
export function useMoney(): (amount: string, currency: string) => string {
  const config = useConfig();
  const { direction } = useTheme();
  return (amount, currency) => isolatedNumber(formatMoney(amount, currency, config.currencies, config.constants.numberFormat), direction);
}

/** "From → to" (accounts, amounts), its arrow pointing at the target also right to left. */
export function usePair(): (from: string, to: string) => string {
  const { direction } = useTheme();
  return (from, to) => directedPair(from, to, direction);
}

/** A conversion rate as people read it (at most constants numberFormat.rateDecimals decimals): never 12 decimals. */
export function useRateText(): (rate: string) => string {
  const config = useConfig();
  return (rate) => formatRate(rate, config.constants.numberFormat);
}

/** The code users see (UST is shown as USDT). */
export function useCurrencyCode(): (currency: string) => string {
  const config = useConfig();
  return (currency) => displayCurrencyCode(config.currencies, currency);
}

/** A currency's icon (its own, or the default icon); decorative, the code is always written next to it. */
export function CurrencyIcon({ currency, size = 24 }: { currency: string; size?: number }) {
  const config = useConfig();
  const icon = config.currencies.find((c) => c.code === currency)?.iconName ?? 'defaultCurrency';
  return <Box component="img" src={`/images/currencies/${icon}.svg`} alt="" width={size} height={size} sx={{ flexShrink: 0 }} data-icon={icon} />;
}

/** Dates and times in the configured pattern (DD/MM/YYYY HH:mm:ss). */
export function useDateTime(): (iso: string) => string {
  const config = useConfig();
  return (iso) => formatDateTime(iso, config.constants.dateFormat);
}
