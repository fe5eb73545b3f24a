import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { AccountView } from './fundsTypes';
import { useCurrencyCode, useMoney } from './money';

/** Chooses one of the user's accounts, each shown with its number, platform or wallet, and balance. */
export function AccountSelect(props: {
  label: string;
  accounts: readonly AccountView[];
  value: string;
  onChange: (number: string) => void;
  testId: string;
  exclude?: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const code = useCurrencyCode();
  return (
    <TextField
      select
      fullWidth
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      slotProps={{ htmlInput: { 'data-testid': props.testId } }}
    >
      {props.accounts
        .filter((a) => a.number !== props.exclude)
        .map((a) => (
          <MenuItem key={a.number} value={a.number}>
            {`${a.number} · ${a.kind === 'wallet' ? t('funds.wallet.account', { currency: code(a.currency) }) : `${t(`platform.${a.platform}`)} ${a.accountTypeName ?? ''}`} · ${money(a.balance, a.currency)}`}
          </MenuItem>
        ))}
    </TextField>
  );
}
