import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPanel } from './NotFoundPage';

/** The 400 page. */
export function BadRequestPage() {
  const { t } = useTranslation();
  return (
    <ErrorPanel
      code={400}
      title={t('error.page.badRequestTitle')}
      text={t('error.page.badRequestText')}
      action={
        <Button component={Link} to="/" variant="contained">
          {t('error.page.home')}
        </Button>
      }
    />
  );
}
