import type { PortalConfig } from '../../../engine/config';
import { decimalToMinor, formatMinorMoney } from '../../../engine/format';
import { ApiError } from '../http/apiError';

/** An amount of minor units as the user reads it ("$1,234.50"). */
export function moneyText(config: PortalConfig, minor: number, currency: string): string {
  return formatMinorMoney(minor, currency, config.currencies, config.constants.numberFormat);
}

/**
 * A decimal amount of a rebate movement as minor units, within the programme's limits for the
 * area; otherwise AMOUNT_OUT_OF_RANGE naming the limits (more decimals than the currency has included).
 */
export function rebateAmountMinor(config: PortalConfig, amount: number, limits: { minAmount: number; maxAmount: number }): number {
  const currency = config.ibProgram.rebateCurrency;
  const minorUnits = config.currencies.find((c) => c.code === currency)?.minorUnits ?? 2;
  const refuse = () => {
    const minimum = moneyText(config, Number(decimalToMinor(limits.minAmount, minorUnits)), currency);
    const maximum = moneyText(config, Number(decimalToMinor(limits.maxAmount, minorUnits)), currency);
    return new ApiError('AMOUNT_OUT_OF_RANGE', 400, `Enter an amount from ${minimum} to ${maximum}, with at most ${minorUnits} decimals.`, {
      minimum,
      maximum,
    });
  };
  let minor: number;
  try {
    minor = Number(decimalToMinor(amount, minorUnits));
  } catch {
    throw refuse();
  }
  if (minor < Number(decimalToMinor(limits.minAmount, minorUnits)) || minor > Number(decimalToMinor(limits.maxAmount, minorUnits))) throw refuse();
  return minor;
}
