import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { convertMinor, parseAmount } from '../../../engine/funds';
import { minorToDecimal } from '../../../engine/format';
import { useConfig } from '../app/runtime';
import { AccountSelect } from './AccountSelect';
import { AmountField, useAmountProblem } from './AmountField';
import { FailureAlert } from './FailureAlert';
import { FormPaper } from './FormPaper';
import { useCardLabel } from './cardLabel';
import { fundsEvents, type CardView, type ChannelView, type PaymentInfoList, type WithdrawalView } from './fundsTypes';
import { useCurrencyCode, useMoney, useRateText } from './money';
import { activeAccounts, useAccounts } from './useAccounts';
import { useApiMutation, useApiQuery } from '../data';

interface Limit {
  currency: string;
  channelCurrency: string;
  minimum: string;
  maximum: string;
  minimumChecked: boolean;
  rate: string;
}

/**
 * A withdrawal from a trading account or the wallet: the channels in the server's order (pcs
 * v2/sort-info, its long time-out from config), their limits (the minimum only where the regulator
 * checks it), the payout at the shown rate when the channel pays in another currency. The server asks
 * for the step-up factors; the API client shows the dialog and sends the request again.
 */
/** The verified destinations a channel may pay to (null: the channel needs none): of the cards, those the channel pays back to. */
function destinationOptions(saved: PaymentInfoList | undefined, channel: ChannelView | undefined, cardLabel: (card: CardView) => string) {
  const kind = channel?.destination;
  if (!saved || !kind) return null;
  const options =
    kind === 'bank'
      ? saved.bankAccounts.filter((b) => b.status === 'verified').map((b) => ({ id: b.id, label: `${b.bankName} ${b.accountNumber}` }))
      : kind === 'crypto'
        ? saved.cryptoAddresses
            .filter((c) => c.status === 'verified' && c.asset === channel.channelCurrency)
            .map((c) => ({ id: c.id, label: `${c.asset} · ${c.network} · ${c.address}` }))
        : saved.cards.filter((c) => !channel.toDepositCard || c.depositChannels.includes(channel.id)).map((c) => ({ id: c.id, label: cardLabel(c) }));
  return { kind, options };
}

