import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AccountSelect } from './AccountSelect';
import { AmountField, useAmountProblem } from './AmountField';
import { FailureAlert } from './FailureAlert';
import { FormPaper } from './FormPaper';
import { fundsEvents, type TransferView } from './fundsTypes';
import { useCurrencyCode, useMoney, useRateText } from './money';
import { activeAccounts, useAccounts } from './useAccounts';
import { useRate } from './useRate';
import { useApiMutation } from '../data';

/** Converts between two wallet currencies at the rate shown (refused when it changed). */
function Convert() {
  const { t } = useTranslation();
  const money = useMoney();
  const rateText = useRateText();
  const code = useCurrencyCode();
  const { accounts } = useAccounts();
  const wallet = activeAccounts(accounts, 'wallet');
  const { watch, setValue } = useForm<{ from: string; to: string; amount: string }>({ defaultValues: { from: '', to: '', amount: '' } });
  const { from, to, amount } = watch();
  const {
    busy,
    error: failure,
    done,
    submit: send,
  } = useApiMutation<TransferView>({
    reloads: [fundsEvents.transfers, fundsEvents.accounts],
    onDone: () => setValue('amount', ''),
    input: { from, to, amount },
  });
  const source = wallet.find((a) => a.number === from);
  const target = wallet.find((a) => a.number === to && a.currency !== source?.currency);
  const { rate, received } = useRate(source?.currency, target?.currency, amount);
  const amountProblem = useAmountProblem(amount, source?.currency, source?.balance);

  const submit = () => send((token) => ({ method: 'POST', base: 'payment', path: 'wallet/convert', body: { token, from, to, amount, rate }, quiet: true }));

  return (
    <FormPaper>
      <Stack spacing={2}>
        {done && (
          <Alert severity="success" data-testid="convert-done">
            {t('funds.convert.done', { amount: money(done.amount, done.currency), received: money(done.toAmount, done.toCurrency), rate: rateText(done.rate) })}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <AccountSelect
            label={t('funds.convert.from')}
            accounts={wallet}
            value={source ? from : ''}
            onChange={(value) => setValue('from', value)}
            testId="convert-from"
          />
          <AccountSelect
            label={t('funds.convert.to')}
            accounts={wallet.filter((a) => a.currency !== source?.currency)}
            value={target ? to : ''}
            onChange={(value) => setValue('to', value)}
            testId="convert-to"
          />
        </Stack>
        {source && target && (
          <AmountField
            label={t('funds.amount')}
            currency={source.currency}
            value={amount}
            onChange={(value) => setValue('amount', value)}
            available={source.balance}
            testId="convert-amount"
          />
        )}
        {source && target && rate && (
          <Typography data-testid="convert-rate">
            {t('funds.rate', { from: code(source.currency), to: code(target.currency), rate: rateText(rate) })}
            {received && !amountProblem ? ` ${t('funds.convert.receives', { amount: money(received, target.currency) })}` : ''}
          </Typography>
        )}
        <FailureAlert failure={failure} />
        <Button
          variant="contained"
          disabled={!source || !target || !amount || Boolean(amountProblem) || !rate || busy}
          onClick={() => void submit()}
          data-testid="convert-submit"
        >
          {t('funds.convert.submit')}
        </Button>
      </Stack>
    </FormPaper>
  );
}

export default function WalletConvertWidget() {
  return <Convert />;
}
