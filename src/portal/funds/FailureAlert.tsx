import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { ApiFailure } from '../../../engine/http';
import { useRateText } from './money';

/** A refused call, said specifically: the catalogue's message and, where the server gives them, the limit or rule behind it. */
export function FailureAlert({ failure, testId = 'funds-error' }: { failure: unknown; testId?: string }) {
  const { t } = useTranslation();
  const rateText = useRateText();
  if (!failure) return null;
  const message = (failure instanceof ApiFailure && failure.message) || t('error.generic');
  const data = (failure instanceof ApiFailure ? failure.data : null) as Record<string, unknown> | null;
  const details = [
    data?.minimum ? t('funds.error.minimum', { amount: data.minimum, currency: data.currency }) : '',
    data?.maximum ? t('funds.error.maximum', { amount: data.maximum, currency: data.currency }) : '',
    data?.remaining ? t('funds.error.remaining', { amount: data.remaining, currency: data.currency }) : '',
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
