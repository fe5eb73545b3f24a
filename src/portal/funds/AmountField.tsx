import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { decimalToMinor, findCurrency } from '../../../engine/format';
import { parseAmount } from '../../../engine/funds';
import { latinDigits } from '../../../engine/text';
import { useConfig } from '../app/runtime';
import { useCurrencyCode } from './money';

/**
 * What is wrong with a typed amount ("1,000", "-100", "1e3", zero, too many decimals, more than the
 * `available` balance of the account it leaves, when given), as a sentence, or undefined when it reads
 * (or nothing is typed yet). Forms send nothing while there is a problem. An amount over the balance
 * reads the catalogue's text of the server's own refusal (INSUFFICIENT_BALANCE).
 */
export function useAmountProblem(text: string, currency: string | undefined, available?: string): string | undefined {
  const { t } = useTranslation();
  const config = useConfig();
  const code = useCurrencyCode();
  if (!currency || text.trim() === '') return undefined;
  const parsed = parseAmount(text, currency, config.currencies);
  if (parsed.ok) {
    const units = findCurrency(config.currencies, currency)?.minorUnits ?? 2;
    return available !== undefined && parsed.minor > decimalToMinor(available, units)
      ? t(`errorCode.${config.errorCodes.serverCodes.INSUFFICIENT_BALANCE}`)
      : undefined;
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
  testId: string;
}) {
  const code = useCurrencyCode();
  const problem = useAmountProblem(props.value, props.currency, props.available);
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
