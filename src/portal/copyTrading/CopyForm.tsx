import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CopyProviderView, CopySubscriptionView, CopyTradingInfoView } from '../../../engine/api';
import { useApiMutation } from '../data';
import { FailureAlert } from '../funds/FailureAlert';
import { useMoney } from '../funds/money';

type Mode = CopyTradingInfoView['allocationModes'][number];
interface Values {
  account: string;
  mode: Mode;
  value: string;
  stopLossPercent: string;
  maxLot: string;
}

/** Start copying a provider: the copy-trading account, the allocation mode and the risk limits (ranges from config). */
export function CopyForm({ provider, info, onStarted }: { provider: CopyProviderView; info: CopyTradingInfoView; onStarted: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { watch, setValue, handleSubmit } = useForm<Values>({
    defaultValues: {
      account: info.copyAccounts[0]?.number ?? '',
      mode: info.allocationModes[0],
      value: '',
      stopLossPercent: String(info.stopLossPercent.default),
      maxLot: info.maxLot.default,
    },
  });
  const values = watch();
  const start = useApiMutation<CopySubscriptionView>({ input: values });
  const mode = values.mode;
  const field = (name: keyof Values, testId: string) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValue(name, e.target.value as never),
    slotProps: { htmlInput: { 'data-testid': testId } },
  });
  if (info.copyAccounts.length === 0) return <Typography data-testid="copy-no-account">{t('copyTrading.copy.noAccount')}</Typography>;
  const submit = handleSubmit((v) =>
    start.submit(
      {
        method: 'POST',
        base: 'cp',
        path: 'copyTrading/copy/start',
        body: {
          provider: provider.id,
          account: v.account,
          mode: v.mode,
          ...(v.mode === 'equityRatio' ? {} : { value: v.value }),
          stopLossPercent: Number(v.stopLossPercent),
          maxLot: v.maxLot,
        },
        quiet: true,
      },
      onStarted,
    ),
  );
  return (
    <Paper
      variant="outlined"
      component="form"
      onSubmit={(e) => void submit(e)}
      sx={{ p: { xs: 2, md: 3 } }}
      aria-label={t('copyTrading.copy.title')}
      data-testid="copy-form"
    >
      <Stack spacing={2}>
        <Typography variant="h3">{`${t('copyTrading.copy.title')}: ${provider.name}`}</Typography>
        <FailureAlert failure={start.error} testId="copy-error" />
        <TextField select label={t('copyTrading.copy.account')} {...field('account', 'copy-account')}>
          {info.copyAccounts.map((a) => (
            <MenuItem key={a.number} value={a.number}>{`${a.number} · ${money(a.balance, a.currency)}`}</MenuItem>
          ))}
        </TextField>
        <TextField select label={t('copyTrading.copy.mode')} {...field('mode', 'copy-mode')}>
          {info.allocationModes.map((m) => (
            <MenuItem key={m} value={m} data-testid={`copy-mode-${m}`}>
              {t(`copyTrading.mode.${m}`)}
            </MenuItem>
          ))}
        </TextField>
        {mode !== 'equityRatio' && (
          <TextField label={t(mode === 'fixedRatio' ? 'copyTrading.copy.ratio' : 'copyTrading.copy.lot')} {...field('value', 'copy-value')} />
        )}
        <TextField label={t('copyTrading.copy.stopLoss')} {...field('stopLossPercent', 'copy-stop-loss')} />
        <TextField label={t('copyTrading.copy.maxLot')} {...field('maxLot', 'copy-max-lot')} />
        <Button type="submit" variant="contained" disabled={start.busy} data-testid="copy-start">
          {t('copyTrading.copy.start')}
        </Button>
      </Stack>
    </Paper>
  );
}
