import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useCurrencyCode } from './money';

/** A decimal amount in a currency; the server checks it exactly (no rounding). */
export function AmountField(props: {
  label: string;
  currency?: string;
  value: string;
  onChange: (value: string) => void;
  helperText?: string;
  testId: string;
}) {
  const code = useCurrencyCode();
  return (
    <TextField
      fullWidth
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value.replace(',', '.').replace(/[^\d.]/g, ''))}
      helperText={props.helperText}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'data-testid': props.testId },
        input: props.currency ? { endAdornment: <InputAdornment position="end">{code(props.currency)}</InputAdornment> } : {},
      }}
    />
  );
}
