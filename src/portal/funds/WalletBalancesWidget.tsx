import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useConfig } from '../app/runtime';
import type { AccountView } from './fundsTypes';
import { CurrencyIcon, useCurrencyCode, useMoney } from './money';
import { useAccounts } from './useAccounts';

function Balances({ accounts, heading, testId }: { accounts: AccountView[]; heading: string; testId: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const code = useCurrencyCode();
  if (accounts.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid={testId}>
      <Typography variant="h3" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {accounts.map((a) => (
          <Stack
            component="li"
            key={a.number}
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            data-testid={`wallet-${code(a.currency)}`}
          >
            <CurrencyIcon currency={a.currency} />
            <Typography sx={{ fontWeight: 600, minWidth: 56 }}>{code(a.currency)}</Typography>
            <Typography sx={{ flexGrow: 1 }} data-testid={`wallet-balance-${code(a.currency)}`}>
              {money(a.balance, a.currency)}
            </Typography>
            <Button
              size="small"
              component={RouterLink}
              to={`/deposit?account=${a.number}`}
              aria-label={t('funds.wallet.depositInto', { currency: code(a.currency) })}
            >
              {t('funds.wallet.deposit')}
            </Button>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

/** The wallet: fiat balances, and crypto ones under the "Crypto Wallet" label; currency icons and symbols (UST shown as USDT). */
export default function WalletBalancesWidget() {
  const { t } = useTranslation();
  const config = useConfig();
  const { accounts } = useAccounts();
  const wallet = (accounts ?? []).filter((a) => a.kind === 'wallet');
  const isCrypto = (a: AccountView) => config.currencies.find((c) => c.code === a.currency)?.crypto === true;
  if (accounts && wallet.length === 0) {
    return (
      <Typography data-testid="wallet-none">
        {t('funds.wallet.none')} <RouterLink to="/accounts">{t('funds.wallet.openOne')}</RouterLink>
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      <Balances accounts={wallet.filter((a) => !isCrypto(a))} heading={t('funds.wallet.fiat')} testId="wallet-fiat" />
      <Balances accounts={wallet.filter(isCrypto)} heading={t(config.cryptoWalletLabelKey)} testId="wallet-crypto" />
    </Stack>
  );
}
