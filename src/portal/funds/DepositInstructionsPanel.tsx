import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../components/CopyButton';
import { QrCode } from '../components/QrCode';
import { useApiQuery } from '../data';
import type { DepositInstructions, DepositView } from './fundsTypes';
import { useMoney } from './money';
import { linkInLanguage } from '../i18n/linkInLanguage';

/** A detail to copy: its label beside it, or above it on a phone, so a long address keeps the whole width to wrap in. */
function Line({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: '140px minmax(0, 1fr) auto' }, columnGap: 1, alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
        {label}
      </Typography>
      <Typography variant="body2" data-testid={testId} sx={{ fontFamily: 'monospace', wordBreak: 'break-all', minWidth: 0 }}>
        {value}
      </Typography>
      <CopyButton text={value} label={label} />
    </Box>
  );
}

/** How to pay a bank-transfer or crypto deposit: the house bank details and the reference, or the address of each network with its QR code. */
export function DepositInstructionsPanel({ deposit }: { deposit: DepositView }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { data } = useApiQuery<DepositInstructions>({
    method: 'POST',
    base: 'payment',
    path: 'deposit/instructions',
    params: { depositId: deposit.id },
    body: {},
  });
  if (!data) return null;
  return (
    <Stack spacing={2} data-testid="deposit-instructions">
      <Alert severity="info">{t('funds.instructions.intro', { amount: money(deposit.amount, deposit.currency) })}</Alert>
      {data.bank && (
        <Stack spacing={1}>
          <Line label={t('funds.instructions.beneficiary')} value={data.bank.beneficiary} testId="instructions-beneficiary" />
          <Line label={t('funds.instructions.bankName')} value={data.bank.bankName} testId="instructions-bank" />
          <Line label={t('funds.instructions.accountNumber')} value={data.bank.accountNumber} testId="instructions-account" />
          <Line label={t('funds.instructions.swift')} value={data.bank.swift} testId="instructions-swift" />
        </Stack>
      )}
      <Line label={t('funds.instructions.reference')} value={data.reference} testId="instructions-reference" />
      {data.addresses.map((a) => (
        <Stack key={a.network} spacing={1} data-testid={`instructions-address-${a.network}`}>
          <Typography variant="subtitle2">{t('funds.instructions.sendOn', { asset: a.asset, network: t(a.labelKey) })}</Typography>
          <Line label={t('funds.instructions.address')} value={a.address} testId={`instructions-address-text-${a.network}`} />
          <QrCode value={a.address} label={t('funds.instructions.qrAlt', { network: t(a.labelKey) })} testId="deposit-qr" />
        </Stack>
      ))}
      {deposit.payUrl && (
        <Box>
          <Button variant="outlined" href={linkInLanguage(deposit.payUrl, i18n.language)} data-testid="instructions-continue">
            {t('funds.instructions.continue')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
