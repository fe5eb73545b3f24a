import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { hidePageLoader, loadingStore } from '../../components/loadingStore';
import { ErrorPanel } from './NotFoundPage';

/** Errors raised by the guards (501: app login failed) or thrown while rendering (500). */
export function RouteErrorPage({ status }: { status: number }) {
  const { t } = useTranslation();
  const key = status === 501 ? 'appLoginFailed' : status === 404 ? 'notFound' : 'unexpected';
  // The guards failed before any screen hid the start-up spinner: hide it, or it covers this page for ever.
  useEffect(() => {
    hidePageLoader();
    loadingStore.set(false);
  }, []);
  // 501 (the app's sign-in failed): try the same link again; other errors start over from the view's home.
  const retry = () => (status === 501 ? window.location.reload() : window.location.assign(window.location.pathname.replace(/\/[^/]*$/, '/')));
  return (
    <ErrorPanel
      code={status}
      title={t(`error.page.${key}Title`)}
      text={t(`error.page.${key}Text`)}
      action={
        <Button variant="contained" onClick={retry}>
          {t('error.page.retry')}
        </Button>
      }
    />
  );
}
