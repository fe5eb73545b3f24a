import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPanel } from './NotFoundPage';

/** Errors raised by the guards (501: app login failed) or thrown while rendering. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const key = status === 501 ? 'appLoginFailed' : status === 404 ? 'notFound' : 'unexpected';
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <ErrorPanel
      code={status}
      title={t(`error.page.${key}Title`)}
      text={t(`error.page.${key}Text`)}
      action={
        <Button variant="contained" onClick={() => window.location.assign(window.location.pathname.replace(/\/[^/]*$/, '/'))}>
          {t('error.page.retry')}
        </Button>
      }
    />
  );
}
