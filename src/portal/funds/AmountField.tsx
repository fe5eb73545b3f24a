import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { decimalToMinor, findCurrency } from '../../../engine/format';
import { parseAmount } from '../../../engine/funds';
import { latinDigits } from '../../../engine/text';
import { useConfig } from '../app/runtime';
import { useCurrencyCode, useMoney } from './money';

/** A payment method's limits in the amount's currency (decimal text); a minimum the method does not check is left out. */
export interface AmountLimits {
  minimum?: string;
  maximum: string;
}

/**
 * What is wrong with a typed amount ("1,000", "-100", "1e3", zero, too many decimals, outside the payment method's
 * `limits` or more than the `available` balance of the account it leaves, when given), as a sentence, or undefined when
 * it reads (or nothing is typed yet). Forms send nothing while there is a problem. Limits and the balance are said in
 * the catalogue's text of the server's own refusals (AMOUNT_BELOW_MINIMUM, AMOUNT_ABOVE_MAXIMUM, INSUFFICIENT_BALANCE).
 */
export function useAmountProblem(text: string, currency: string | undefined, available?: string, limits?: AmountLimits): string | undefined {
  const { t } = useTranslation();
  const config = useConfig();
  const code = useCurrencyCode();
  const money = useMoney();
  if (!currency || text.trim() === '') return undefined;
  const parsed = parseAmount(text, currency, config.currencies);
  if (parsed.ok) {
    const units = findCurrency(config.currencies, currency)?.minorUnits ?? 2;
    const codes = config.errorCodes.serverCodes;
    // The method's limits, said as the server's refusals say them (the catalogue's text and the limit).
    if (limits?.minimum !== undefined && parsed.minor < decimalToMinor(limits.minimum, units))
      return `${t(`errorCode.${codes.AMOUNT_BELOW_MINIMUM}`)} ${t('funds.error.minimum', { amount: money(limits.minimum, currency) })}`;
    if (limits && parsed.minor > decimalToMinor(limits.maximum, units))
      return `${t(`errorCode.${codes.AMOUNT_ABOVE_MAXIMUM}`)} ${t('funds.error.maximum', { amount: money(limits.maximum, currency) })}`;
    return available !== undefined && parsed.minor > decimalToMinor(available, units) ? t(`errorCode.${codes.INSUFFICIENT_BALANCE}`) : undefined;
  }
  return parsed.reason === 'decimals'
    ? t('funds.amountProblem.decimals', { count: parsed.decimals, currency: code(currency) })
    : t(`funds.amountProblem.${parsed.reason}`);
}

/**
 * The one amount field: a decimal amount in a currency, shown as typed (only digits of another script, "١٠٠", are written 0-9) with
 * what is wrong with it; the server checks it exactly again (no rounding).
 */
export function AmountField(props: {
  label: string;
  currency: string;
  value: string;
  onChange: (value: string) => void;
  helperText?: string;
  /** The balance the amount leaves (decimal text): more than it is refused here, before anything is sent. */
  available?: string;
  /** The payment method's limits in the amount's currency: outside them is said here as it is typed. */
  limits?: AmountLimits;
  testId: string;
}) {
  const code = useCurrencyCode();
  const problem = useAmountProblem(props.value, props.currency, props.available, props.limits);
  return (
    <TextField
      fullWidth
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(latinDigits(e.target.value))}
      error={Boolean(problem)}
      helperText={problem ?? props.helperText}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'data-testid': props.testId, 'aria-invalid': Boolean(problem) },
        input: { endAdornment: <InputAdornment position="end">{code(props.currency)}</InputAdornment> },
        formHelperText: { role: problem ? 'alert' : undefined, ...({ 'data-testid': `${props.testId}-help` } as object) },
      }}
    />
  );
}
