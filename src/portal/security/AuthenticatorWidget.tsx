import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../components/QrCode';
import { CodeField } from '../mfa/CodeField';
import { OtherSessionsOffer } from './OtherSessionsOffer';
import { SecurityCard } from './SecurityCard';
import { securityChangedEvent, securityInfoCall, type SecurityInfo } from './securityInfo';
import { useApiMutation, useApiQuery } from '../data';

/**
 * The authenticator app: turn it on or replace it (a QR code of the otpauth URI and the manual key,
 * shown once, then a confirmation code), or turn it off; each asks for its step-up factors first.
 */
export default function AuthenticatorWidget() {
  const { t } = useTranslation();
  // The button that began a step goes with it (and the identity check's dialog gives focus back to it): the keyboard and
  // a screen reader are taken to what replaced it, the instructions or the outcome, not to the top of the page.
  const focusOnMount = useCallback((element: HTMLElement | null) => element?.focus(), []);
  const { data: info } = useApiQuery<SecurityInfo>(securityInfoCall, { reloadOn: [securityChangedEvent] });
  const [setup, setSetup] = useState<{ secret: string; otpauthUri: string }>();
  const { watch, setValue } = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const { code } = watch();
  const change = useApiMutation<{ otherSessions: number; secret: string; otpauthUri: string }>({ reloads: [securityChangedEvent], input: { code } });
  const [done, setDone] = useState<{ message: string; otherSessions: number }>();
  if (!info) return null;

  const changed = (message: string) => (result: { otherSessions: number }) => setDone({ message, otherSessions: result.otherSessions });
  const begin = () => {
    setDone(undefined);
    return change.submit({ method: 'POST', base: 'cp', path: 'multiFactorAuth/totp/setup', body: {}, quiet: true }, setSetup);
  };
  const confirm = () =>
    change.submit({ method: 'POST', base: 'cp', path: 'multiFactorAuth/totp/preValidate', body: { code }, quiet: true }, (result) => {
      setSetup(undefined);
      setValue('code', '');
      changed(t('security.totp.enabled'))(result);
    });
  const disable = () =>
    change.submit({ method: 'POST', base: 'cp', path: 'multiFactorAuth/totp/disable', body: {}, quiet: true }, changed(t('security.totp.disabled')));

  return (
    <SecurityCard
      value={t(info.totp.enabled ? 'security.totp.on' : 'security.totp.off')}
      status={{ label: t(info.totp.enabled ? 'security.totp.active' : 'security.totp.inactive'), ok: info.totp.enabled }}
      actions={
        !setup && (
          <>
            <Button onClick={() => void begin()} data-testid="totp-begin">
              {t(info.totp.enabled ? 'security.totp.replace' : 'security.totp.turnOn')}
            </Button>
            {info.totp.enabled && <Button onClick={() => void disable()}>{t('security.totp.turnOff')}</Button>}
          </>
        )
      }
    >
      <Stack spacing={2}>
        {info.totp.mustRebind && !setup && <Alert severity="warning">{t('security.totp.mustRebind')}</Alert>}
        {change.error && (
          <Alert severity="error" role="alert">
            {change.error.message}
          </Alert>
        )}
        {done && (
          <Alert severity="success" ref={focusOnMount} tabIndex={-1}>
            {done.message}
          </Alert>
        )}
        {done && <OtherSessionsOffer count={done.otherSessions} />}
        {setup && (
          <>
            <Typography ref={focusOnMount} tabIndex={-1} sx={{ outline: 'none' }}>
              {t('security.totp.scan')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <QrCode value={setup.otpauthUri} label={t('security.totp.qrAlt')} size={200} testId="totp-qr" />
              <TextField
                label={t('security.totp.manualKey')}
                value={setup.secret}
                slotProps={{ htmlInput: { readOnly: true, dir: 'ltr', 'data-testid': 'totp-secret' } }}
                fullWidth
              />
            </Stack>
            <CodeField label={t('security.totp.confirmCode')} testId="totp-confirm-code" value={code} onChange={(value) => setValue('code', value)} />
            <Stack direction="row" spacing={1}>
              <Button variant="contained" disabled={code.length < 6} onClick={() => void confirm()} data-testid="totp-confirm">
                {t('security.confirm')}
              </Button>
              <Button onClick={() => setSetup(undefined)}>{t('common.cancel')}</Button>
            </Stack>
          </>
        )}
      </Stack>
    </SecurityCard>
  );
}
