import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiCall } from '../../../engine/http';
import { CodeField } from '../mfa/CodeField';
import { OtherSessionsOffer } from './OtherSessionsOffer';
import { SecurityCard } from './SecurityCard';
import { securityChangedEvent, securityInfoCall, type SecurityInfo } from './securityInfo';
import { useApiMutation, useApiQuery } from '../data';

type Mode = 'idle' | 'verify' | 'change';

/** E-mail: verify it with a code, or change it (step-up factors, then a code to the new address). */
export default function EmailSecurityWidget() {
  const { t } = useTranslation();
  const { data: info } = useApiQuery<SecurityInfo>(securityInfoCall, { reloadOn: [securityChangedEvent] });
  const [mode, setMode] = useState<Mode>('idle');
  const { watch, setValue } = useForm<{ email: string; code: string }>({ defaultValues: { email: '', code: '' } });
  const { email, code } = watch();
  const [tx, setTx] = useState<string>();
  const change = useApiMutation<{ otherSessions?: number } | null>({ reloads: [securityChangedEvent], input: { email, code, transactionId: tx } });
  const [done, setDone] = useState<{ message: string; otherSessions: number }>();
  if (!info) return null;

  const start = (next: Mode) => {
    setMode(next);
    setValue('code', '');
    setTx(undefined);
    change.reset();
    setDone(undefined);
  };
  const run = (call: ApiCall, message: string) =>
    change.submit(call, (result) => {
      setDone({ message, otherSessions: result?.otherSessions ?? 0 });
      setMode('idle');
    });
  const send = (body: Record<string, string>): ApiCall => ({ method: 'POST', base: 'web', path: 'mfa/sendEmailVerificationCode', body, quiet: true });

  return (
    <SecurityCard
      value={<bdi dir="ltr">{info.email.masked}</bdi>}
      status={{ label: t(info.email.verified ? 'security.verified' : 'security.notVerified'), ok: info.email.verified }}
      actions={
        mode === 'idle' && (
          <>
            {!info.email.verified && <Button onClick={() => start('verify')}>{t('security.email.verify')}</Button>}
            <Button onClick={() => start('change')} data-testid="email-change">
              {t('security.email.change')}
            </Button>
          </>
        )
      }
    >
      <Stack spacing={2}>
        {change.error && (
          <Alert severity="error" role="alert">
            {change.error.message}
          </Alert>
        )}
        {done && <Alert severity="success">{done.message}</Alert>}
        {done && <OtherSessionsOffer count={done.otherSessions} />}
        {mode === 'verify' && (
          <>
            <CodeField
              label={t('security.code')}
              testId="email-verify-code"
              send={() => send({ purpose: 'verifyEmail' })}
              value={code}
              onChange={(value) => setValue('code', value)}
              onSent={(s) => setTx(s.transactionId)}
            />
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                disabled={!tx || code.length < 6}
                onClick={() =>
                  void run(
                    { method: 'POST', base: 'cp', path: 'multiFactorAuth/email/preValidate', body: { transactionId: tx, code }, quiet: true },
                    t('security.email.verified'),
                  )
                }
              >
                {t('security.confirm')}
              </Button>
              <Button onClick={() => start('idle')}>{t('common.cancel')}</Button>
            </Stack>
          </>
        )}
        {mode === 'change' && (
          <>
            <TextField
              label={t('security.email.new')}
              type="email"
              value={email}
              onChange={(e) => setValue('email', e.target.value.trim())}
              slotProps={{ htmlInput: { 'data-testid': 'email-new' } }}
            />
            <CodeField
              label={t('mfa.codeByEmail')}
              address={email || undefined}
              testId="email-new-code"
              send={() => send({ purpose: 'bindEmail', email })}
              value={code}
              onChange={(value) => setValue('code', value)}
              onSent={(s) => setTx(s.transactionId)}
            />
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                disabled={!tx || code.length < 6 || !email}
                onClick={() =>
                  void run(
                    { method: 'POST', base: 'cp', path: 'multiFactorAuth/email/bind', body: { email, transactionId: tx, code }, quiet: true },
                    t('security.email.changed'),
                  )
                }
                data-testid="email-change-confirm"
              >
                {t('security.email.changeConfirm')}
              </Button>
              <Button onClick={() => start('idle')}>{t('common.cancel')}</Button>
            </Stack>
          </>
        )}
      </Stack>
    </SecurityCard>
  );
}
