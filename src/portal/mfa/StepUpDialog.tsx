import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Factor } from '../../../engine/mfa';
import type { ApiCall, MultiAuthValues } from '../../../engine/http';
import { useConfig, useRuntime } from '../app/runtime';
import { CodeField } from './CodeField';
import { captchaToken, type PendingPrompt } from './promptStore';

interface FactorsRequired {
  action: string;
  factors: Factor[];
  email?: string;
  phone?: string;
  /** Asked again after a wrong code: what was answered, which factor failed, why, and the tries left. */
  previous?: MultiAuthValues;
  wrong?: Factor;
  failure?: string;
  triesLeft?: number;
  /** A transfer to another client: whose account receives it (masked), shown before the codes are asked. */
  recipientName?: string;
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
  // After a wrong code the codes sent stay valid: keep their transactions and the right codes, clear the wrong one.
  const previous = data.previous ?? {};
  const kept = (factor: Factor, code: string | undefined) => (data.wrong === factor ? '' : (code ?? ''));
  const [codes, setCodes] = useState<Record<Factor, string>>({
    email: kept('email', previous.emailCode),
    sms: kept('sms', previous.phoneCode),
    totp: kept('totp', previous.totpCode),
  });
  const [tx, setTx] = useState<Partial<Record<'email' | 'sms', string>>>({
    ...(previous.emailTransactionId ? { email: previous.emailTransactionId } : {}),
    ...(previous.phoneTransactionId ? { sms: previous.phoneTransactionId } : {}),
  });
  const digits = config.constants.otp.digits;
  const actionLabel = config.security.stepUp[data.action]?.labelKey;
  // A recovery code ("abcde-fghjk") stands in once for the authenticator.
  const [recovery, setRecovery] = useState(false);
  const ready = data.factors.every((f) =>
    f === 'totp' && recovery ? codes.totp.replace('-', '').length === 10 : codes[f].length >= digits && (f === 'totp' || tx[f]),
  );

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
    <Dialog
      open
      onClose={() => prompt.answer(undefined)}
      aria-labelledby="step-up-title"
      fullWidth
      maxWidth="xs"
      // Enter in a code field confirms, as the button does, once every code is there.
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: (event: FormEvent) => (event.preventDefault(), ready && confirm()) } as object }}
    >
      <DialogTitle id="step-up-title">{t('mfa.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>{actionLabel ? t('mfa.introFor', { action: t(actionLabel) }) : t('mfa.intro')}</Typography>
          {data.recipientName && (
            <Alert severity="info" data-testid="step-up-recipient">
              {t('funds.transfer.recipient', { name: data.recipientName })}
            </Alert>
          )}
          {data.failure && (
            <Alert severity="error" role="alert" data-testid="step-up-failure">
              {data.failure} {t('mfa.triesLeft', { count: data.triesLeft ?? 0 })}
            </Alert>
          )}
          {data.factors.includes('email') && (
            <CodeField
              label={t('mfa.codeByEmail')}
              address={data.email}
              autoFocus={data.factors[0] === 'email'}
              testId="step-up-email"
              send={sendEmail}
              value={codes.email}
              onChange={set('email')}
              onSent={(s) => setTx((x) => ({ ...x, email: s.transactionId }))}
            />
          )}
          {data.factors.includes('sms') && (
            <CodeField
              label={t('mfa.codeBySms')}
              address={data.phone}
              autoFocus={data.factors[0] === 'sms'}
              testId="step-up-sms"
              send={sendSms}
              value={codes.sms}
              onChange={set('sms')}
              onSent={(s) => setTx((x) => ({ ...x, sms: s.transactionId }))}
            />
          )}
          {data.factors.includes('totp') &&
            (recovery ? (
              <TextField
                label={t('mfa.recoveryCode')}
                value={codes.totp}
                onChange={(e) => set('totp')(e.target.value.trim().toLowerCase().slice(0, 11))}
                autoComplete="off"
                slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': 'step-up-recovery' } }}
              />
            ) : (
              <CodeField label={t('mfa.totpCode')} testId="step-up-totp" value={codes.totp} onChange={set('totp')} autoFocus={data.factors[0] === 'totp'} />
            ))}
          {data.factors.includes('totp') && !recovery && (
            <Link
              component="button"
              type="button"
              onClick={() => (setRecovery(true), set('totp')(''))}
              sx={{ alignSelf: 'flex-start' }}
              data-testid="step-up-use-recovery"
            >
              {t('mfa.useRecoveryCode')}
            </Link>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => prompt.answer(undefined)}>{t('common.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={!ready} data-testid="step-up-confirm">
          {t('mfa.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
