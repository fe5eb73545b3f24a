import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { FailureAlert } from './FailureAlert';
import { fundsEvents, type WithdrawalView } from './fundsTypes';
import { HistoryTable } from './HistoryTable';
import { useDateTime, useMoney, usePair } from './money';
import { StatusChip } from './StatusChip';
import { useApiMutation, useApiQuery } from '../data';

/** Withdrawals with their status; a submitted one can be cancelled where the regulator allows it. */
export default function WithdrawalHistoryWidget() {
  const { t } = useTranslation();
  const money = useMoney();
  const pair = usePair();
  const when = useDateTime();
  const cancelling = useApiMutation({ reloads: [fundsEvents.withdrawals] });
  const { data } = useApiQuery<{ items: WithdrawalView[]; cancelWithdraw: boolean }>(
    { method: 'POST', base: 'payment', path: 'withdrawal/getWithdrawalData', body: {} },
    { reloadOn: [fundsEvents.withdrawals] },
  );
  // The withdrawal the client asked to cancel, until they confirm or keep it.
  const [asked, setAsked] = useState<WithdrawalView>();
  const cancel = (id: number) => {
    setAsked(undefined);
    void cancelling.submit({ method: 'POST', base: 'payment', path: 'withdrawal/cancelWithdrawalOrder', params: { withdrawalId: id }, body: {}, quiet: true });
  };
  return (
    <Stack spacing={2}>
      <FailureAlert failure={cancelling.error} />
      <HistoryTable<WithdrawalView>
        rows={data?.items}
        rowKey={(w) => w.id}
        label={t('funds.withdraw.history')}
        testId="withdrawal-history"
        columns={[
          { key: 'date', label: t('funds.history.date'), render: (w) => when(w.createdAt) },
          { key: 'account', label: t('funds.history.account'), render: (w) => w.account },
          { key: 'channel', label: t('funds.channel.label'), render: (w) => (w.channelLabelKey ? t(w.channelLabelKey) : w.channel) },
          {
            key: 'amount',
            label: t('funds.amount'),
            render: (w) =>
              w.payoutCurrency !== w.currency ? pair(money(w.amount, w.currency), money(w.payoutAmount, w.payoutCurrency)) : money(w.amount, w.currency),
          },
          {
            key: 'status',
            label: t('funds.history.status'),
            render: (w) => (
              <>
                <StatusChip labelKey={w.statusLabelKey} name={w.statusName} testId={`withdrawal-status-${w.id}`} />
                {w.cancellable && (
                  <Button
                    size="small"
                    sx={{ ml: 1 }}
                    onClick={() => setAsked(w)}
                    data-testid={`withdrawal-cancel-${w.id}`}
                    // Each row's button says which withdrawal it cancels by what the row shows (its number is not in the table).
                    aria-label={t('funds.withdraw.cancelOne', { amount: money(w.amount, w.currency), date: when(w.createdAt) })}
                  >
                    {t('funds.withdraw.cancel')}
                  </Button>
                )}
              </>
            ),
          },
        ]}
      />
      <ConfirmDialog
        subject={asked}
        title={() => t('funds.withdraw.cancelConfirmTitle')}
        confirmLabel={t('funds.withdraw.cancelConfirmAction')}
        keepLabel={t('funds.withdraw.keep')}
        destructive
        onConfirm={(w) => cancel(w.id)}
        onClose={() => setAsked(undefined)}
        testId="withdrawal-cancel-dialog"
      >
        {(w) => t('funds.withdraw.cancelConfirm', { amount: money(w.amount, w.currency), account: w.account })}
      </ConfirmDialog>
    </Stack>
  );
}
