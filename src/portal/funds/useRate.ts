import { convertMinor, parseAmount } from '../../../engine/funds';
import { minorToDecimal } from '../../../engine/format';
import { useConfig } from '../app/runtime';
import { useApiQuery } from '../data';

/**
 * The rate between two currencies as the server applies it (transfer/currencyRate), and what an
 * amount becomes at it: computed by the engine exactly as the server will (rounded down).
 */
export function useRate(from: string | undefined, to: string | undefined, amount: string) {
  const config = useConfig();
  const differs = Boolean(from && to && from !== to);
  const { data } = useApiQuery<{ rate: string }>(differs ? { method: 'GET', base: 'payment', path: 'transfer/currencyRate', params: { from, to } } : undefined);
  const rate = differs ? data?.rate : '1';
  const parsed = from && amount ? parseAmount(amount, from, config.currencies) : undefined;
  const received =
    rate && from && to && parsed?.ok
      ? minorToDecimal(convertMinor(parsed.minor, from, to, rate, config.currencies), config.currencies.find((c) => c.code === to)?.minorUnits ?? 2)
      : undefined;
  return { rate, differs, received };
}
