import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfig, useRuntime } from '../app/runtime';
import { useStore } from '../app/store';
import { KycGuide } from './KycGuide';
import { closeKycGuide, kycGuideStore, type GuideRequest } from './kycStores';

/** The guide page's query: ?function=<code>&level=<n>. */
export const guideQuery = (request: GuideRequest) =>
  new URLSearchParams({
    ...(request.functionCode !== undefined ? { function: String(request.functionCode) } : {}),
    ...(request.level !== undefined ? { level: String(request.level) } : {}),
  }).toString();

/**
 * Where the KYC guide opens, by the brand's config (cp.kycGuide): a drawer over the current page, or
 * its page at pageRoute. Mounted once in the shell of views that configure a guide.
 */
export default function KycGuideHost() {
  const config = useConfig();
  const runtime = useRuntime();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { open, request } = useStore(kycGuideStore);
  const settings = config.brand[runtime.view].kycGuide;
  const pageMode = settings?.mode === 'page';

  useEffect(() => {
    if (!open || !pageMode) return;
    closeKycGuide();
    const query = guideQuery(request);
    navigate(`${settings?.pageRoute ?? '/'}${query ? `?${query}` : ''}`);
  }, [open, pageMode, request, settings?.pageRoute, navigate]);

  if (!settings || pageMode) return null;
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={closeKycGuide}
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 520 } }, role: 'dialog', 'aria-labelledby': 'kyc-guide-title' } as never }}
    >
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h2" id="kyc-guide-title" sx={{ fontSize: '1.5rem' }}>
            {t('kyc.guide.title')}
          </Typography>
          <IconButton onClick={closeKycGuide} aria-label={t('common.close')}>
            <Close />
          </IconButton>
        </Stack>
        {open && <KycGuide request={request} headingId="kyc-guide" />}
      </Box>
    </Drawer>
  );
}
