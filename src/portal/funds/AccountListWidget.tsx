import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { lookupEnum } from '../../../engine/catalog';
import { useConfig } from '../app/runtime';
import type { AccountView } from './fundsTypes';
import { HistoryTable } from './HistoryTable';
import { CurrencyIcon, useCurrencyCode, useMoney } from './money';
import { StatusChip } from './StatusChip';
import { useAccounts } from './useAccounts';

/** The account list: trading accounts (live and demo) and wallet accounts, balances, audit status; the main account's audit word. */
export default function AccountListWidget() {
  const { t } = useTranslation();
  const config = useConfig();
  const money = useMoney();
  const code = useCurrencyCode();
  const { accounts, mainAccountAudit, error } = useAccounts();
  const mainWord = lookupEnum(config.enumerations, 'mainAccountAudit', mainAccountAudit);
  if (error) return <Alert severity="error">{t('funds.loadFailed')}</Alert>;
  return (
    <Stack spacing={2}>
      {mainWord?.labelKey && (
        <Typography data-testid="main-account-audit">
          {t('accounts.list.mainAudit')} <StatusChip labelKey={mainWord.labelKey} name={mainWord.name === 'completed' ? 'success' : mainWord.name} />
        </Typography>
      )}
      <HistoryTable<AccountView>
        rows={accounts}
        rowKey={(a) => a.number}
        label={t('accounts.list.title')}
        testId="account-list"
        columns={[
          { key: 'number', label: t('accounts.list.number'), render: (a) => <strong>{a.number}</strong> },
          {
            key: 'type',
            label: t('accounts.list.type'),
            render: (a) =>
              a.kind === 'wallet'
                ? t('funds.wallet.account', { currency: code(a.currency) })
                : `${t(`platform.${a.platform}`)} · ${a.accountTypeName ?? ''}${a.isDemo ? ` · ${t('accounts.list.demo')}` : ''}${a.isMain ? ` · ${t('accounts.list.main')}` : ''}`,
          },
          {
            key: 'balance',
            label: t('accounts.list.balance'),
            render: (a) => (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <CurrencyIcon currency={a.currency} size={20} />
                <span>{`${money(a.balance, a.currency)} ${code(a.currency)}`}</span>
              </Stack>
            ),
          },
          {
            key: 'status',
            label: t('accounts.list.status'),
            // A refused account says why (staff's reason), so the client knows what to fix.
            render: (a) => (
              <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                <StatusChip labelKey={a.auditLabelKey} name={a.auditName} testId={`audit-${a.number}`} />
                {a.auditReason && (
                  <Typography variant="body2" color="text.secondary" data-testid={`audit-reason-${a.number}`}>
                    {t('accounts.list.auditReason', { reason: a.auditReason })}
                  </Typography>
                )}
              </Stack>
            ),
          },
        ]}
      />
    </Stack>
  );
}
