import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApiQuery } from '../../data';
import { useKycLabels } from '../kycLabels';
import { FaceVerificationDrawer } from './FaceVerificationDrawer';

/** Face verification on the verification centre: the status, and the drawer (also opened by the hosted flow's return address, ?faceToken=). */
export default function FaceVerificationWidget() {
  const { t } = useTranslation();
  const labels = useKycLabels();
  const [search, setSearch] = useSearchParams();
  const { data, reload } = useApiQuery<{ status: string }>({ method: 'GET', base: 'cp', path: 'sumsub/status' });
  const status = data?.status;
  const [open, setOpen] = useState(false);
  const token = search.get('faceToken') ?? undefined;

  useEffect(() => {
    if (token && status) setOpen(true);
  }, [token, status]);

  const close = () => {
    setOpen(false);
    if (token) setSearch({}, { replace: true });
    void reload();
  };

  if (!status) return <CircularProgress size={24} aria-label={t('common.loading')} />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography component="p">{t('kyc.face.summary')}</Typography>
        <Chip label={labels.faceStatus(status)} size="small" data-testid="face-status-chip" />
      </Stack>
      <Button variant="outlined" sx={{ mt: 1.5 }} onClick={() => setOpen(true)}>
        {t('kyc.face.open')}
      </Button>
      <FaceVerificationDrawer open={open} initial={status} {...(token ? { token } : {})} onClose={close} />
    </Paper>
  );
}
