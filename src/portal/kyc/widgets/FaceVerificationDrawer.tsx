import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/runtime';
import { useApiMutation } from '../../data';
import { useKycLabels } from '../kycLabels';
import { useFlow } from '../useFlow';

/** The flow of config/kyc/flows behind the drawer. */
export const faceFlow = 'faceVerification';
/** How often a pending check asks for the provider's decision. */
const pollMs = 1000;

interface FaceStatus {
  status: string;
  reason: string | null;
}

/**
 * The face verification drawer: INIT, PENDING, SUCCESS, REJECTED and FAIL are the states of the
 * faceVerification flow. The hosted provider's SDK captures the face; with the local provider the
 * capture is simulated here and reported to the server.
 */
export function FaceVerificationDrawer({ open, initial, token: givenToken, onClose }: { open: boolean; initial: string; token?: string; onClose(): void }) {
  const api = useApi();
  const { t } = useTranslation();
  const labels = useKycLabels();
  const input = useMemo(() => (open ? { status: initial } : undefined), [open, initial]);
  const flow = useFlow(faceFlow, input);
  const [token, setToken] = useState(givenToken);
  const [error, setError] = useState<string>();
  const [reason, setReason] = useState<string | null>(null);
  const { send, state } = flow;
  const issuing = useApiMutation<{ token: string }>();
  const capturing = useApiMutation<FaceStatus>();

  // The status is polled here, not through the query cache: the face card's own status query feeds this flow's input.
  useEffect(() => {
    if (state !== 'pending') return undefined;
    const timer = setInterval(() => {
      api<FaceStatus>({ method: 'GET', base: 'cp', path: 'sumsub/status', quiet: true })
        .then((s) => {
          setReason(s.reason);
          if (s.status === 'SUCCESS') send({ type: 'APPROVED' });
          else if (s.status === 'REJECTED') send({ type: 'REJECTED' });
          else if (s.status === 'FAIL') send({ type: 'FAILED' });
        })
        .catch(() => undefined);
    }, pollMs);
    return () => clearInterval(timer);
  }, [api, send, state]);

  const start = async () => {
    setError(undefined);
    if (!token) {
      const issued = await issuing.submit({ method: 'GET', base: 'cp', path: 'sumsub/access-token', quiet: true });
      if (!issued.ok) return issued.error && setError(issued.error.message);
      setToken(issued.answer.token);
    }
    send({ type: 'START' });
  };

  const capture = async () => {
    setError(undefined);
    const result = await capturing.submit({ method: 'POST', base: 'cp', path: 'sumsub/local/capture', body: { token }, quiet: true });
    if (!result.ok && !result.error) return; // a second click while the first capture is under way
    setToken(undefined);
    if (result.ok) return send({ type: result.answer.status === 'FAIL' ? 'FAILED' : 'CAPTURED' });
    send({ type: 'FAILED' });
    setError(result.error?.message);
  };

  const status = flow.meta.status as string | undefined;
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 } }, role: 'dialog', 'aria-labelledby': 'face-title' } as never }}
    >
      <Box sx={{ p: { xs: 2, sm: 3 } }} data-testid="face-drawer" data-state={state}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h2" id="face-title" sx={{ fontSize: '1.5rem' }}>
            {t('kyc.face.title')}
          </Typography>
          <IconButton onClick={onClose} aria-label={t('common.close')}>
            <Close />
          </IconButton>
        </Stack>
        {!state ? (
          <CircularProgress aria-label={t('common.loading')} />
        ) : (
          <Stack spacing={2}>
            {status && (
              <Typography component="p" data-testid="face-status">
                {t('kyc.face.status', { status: labels.faceStatus(status) })}
              </Typography>
            )}
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            {state === 'init' && (
              <>
                <Typography component="p">{t('kyc.face.intro')}</Typography>
                <Button variant="contained" onClick={() => void start()} sx={{ alignSelf: 'flex-start' }}>
                  {t('kyc.face.start')}
                </Button>
              </>
            )}
            {state === 'capturing' && (
              <>
                <Alert severity="info">{t('kyc.face.localProvider')}</Alert>
                <Stack direction="row" spacing={1}>
                  <Button variant="contained" onClick={() => void capture()}>
                    {t('kyc.face.capture')}
                  </Button>
                  <Button variant="text" onClick={() => send({ type: 'CANCEL' })}>
                    {t('common.cancel')}
                  </Button>
                </Stack>
              </>
            )}
            {state === 'pending' && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <CircularProgress size={20} aria-label={t('common.loading')} />
                <Typography component="p">{t('kyc.face.pending')}</Typography>
              </Stack>
            )}
            {state === 'success' && <Alert severity="success">{t('kyc.face.success')}</Alert>}
            {(state === 'rejected' || state === 'fail') && (
              <>
                <Alert severity="error">{t(state === 'rejected' ? 'kyc.face.rejected' : 'kyc.face.failed', { reason: reason ?? '' })}</Alert>
                <Button variant="outlined" onClick={() => send({ type: 'RETRY' })} sx={{ alignSelf: 'flex-start' }}>
                  {t('kyc.face.retry')}
                </Button>
              </>
            )}
          </Stack>
        )}
      </Box>
    </Drawer>
  );
}
