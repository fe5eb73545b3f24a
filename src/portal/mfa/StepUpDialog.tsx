import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Factor } from '../../../engine/mfa';
import type { ApiCall } from '../../../engine/http';
import { useConfig, useRuntime } from '../app/runtime';
import { CodeField } from './CodeField';
import { captchaToken, type PendingPrompt } from './promptStore';

interface FactorsRequired {
  action: string;
  factors: Factor[];
  email?: string;
  phone?: string;
}

/**
 * Asks for exactly the factors the server named (e-mail code, SMS code, authenticator code) and
 * answers the prompt with them; the call is then sent again with the multi-auth headers.
 */
export function StepUpDialog({ prompt }: { prompt: PendingPrompt }) {
  const data = prompt.data as FactorsRequired;
  const { t } = useTranslation();
  const config = useConfig();
  const runtime = useRuntime();
  const [codes, setCodes] = useState<Record<Factor, string>>({ email: '', sms: '', totp: '' });
  const [tx, setTx] = useState<Partial<Record<'email' | 'sms', string>>>({});
  const digits = config.constants.otp.digits;
  const actionLabel = config.security.stepUp[data.action]?.labelKey;
  const ready = data.factors.every((f) => codes[f].length >= digits && (f === 'totp' || tx[f]));

  const sendEmail = (): ApiCall => ({
    method: 'POST',
    base: 'web',
    path: 'mfa/sendEmailVerificationCode',
    body: { purpose: 'stepUpEmail', action: data.action },
  });
  const sendSms = async () => {
    const profile = runtime.session.profile();
    const token = config.security.captcha.beforeSms
      ? await captchaToken({ userId: String(profile?.userId ?? ''), phone: data.phone ?? '', countryCode: profile?.countryCode ?? '' })
      : undefined;
    if (config.security.captcha.beforeSms && !token) return undefined;
    return {
      method: 'POST',
      base: 'web',
      path: 'mfa/sendSmsVerificationCode',
      body: { purpose: 'stepUpSms', action: data.action, ...(token ? { captchaToken: token } : {}) },
    } satisfies ApiCall;
  };
  const set = (factor: Factor) => (value: string) => setCodes((c) => ({ ...c, [factor]: value }));
  const confirm = () =>
    prompt.answer({
      mfa: {
        ...(data.factors.includes('email') ? { emailTransactionId: tx.email, emailCode: codes.email } : {}),
        ...(data.factors.includes('sms') ? { phoneTransactionId: tx.sms, phoneCode: codes.sms } : {}),
        ...(data.factors.includes('totp') ? { totpCode: codes.totp } : {}),
      },
    });

  return (
    <Dialog open onClose={() => prompt.answer(undefined)} aria-labelledby="step-up-title" fullWidth maxWidth="xs">
      <DialogTitle id="step-up-title">{t('mfa.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>{actionLabel ? t('mfa.introFor', { action: t(actionLabel) }) : t('mfa.intro')}</Typography>
          {data.factors.includes('email') && (
            <CodeField
              label={t('mfa.emailCode', { email: data.email ?? '' })}
              testId="step-up-email"
              send={sendEmail}
              value={codes.email}
              onChange={set('email')}
              onSent={(s) => setTx((x) => ({ ...x, email: s.transactionId }))}
            />
          )}
          {data.factors.includes('sms') && (
            <CodeField
              label={t('mfa.smsCode', { phone: data.phone ?? '' })}
              testId="step-up-sms"
              send={sendSms}
              value={codes.sms}
              onChange={set('sms')}
              onSent={(s) => setTx((x) => ({ ...x, sms: s.transactionId }))}
            />
          )}
          {data.factors.includes('totp') && <CodeField label={t('mfa.totpCode')} testId="step-up-totp" value={codes.totp} onChange={set('totp')} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => prompt.answer(undefined)}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={!ready} onClick={confirm} data-testid="step-up-confirm">
          {t('mfa.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
