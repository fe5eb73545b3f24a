import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PortalConfig } from '../../../engine/config';
import { decimalToMinor, findCurrency, minorToDecimal } from '../../../engine/format';
import { baseAmountIn } from '../../../engine/funds';
import { evaluate } from '../../../engine/predicates';
import { useConfig, useRuntime } from '../app/runtime';
import { AccountSelect } from './AccountSelect';
import { AmountField, useAmountProblem } from './AmountField';
import { FailureAlert } from './FailureAlert';
import { FormPaper } from './FormPaper';
import { fundsEvents, type AccountView, type TransferView } from './fundsTypes';
import { useCurrencyCode, useMoney, useRateText } from './money';
import { useApiDownload, useApiMutation, useApiQuery } from '../data';
import { useRate } from './useRate';

type Kind = 'own' | 'others' | 'subIb';
interface Eligibility {
  eligible: boolean;
  message?: string;
  fromCurrency: string | null;
  toCurrency: string | null;
  /** Another client's account: whose it is, masked, shown before the transfer is confirmed. */
  recipientName?: string | null;
}
interface SubIb {
  name: string;
  email: string;
  accounts: { number: string; currency: string }[];
}

/**
 * Transfers: between own accounts, to another client's account, to a sub-IB (introducing brokers);
 * the server's eligibility answer before sending, the rate shown when the currencies differ (and the
 * transfer refused if it changed), the batch template to download.
 */
/**
 * The most a transfer from the account can move, in its own currency: its balance, or the transfer maximum (config
 * funds.transfer, in the base currency) at the shown rate when that is less. Not the maximum in dollars beside a
 * euro amount, nor a maximum far above what the account holds.
 */
function mostMovable(config: PortalConfig, account: Pick<AccountView, 'balance' | 'currency'>): string {
  const units = findCurrency(config.currencies, account.currency)?.minorUnits ?? 2;
  const maximum = baseAmountIn(config.funds.rates, config.currencies, config.funds.transfer.maxUsd, account.currency);
  const balance = decimalToMinor(account.balance, units);
  return minorToDecimal(balance < maximum ? balance : maximum, units);
}

