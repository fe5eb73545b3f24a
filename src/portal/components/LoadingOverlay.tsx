import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { useStore } from '../app/store';
import { loadingStore } from './loadingStore';

export function LoadingOverlay() {
  const visible = useStore(loadingStore);
  const { t } = useTranslation();
  return (
    <Backdrop open={visible} sx={{ zIndex: 2000, color: '#fff' }} data-testid="loading-overlay">
      {visible && <CircularProgress color="inherit" aria-label={t('common.loading')} />}
    </Backdrop>
  );
}
