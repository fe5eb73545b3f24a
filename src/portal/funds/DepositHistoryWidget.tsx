import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { fundsEvents, type DepositView } from './fundsTypes';
import { HistoryTable } from './HistoryTable';
import { useDateTime, useMoney } from './money';
import { StatusChip } from './StatusChip';
import { useApiQuery } from '../data';
import { linkInLanguage } from '../i18n/linkInLanguage';

/** The deposit history with statuses (1 Unpaid ... 11 Dispute); open ones can still be paid. */
export default function DepositHistoryWidget() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const when = useDateTime();
  const { data } = useApiQuery<DepositView[]>({ method: 'POST', base: 'payment', path: 'deposit/history', body: {} }, { reloadOn: [fundsEvents.deposits] });
  return (
    <HistoryTable<DepositView>
      rows={data}
      rowKey={(d) => d.id}
      label={t('funds.deposit.history')}
      testId="deposit-history"
      columns={[
        { key: 'date', label: t('funds.history.date'), render: (d) => when(d.createdAt) },
        { key: 'account', label: t('funds.history.account'), render: (d) => d.account },
        { key: 'channel', label: t('funds.channel.label'), render: (d) => (d.channelLabelKey ? t(d.channelLabelKey) : d.channel) },
        { key: 'amount', label: t('funds.amount'), render: (d) => money(d.amount, d.currency) },
        {
          key: 'status',
          label: t('funds.history.status'),
          render: (d) => (
            <>
              <StatusChip labelKey={d.statusLabelKey} name={d.statusName} testId={`deposit-status-${d.id}`} />
              {d.payUrl && (
                <Link href={linkInLanguage(d.payUrl, i18n.language)} sx={{ ml: 1 }}>
                  {t('funds.deposit.continue')}
                </Link>
              )}
            </>
          ),
        },
      ]}
    />
  );
}
