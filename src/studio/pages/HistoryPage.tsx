import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export default function HistoryPage() {
  const { t } = useTranslation();
  return <Typography component="h2" variant="h5">{t('studio.nav.history')}</Typography>;
}
