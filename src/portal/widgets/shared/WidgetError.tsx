import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../../../engine/http';

/** A widget whose data could not be loaded: the reason and a way to try again. */
export function WidgetError({ error, onRetry }: { error: ApiFailure; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="warning"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {error.message}
    </Alert>
  );
}