export default function TransferWidget() {
  const { t } = useTranslation();
  const config = useConfig();
  const runtime = useRuntime();
  const download = useApiDownload();
  const money = useMoney();
  const rateText = useRateText();
  const code = useCurrencyCode();
  const isIb = evaluate({ policy: config.funds.transfer.subIbPolicy }, runtime.facts(), config.policies);
  const [kind, setKind] = useState<Kind>('own');
  const { watch, setValue } = useForm<{ from: string; to: string; amount: string }>({ defaultValues: { from: '', to: '', amount: '' } });
  const { from, to, amount } = watch();
  const {
    busy,
    error: failure,
    reset,
    done,
    submit: send,
  } = useApiMutation<TransferView>({
    reloads: [fundsEvents.transfers, fundsEvents.accounts],
    onDone: () => setValue('amount', ''),
    input: { from, to, amount },
  });
  const { data: blacklist } = useApiQuery<{ blacklisted: boolean; reason: string | null }>({ method: 'GET', base: 'payment', path: 'transfer/queryBlacklist' });
  const { data: view } = useApiQuery<{ accounts: AccountView[]; maximum: string; maximumCurrency: string }>(
    { method: 'POST', base: 'payment', path: 'transfer/toApplyTransferView', body: {} },
    { reloadOn: [fundsEvents.transfers, fundsEvents.accounts] },
  );
  const { data: subIbs } = useApiQuery<SubIb[]>(
    isIb && kind === 'subIb' ? { method: 'POST', base: 'payment', path: 'transfer/sub-ib/info', body: {} } : undefined,
  );
  const accounts = view?.accounts ?? [];
  const source = accounts.find((a) => a.number === from);
  const validTo = /^[A-Z0-9]{4,20}$/.test(to) && to !== from;
  const { data: eligibility } = useApiQuery<Eligibility>(
    source && validTo ? { method: 'GET', base: 'payment', path: 'transfer/eligible-transfer', params: { from, to, kind } } : undefined,
  );
  // Another client's account keeps its currency to itself (the server converts at submit): the amount is in the source currency.
  const target = eligibility?.eligible ? (eligibility.toCurrency ?? source?.currency) : undefined;
  const { rate, differs, received } = useRate(source?.currency, target, amount);
  const amountProblem = useAmountProblem(amount, source?.currency, source?.balance);

  if (blacklist?.blacklisted)
    return (
      <Alert severity="warning" data-testid="transfer-blacklisted">
        {t('funds.transfer.blacklisted', { reason: blacklist.reason ?? '' })}
      </Alert>
    );

  const switchKind = (next: Kind) => {
    setKind(next);
    setValue('to', '');
    reset();
  };
  const submit = () =>
    send((token) => {
      const body = { token, from, to, amount, ...(differs && rate ? { rate } : {}) };
      return kind === 'subIb'
        ? { method: 'POST', base: 'payment', path: 'transfer/apply/sub-ib-transfer', body, quiet: true }
        : { method: 'POST', base: 'payment', path: 'transfer/applyTransfer', body: { ...body, kind }, quiet: true };
    });

  return (
    <FormPaper>
      <Tabs
        value={kind}
        onChange={(_e, next: Kind) => switchKind(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('funds.transfer.kinds')}
        sx={{ mb: 2 }}
      >
        <Tab value="own" label={t('funds.transfer.own')} data-testid="transfer-tab-own" />
        <Tab value="others" label={t('funds.transfer.others')} data-testid="transfer-tab-others" />
        {isIb && <Tab value="subIb" label={t('funds.transfer.subIb')} data-testid="transfer-tab-subIb" />}
      </Tabs>
      <Stack spacing={2}>
        {done && (
          <Alert severity="success" data-testid="transfer-done">
            {t('funds.transfer.done', {
              amount: money(done.amount, done.currency),
              from: done.from,
              to: done.to,
              received: money(done.toAmount, done.toCurrency),
            })}
          </Alert>
        )}
        <AccountSelect
          label={t('funds.transfer.from')}
          accounts={accounts}
          value={source ? from : ''}
          onChange={(value) => setValue('from', value)}
          testId="transfer-from"
        />
        {kind === 'own' && (
          <AccountSelect
            label={t('funds.transfer.to')}
            accounts={accounts}
            exclude={from}
            value={accounts.some((a) => a.number === to) ? to : ''}
            onChange={(value) => setValue('to', value)}
            testId="transfer-to"
          />
        )}
        {kind === 'others' && (
          <TextField
            label={t('funds.transfer.toNumber')}
            value={to}
            onChange={(e) =>
              setValue(
                'to',
                e.target.value
                  .toUpperCase()
                  .replace(/[^A-Z0-9]/g, '')
                  .slice(0, 20),
              )
            }
            slotProps={{ htmlInput: { 'data-testid': 'transfer-to-number', autoComplete: 'off', dir: 'ltr' } }}
          />
        )}
        {kind === 'subIb' && (
          <TextField
            select
            label={t('funds.transfer.toSubIb')}
            value={to}
            onChange={(e) => setValue('to', e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'transfer-to-subib' } }}
          >
            {(subIbs ?? []).flatMap((s) =>
              s.accounts.map((a) => (
                <MenuItem key={a.number} value={a.number}>
                  {`${s.name} · ${a.number} · ${code(a.currency)}`}
                </MenuItem>
              )),
            )}
          </TextField>
        )}
        {eligibility?.eligible && eligibility.recipientName && (
          <Alert severity="info" data-testid="transfer-recipient">
            {t('funds.transfer.recipient', { name: eligibility.recipientName })}
          </Alert>
        )}
        {eligibility && !eligibility.eligible && (
          <Alert severity="warning" data-testid="transfer-ineligible">
            {eligibility.message}
          </Alert>
        )}
        {source && target && (
          <AmountField
            label={t('funds.amount')}
            currency={source.currency}
            value={amount}
            onChange={(value) => setValue('amount', value)}
            helperText={t('funds.limitMax', { maximum: money(mostMovable(config, source), source.currency) })}
            available={source.balance}
            testId="transfer-amount"
          />
        )}
        {source && target && differs && rate && (
          <Typography data-testid="transfer-rate">
            {t('funds.rate', { from: code(source.currency), to: code(target), rate: rateText(rate) })}
            {received && !amountProblem ? ` ${t('funds.transfer.receives', { amount: money(received, target) })}` : ''}
          </Typography>
        )}
        <FailureAlert failure={failure} />
        <Button
          variant="contained"
          disabled={!source || !target || !amount || Boolean(amountProblem) || busy}
          onClick={() => void submit()}
          data-testid="transfer-submit"
        >
          {t('funds.transfer.submit')}
        </Button>
        <Typography variant="body2">
          <Link
            component="button"
            type="button"
            onClick={() => void download({ method: 'GET', base: 'payment', path: 'transfer/download-transfer-template' }, 'transfer-template.csv')}
            data-testid="transfer-template"
          >
            {t('funds.transfer.template')}
          </Link>
        </Typography>
      </Stack>
    </FormPaper>
  );
}
