import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../../../engine/http';

/**
 * Whether asking again may get another answer: not when the server refused the request itself (a 4xx: a date range too
 * long, a page the user may not see), where "Try again" could only fail again; yes for a fault, a timeout, a busy server.
 */
const mayPassLater = (error: ApiFailure) => error.status === undefined || error.status >= 500 || error.status === 408 || error.status === 429;

/** A widget whose data could not be loaded: the reason and, when asking again may help, a way to try again. */
export function WidgetError({ error, onRetry }: { error: ApiFailure; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="warning"
      role="alert"
      action={
        mayPassLater(error) ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    >
      {error.message}
    </Alert>
  );
}
