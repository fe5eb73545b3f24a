import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CopyProviderView, CopyTradingInfoView } from '../../../engine/api';
import { useApiMutation } from '../data';
import { FailureAlert } from '../funds/FailureAlert';

interface Values {
  account: string;
  name: string;
  strategy: string;
  riskScore: string;
  feePercent: string;
}

/** Become a signal provider from a live account: public name, strategy, risk score and fee (largest fee from config). */
export function ApplyProvider({ info, onApplied }: { info: CopyTradingInfoView; onApplied: () => void }) {
  const { t } = useTranslation();
  const { watch, setValue, handleSubmit } = useForm<Values>({
    defaultValues: { account: info.providerAccounts[0] ?? '', name: '', strategy: '', riskScore: '5', feePercent: '20' },
  });
  const values = watch();
  const apply = useApiMutation<CopyProviderView>({ input: values });
  const field = (name: keyof Values, testId: string) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValue(name, e.target.value),
    slotProps: { htmlInput: { 'data-testid': testId } },
  });
  if (info.isProvider) return <Alert severity="success">{t('copyTrading.apply.done')}</Alert>;
  if (info.providerAccounts.length === 0) return null;
  const submit = handleSubmit((v) =>
    apply.submit(
      {
        method: 'POST',
        base: 'cp',
        path: 'copyTrading/provider/apply',
        body: { ...v, riskScore: Number(v.riskScore), feePercent: Number(v.feePercent) },
        quiet: true,
      },
      onApplied,
    ),
  );
  return (
    <Paper variant="outlined" component="form" onSubmit={(e) => void submit(e)} aria-labelledby="apply-provider-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        <Typography variant="h2" id="apply-provider-title">
          {t('copyTrading.apply.title')}
        </Typography>
        <FailureAlert failure={apply.error} testId="apply-error" />
        <TextField select label={t('copyTrading.apply.account')} {...field('account', 'apply-account')}>
          {info.providerAccounts.map((a) => (
            <MenuItem key={a} value={a}>
              {a}
            </MenuItem>
          ))}
        </TextField>
        <TextField label={t('copyTrading.apply.name')} {...field('name', 'apply-name')} />
        <TextField label={t('copyTrading.apply.strategy')} multiline minRows={2} {...field('strategy', 'apply-strategy')} />
        <TextField label={t('copyTrading.apply.risk')} {...field('riskScore', 'apply-risk')} />
        <TextField label={t('copyTrading.apply.fee')} helperText={`≤ ${info.maxFeePercent}%`} {...field('feePercent', 'apply-fee')} />
        <Button type="submit" variant="contained" disabled={apply.busy || !values.name || !values.strategy} data-testid="apply-submit">
          {t('copyTrading.apply.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