function Form({ source }: { source: 'trading' | 'wallet' }) {
  const { t } = useTranslation();
  const config = useConfig();
  const money = useMoney();
  const rateText = useRateText();
  const code = useCurrencyCode();
  const { accounts } = useAccounts();
  const candidates = activeAccounts(accounts, source);
  const { watch, setValue } = useForm<{ account: string; channel: string; amount: string; destination: string }>({
    defaultValues: { account: '', channel: '', amount: '', destination: '' },
  });
  const { account, channel, amount, destination } = watch();
  const {
    busy,
    error: failure,
    done,
    submit: send,
  } = useApiMutation<WithdrawalView>({
    reloads: [fundsEvents.withdrawals],
    onDone: () => setValue('amount', ''),
    input: { account, channel, amount, destination },
  });
  const { data: blacklist } = useApiQuery<{ blacklisted: boolean; reason: string | null }>({
    method: 'GET',
    base: 'payment',
    path: 'withdrawal/queryBlacklist',
  });
  const chosen = candidates.find((a) => a.number === account);
  const { data: sorted } = useApiQuery<{ id: string; labelKey: string; recommended: boolean }[]>(
    chosen ? { method: 'POST', base: 'payment', path: 'pcs/v2/sort-info', body: { account } } : undefined,
  );
  const { data: info } = useApiQuery<ChannelView[]>(chosen ? { method: 'POST', base: 'payment', path: 'pcs/channel-info', body: { account } } : undefined);
  const { data: saved } = useApiQuery<PaymentInfoList>(
    { method: 'POST', base: 'payment', path: 'payment/info/getPaymentInfoList', body: {} },
    { reloadOn: [fundsEvents.destinations] },
  );
  const cardLabel = useCardLabel();
  const destinations = destinationOptions(
    saved,
    info?.find((c) => c.id === channel),
    cardLabel,
  );
  const { data: limit } = useApiQuery<Limit>(
    chosen && channel ? { method: 'POST', base: 'payment', path: 'pcs/currency-limit', body: { account, channel } } : undefined,
  );
  // The method's limits when they are in the account's currency (the minimum where the regulator checks it): the field
  // says at once when the amount is outside them; the server's refusal of a submit says it again.
  const amountLimits =
    limit && chosen && limit.currency === chosen.currency ? { ...(limit.minimumChecked ? { minimum: limit.minimum } : {}), maximum: limit.maximum } : undefined;
  const amountProblem = useAmountProblem(amount, chosen?.currency, chosen?.balance);
  useEffect(() => {
    if (sorted && !sorted.some((c) => c.id === channel)) setValue('channel', sorted[0]?.id ?? '');
  }, [sorted, channel, setValue]);
  useEffect(() => {
    if (destinations && !destinations.options.some((o) => String(o.id) === destination))
      setValue('destination', destinations.options[0] ? String(destinations.options[0].id) : '');
  }, [destinations, destination, setValue]);

  if (blacklist?.blacklisted)
    return (
      <Alert severity="warning" data-testid="withdraw-blacklisted">
        {t('funds.withdraw.blacklisted', { reason: blacklist.reason ?? '' })}
      </Alert>
    );

  const converts = limit && chosen && limit.channelCurrency !== chosen.currency && limit.currency === chosen.currency;
  const parsed = chosen && amount ? parseAmount(amount, chosen.currency, config.currencies) : undefined;
  const payout =
    converts && parsed?.ok
      ? minorToDecimal(
          convertMinor(parsed.minor, chosen.currency, limit.channelCurrency, limit.rate, config.currencies),
          config.currencies.find((c) => c.code === limit.channelCurrency)?.minorUnits ?? 2,
        )
      : undefined;

  const submit = () =>
    send((token) => {
      const path = source === 'wallet' ? 'wallet/withdraw' : 'withdrawal/applyWithdrawal';
      const body = {
        token,
        account,
        channel,
        amount,
        ...(converts ? { rate: limit.rate } : {}),
        ...(destination ? { destinationId: Number(destination) } : {}),
      };
      return { method: 'POST', base: 'payment', path, body, quiet: true };
    });

  return (
    <FormPaper>
      <Stack spacing={2}>
        {done && (
          <Alert severity="success" data-testid="withdraw-done">
            {t('funds.withdraw.done', { id: done.id, amount: money(done.amount, done.currency) })}
          </Alert>
        )}
        <AccountSelect
          label={t('funds.withdraw.account')}
          accounts={candidates}
          value={chosen ? account : ''}
          onChange={(n) => (setValue('account', n), setValue('channel', ''))}
          testId={`${source}-withdraw-account`}
        />
        {chosen && (
          <TextField
            select
            label={t('funds.channel.label')}
            value={sorted?.some((c) => c.id === channel) ? channel : ''}
            onChange={(e) => setValue('channel', e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': `${source}-withdraw-channel` } }}
          >
            {(sorted ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {t(c.labelKey)}
                {c.recommended ? ` · ${t('funds.channel.recommended')}` : ''}
                {info?.find((i) => i.id === c.id)?.channelCurrency !== chosen.currency
                  ? ` · ${t('funds.withdraw.paidIn', { currency: code(info?.find((i) => i.id === c.id)?.channelCurrency ?? '') })}`
                  : ''}
              </MenuItem>
            ))}
          </TextField>
        )}
        {destinations && destinations.options.length === 0 && (
          <Alert
            severity="warning"
            data-testid={`${source}-withdraw-no-destination`}
            action={
              <Button component={Link} to="/payment-methods" size="small">
                {t('funds.destinations.manage')}
              </Button>
            }
          >
            {t(`funds.withdraw.noDestination.${destinations.kind}`)}
          </Alert>
        )}
        {destinations && destinations.options.length > 0 && (
          <TextField
            select
            label={t('funds.withdraw.destination')}
            value={destination}
            onChange={(e) => setValue('destination', e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': `${source}-withdraw-destination` } }}
          >
            {destinations.options.map((o) => (
              <MenuItem key={o.id} value={String(o.id)}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        )}
        {chosen && limit && (
          <AmountField
            label={t('funds.amount')}
            currency={chosen.currency}
            value={amount}
            onChange={(value) => setValue('amount', value)}
            helperText={
              limit.minimumChecked
                ? t('funds.limits', { minimum: money(limit.minimum, limit.currency), maximum: money(limit.maximum, limit.currency) })
                : t('funds.limitMax', { maximum: money(limit.maximum, limit.currency) })
            }
            available={chosen.balance}
            {...(amountLimits ? { limits: amountLimits } : {})}
            testId={`${source}-withdraw-amount`}
          />
        )}
        {converts && (
          <Typography data-testid={`${source}-withdraw-rate`}>
            {t('funds.rate', { from: code(chosen.currency), to: code(limit.channelCurrency), rate: rateText(limit.rate) })}
            {payout && !amountProblem ? ` ${t('funds.withdraw.payout', { amount: money(payout, limit.channelCurrency) })}` : ''}
          </Typography>
        )}
        <FailureAlert failure={failure} />
        <Button
          variant="contained"
          disabled={!chosen || !limit || !amount || Boolean(amountProblem) || busy}
          onClick={() => void submit()}
          data-testid={`${source}-withdraw-submit`}
        >
          {t('funds.withdraw.submit')}
        </Button>
      </Stack>
    </FormPaper>
  );
}

export function WithdrawForm({ source }: { source: 'trading' | 'wallet' }) {
  return <Form source={source} />;
}
