import Alert from '@mui/material/Alert';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApiMutation } from '../data';
import { PublicCard, PublicLink } from './PublicCard';

/** Opened from the confirmation e-mail: confirms the address once, then offers the sign-in. */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const verifying = useApiMutation<{ email: string }>();
  const { submit } = verifying;
  // The link works once: confirm it once, even when React runs effects twice.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void submit({ method: 'POST', base: 'web', path: 'register/verifyEmail', body: { token }, quiet: true });
  }, [token, submit]);

  return (
    <PublicCard titleId="verify-email-title" title={t('signUp.verify.title')}>
      {!token && <Alert severity="warning">{t('signUp.verify.missing')}</Alert>}
      {token && !verifying.done && !verifying.error && <Alert severity="info">{t('signUp.verify.working')}</Alert>}
      {verifying.done && (
        <Alert severity="success" data-testid="verify-email-done">
          {t('signUp.verify.done', { email: verifying.done.email })}
        </Alert>
      )}
      {verifying.error && (
        <Alert severity="error" role="alert" data-testid="verify-email-error">
          {verifying.error.message}
        </Alert>
      )}
      <PublicLink to="/login" testId="to-sign-in">
        {t('signUp.toSignIn')}
      </PublicLink>
    </PublicCard>
  );
}
