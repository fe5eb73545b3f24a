import { useTranslation } from 'react-i18next';
import { fundsEvents, type TransferView } from './fundsTypes';
import { HistoryTable } from './HistoryTable';
import { useDateTime, useMoney, usePair, useRateText } from './money';
import { useApiQuery } from '../data';

/** Transfers and wallet conversions, newest first. */
export default function TransferHistoryWidget() {
  const { t } = useTranslation();
  const money = useMoney();
  const when = useDateTime();
  const pair = usePair();
  const rateText = useRateText();
  const { data } = useApiQuery<TransferView[]>({ method: 'POST', base: 'payment', path: 'transfer/history', body: {} }, { reloadOn: [fundsEvents.transfers] });
  return (
    <HistoryTable<TransferView>
      rows={data}
      rowKey={(r) => r.id}
      label={t('funds.transfer.history')}
      testId="transfer-history"
      columns={[
        { key: 'date', label: t('funds.history.date'), render: (r) => when(r.createdAt) },
        { key: 'kind', label: t('funds.transfer.kind'), render: (r) => t(`funds.transfer.kindName.${r.kind}`) },
        { key: 'route', label: t('funds.transfer.route'), render: (r) => pair(r.from, r.to) },
        { key: 'amount', label: t('funds.amount'), render: (r) => money(r.amount, r.currency) },
        {
          key: 'received',
          label: t('funds.transfer.received'),
          render: (r) => `${money(r.toAmount, r.toCurrency)}${r.rate !== '1' ? ` (${rateText(r.rate)})` : ''}`,
        },
      ]}
    />
  );
}
