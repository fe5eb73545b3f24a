import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { viewUrl } from '../../../engine/routing';
import { ApiFailure } from '../../../engine/http';
import { useConfig, useRuntime } from '../app/runtime';
import { PublicCard, PublicLink } from '../signUp/PublicCard';
import { ResendVerification } from '../signUp/ResendVerification';

/** Sign-in with e-mail and password; returns to the page the user came for. */
export default function SignInPage() {
  const runtime = useRuntime();
  const config = useConfig();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { watch, setValue } = useForm<{ email: string; password: string }>({ defaultValues: { email: '', password: '' } });
  const { email, password } = watch();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [unverified, setUnverified] = useState<string>();
  const [ibPortalOnly, setIbPortalOnly] = useState(false);
  const reason = search.get('reason');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setIbPortalOnly(false);
    setBusy(true);
    try {
      const auth = await runtime.session.signIn(email.trim(), password);
      if (runtime.view === 'ib' && !auth.isIb) {
        await runtime.session.signOut('notIb');
        setError(t('signIn.notIb'));
        return;
      }
      // An IB's sub-user (a staff login of the IB, config/policies.yaml clientPortal) has no client's home: it is sent to the IB portal's sign-in.
      if (runtime.view === 'cp' && !auth.clientPortal) {
        await runtime.session.signOut('ibPortalOnly');
        setError(t('signIn.ibPortalOnly'));
        setIbPortalOnly(true);
        return;
      }
      const returnTo = search.get('returnTo');
      navigate(returnTo && returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/', { replace: true });
    } catch (failure) {
      setError(failure instanceof ApiFailure ? failure.message : t('error.generic'));
      setUnverified(failure instanceof ApiFailure && failure.code === config.errorCodes.serverCodes.EMAIL_NOT_VERIFIED ? email.trim() : undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicCard titleId="sign-in-title" title={t(runtime.view === 'ib' ? 'signIn.titleIb' : 'signIn.title')}>
      <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="sign-in-title">
        {reason === 'timeout' && <Alert severity="info">{t('signIn.sessionEnded')}</Alert>}
        {error && (
          <Alert severity="error" role="alert" data-testid="sign-in-error">
            {error}
            {ibPortalOnly && (
              <>
                {' '}
                <Link href={viewUrl(config, 'ib', '/login')} data-testid="to-ib-sign-in">
                  {t('signIn.titleIb')}
                </Link>
              </>
            )}
          </Alert>
        )}
        {unverified && <ResendVerification email={unverified} />}
        <TextField
          label={t('signIn.email')}
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setValue('email', e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'sign-in-email' } }}
        />
        <TextField
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setValue('password', e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'sign-in-password' } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy || !email || !password}>
          {t('signIn.submit')}
        </Button>
      </Stack>
      <PublicLink to="/forgot-password" testId="to-forgot-password">
        {t('signUp.forgot')}
      </PublicLink>
      {runtime.view === 'cp' && (
        <PublicLink to="/sign-up" testId="to-sign-up">
          {t('signUp.noProfile')}
        </PublicLink>
      )}
    </PublicCard>
  );
}
