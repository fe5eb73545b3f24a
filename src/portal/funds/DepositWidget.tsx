import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AccountSelect } from './AccountSelect';
import { AmountField, useAmountProblem } from './AmountField';
import { FailureAlert } from './FailureAlert';
import { FormPaper } from './FormPaper';
import { useCardLabel } from './cardLabel';
import { fundsEvents, type ChannelView, type DepositView, type PaymentInfoList } from './fundsTypes';
import { useMoney } from './money';
import { StatusChip } from './StatusChip';
import { activeAccounts, useAccounts } from './useAccounts';
import { useApiMutation, useApiQuery } from '../data';
import { linkInLanguage } from '../i18n/linkInLanguage';

// How to pay (copy buttons, QR codes) shows only once a bank or crypto deposit is applied for: its code loads when such a
// channel is chosen, not with the page.
const loadInstructions = () => import('./DepositInstructionsPanel');
const DepositInstructionsPanel = lazy(() => loadInstructions().then((module) => ({ default: module.DepositInstructionsPanel })));

/** After the provider sends the user back: what became of the deposit. */
function DepositResult({ id }: { id: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { data } = useApiQuery<DepositView[]>({ method: 'POST', base: 'payment', path: 'deposit/history', body: {} }, { reloadOn: [fundsEvents.deposits] });
  const deposit = data?.find((d) => d.id === id);
  if (!deposit) return null;
  const severity = deposit.statusName === 'success' ? 'success' : deposit.statusName === 'paymentFailed' ? 'error' : 'info';
  return (
    <Alert severity={severity} data-testid="deposit-result" sx={{ alignItems: 'center' }}>
      {t('funds.deposit.result', { id: deposit.id, amount: money(deposit.amount, deposit.currency), account: deposit.account })}{' '}
      <StatusChip labelKey={deposit.statusLabelKey} name={deposit.statusName} />
    </Alert>
  );
}

/**
 * A deposit: an approved account, a channel for its currency and the user's country, an amount
 * within the channel's limits; then the provider's page, which sends the user back here.
 */
function DepositForm() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [params] = useSearchParams();
  const { accounts } = useAccounts();
  const candidates = activeAccounts(accounts);
  const { watch, setValue } = useForm<{ account: string; channel: string; amount: string; card: string }>({
    defaultValues: { account: params.get('account') ?? '', channel: '', amount: '', card: '' },
  });
  const { account, channel, amount, card } = watch();
  // Busy until the provider's page opens, so the deposit is not asked twice.
  const [leaving, setLeaving] = useState(false);
  const [instructed, setInstructed] = useState<DepositView>();
  const applying = useApiMutation<DepositView>({
    input: { account, channel, amount, card },
    // The deposit applied for (unpaid until the bank or the chain says otherwise) joins the history under the form at once.
    reloads: [fundsEvents.deposits],
    onDone: (deposit) => {
      if (instructs) return setInstructed(deposit);
      if (!deposit.payUrl) return;
      setLeaving(true);
      window.location.assign(linkInLanguage(deposit.payUrl, i18n.language));
    },
  });
  const chosen = candidates.find((a) => a.number === account);
  const { data: channels } = useApiQuery<ChannelView[]>(chosen ? { method: 'GET', base: 'payment', path: 'deposit/channels', params: { account } } : undefined);
  const offer = channels?.find((c) => c.id === channel);
  // Bank transfers and crypto first show how to pay (details, reference, address), then the provider's page.
  const instructs = offer?.destination === 'bank' || offer?.destination === 'crypto';
  useEffect(() => {
    if (instructs) void loadInstructions().catch(() => undefined); // a failed load fails again, visibly, when the panel renders
  }, [instructs]);
  // A card channel pays with a saved card (the card withdrawals go back to) or one entered on the provider's page.
  const byCard = offer?.destination === 'card';
  const { data: saved } = useApiQuery<PaymentInfoList>(
    byCard ? { method: 'POST', base: 'payment', path: 'payment/info/getPaymentInfoList', body: {} } : undefined,
    { reloadOn: [fundsEvents.destinations] },
  );
  const cards = useMemo(() => (byCard ? (saved?.cards ?? []) : []), [byCard, saved]);
  const cardLabel = useCardLabel();
  useEffect(() => {
    if (card && !cards.some((c) => String(c.id) === card)) setValue('card', '');
  }, [cards, card, setValue]);
  // The method's limits are in the account's currency (ChannelView): the field says at once when the amount is outside
  // them; the server's refusal of a submit says it again (the button stays for it).
  const limits = offer ? { minimum: offer.minimum, maximum: offer.maximum } : undefined;
  const amountProblem = useAmountProblem(amount, chosen?.currency);
  useEffect(() => {
    if (channels && !channels.some((c) => c.id === channel)) setValue('channel', channels.find((c) => c.recommended)?.id ?? channels[0]?.id ?? '');
  }, [channels, channel, setValue]);

  if (instructed)
    return (
      <FormPaper>
        <Suspense fallback={<CircularProgress size={24} aria-label={t('common.loading')} />}>
          <DepositInstructionsPanel deposit={instructed} />
        </Suspense>
      </FormPaper>
    );

  const submit = () => {
    const path = chosen?.kind === 'wallet' ? 'wallet/deposit' : 'deposit/apply';
    const cardId = card ? { cardId: Number(card) } : {};
    return applying.submit((token) => ({ method: 'POST', base: 'payment', path, body: { token, account, channel, amount, ...cardId }, quiet: true }));
  };

  return (
    <FormPaper>
      <Stack spacing={2}>
        <AccountSelect
          label={t('funds.deposit.account')}
          accounts={candidates}
          value={chosen ? account : ''}
          onChange={(n) => (setValue('account', n), setValue('channel', ''))}
          testId="deposit-account"
        />
        {chosen && (
          <TextField
            select
            label={t('funds.channel.label')}
            value={offer ? channel : ''}
            onChange={(e) => setValue('channel', e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'deposit-channel' } }}
          >
            {(channels ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {t(c.labelKey)}
                {c.recommended ? ` · ${t('funds.channel.recommended')}` : ''}
              </MenuItem>
            ))}
          </TextField>
        )}
        {cards.length > 0 && (
          <TextField
            select
            label={t('funds.deposit.card')}
            value={card}
            onChange={(e) => setValue('card', e.target.value)}
            helperText={t('funds.deposit.cardHelp')}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'deposit-card' } }}
          >
            <MenuItem value="">{t('funds.deposit.newCard')}</MenuItem>
            {cards.map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {cardLabel(c)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {chosen && offer && (
          <AmountField
            label={t('funds.amount')}
            currency={chosen.currency}
            value={amount}
            onChange={(value) => setValue('amount', value)}
            helperText={t('funds.limits', { minimum: money(offer.minimum, offer.currency), maximum: money(offer.maximum, offer.currency) })}
            {...(limits ? { limits } : {})}
            testId="deposit-amount"
          />
        )}
        <FailureAlert failure={applying.error} />
        <Button
          variant="contained"
          disabled={!chosen || !offer || !amount || Boolean(amountProblem) || applying.busy || leaving}
          onClick={() => void submit()}
          data-testid="deposit-submit"
        >
          {t('funds.deposit.submit')}
        </Button>
      </Stack>
    </FormPaper>
  );
}

export default function DepositWidget() {
  const [params] = useSearchParams();
  const returned = Number(params.get('deposit'));
  return (
    <Stack spacing={2}>
      {returned > 0 && <DepositResult id={returned} />}
      <DepositForm />
    </Stack>
  );
}
