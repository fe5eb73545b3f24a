import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { AccountView } from './fundsTypes';
import { useCurrencyCode, useMoney } from './money';

/**
 * Chooses one of the user's accounts, each shown with its number, platform or wallet, and balance. The chosen
 * account and the options wrap instead of being cut: on a phone (below md, the portal's phone layout) the balance
 * stands on a line of its own under the account, where a single line cut it off at 375 px; wider, it stays on one line.
 */
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
            <span>
              {`${a.number} · ${a.kind === 'wallet' ? t('funds.wallet.account', { currency: code(a.currency) }) : `${t(`platform.${a.platform}`)} ${a.accountTypeName ?? ''}`}`}{' '}
              {/* An amount never breaks inside itself, and its separator goes with it (never left at a line's end). */}
              <Box component="span" sx={{ display: { xs: 'block', md: 'inline' }, whiteSpace: 'nowrap' }}>
                <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
                  {'· '}
                </Box>
                {money(a.balance, a.currency)}
              </Box>
            </span>
          </MenuItem>
        ))}
    </TextField>
  );
}
