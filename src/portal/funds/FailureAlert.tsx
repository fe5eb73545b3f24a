import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { ApiFailure } from '../../../engine/http';
import { useMoney, useRateText } from './money';

/** A refused call, said specifically: the catalogue's message and, where the server gives them, the limit or rule behind it. */
export function FailureAlert({ failure, testId = 'funds-error' }: { failure: unknown; testId?: string }) {
  const { t } = useTranslation();
  const rateText = useRateText();
  const money = useMoney();
  if (!failure) return null;
  const message = (failure instanceof ApiFailure && failure.message) || t('error.generic');
  const data = (failure instanceof ApiFailure ? failure.data : null) as Record<string, unknown> | null;
  const currency = String(data?.currency ?? '');
  // The server's decimal text (100000.00) as every amount reads ($100,000.00, one left-to-right island in Arabic), as the form's own limits show it.
  const amount = (value: unknown) => money(String(value), currency);
  const details = [
    data?.minimum ? t('funds.error.minimum', { amount: amount(data.minimum) }) : '',
    data?.maximum ? t('funds.error.maximum', { amount: amount(data.maximum) }) : '',
    data?.remaining ? t('funds.error.remaining', { amount: amount(data.remaining) }) : '',
    data?.rate ? t('funds.error.rate', { rate: rateText(String(data.rate)) }) : '',
    data?.ruleId ? t('funds.error.rule', { rule: data.ruleId }) : '',
  ].filter(Boolean);
  return (
    <Alert severity="error" role="alert" data-testid={testId}>
      {message}
      {details.length > 0 && ` ${details.join(' ')}`}
    </Alert>
  );
}
