import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { viewUrl } from '../../../engine/routing';
import { useConfig } from '../app/runtime';
import { useApiMutation } from '../data';
import { PublicCard, PublicLink } from './PublicCard';

/** Opened from the reset e-mail: sets a new password once with the link's token; every device is signed out. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const { watch, setValue } = useForm<{ password: string; repeat: string }>({ defaultValues: { password: '', repeat: '' } });
  const { password, repeat } = watch();
  const config = useConfig();
  const resetting = useApiMutation<{ email: string; portal?: 'cp' | 'ib' }>({ input: { password, repeat } });
  const mismatch = repeat !== '' && repeat !== password;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mismatch) return;
    void resetting.submit({ method: 'POST', base: 'web', path: 'password/reset', body: { token, password }, quiet: true });
  };
  return (
    <PublicCard titleId="reset-title" title={t('signUp.reset.title')}>
      {!token && <Alert severity="warning">{t('signUp.verify.missing')}</Alert>}
      {resetting.done ? (
        <Alert severity="success" data-testid="reset-done">
          {t('signUp.reset.done')}
        </Alert>
      ) : (
        token && (
          <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t('signUp.reset.title')}>
            {resetting.error && (
              <Alert severity="error" role="alert" data-testid="reset-error">
                {resetting.error.message}
              </Alert>
            )}
            <TextField
              label={t('signUp.reset.password')}
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setValue('password', e.target.value)}
              helperText={t('security.password.rules')}
              slotProps={{ htmlInput: { 'data-testid': 'reset-password', maxLength: 200 } }}
            />
            <TextField
              label={t('signUp.reset.repeat')}
              type="password"
              autoComplete="new-password"
              required
              value={repeat}
              onChange={(e) => setValue('repeat', e.target.value)}
              error={mismatch}
              helperText={mismatch ? t('signUp.reset.mismatch') : ' '}
              slotProps={{ htmlInput: { 'data-testid': 'reset-repeat', maxLength: 200 } }}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={resetting.busy || !password || mismatch || repeat === ''}
              data-testid="reset-submit"
            >
              {t('signUp.reset.submit')}
            </Button>
          </Stack>
        )
      )}
      {resetting.done?.portal === 'ib' ? (
        // An IB's sub-user (its invitation's link opens this page) signs in to the IB portal: the client portal's
        // sign-in took it to a client's home, asking it to verify and deposit.
        <Link href={viewUrl(config, 'ib', '/login')} data-testid="to-sign-in">
          {t('signUp.toSignIn')}
        </Link>
      ) : (
        <PublicLink to="/login" testId="to-sign-in">
          {t('signUp.toSignIn')}
        </PublicLink>
      )}
    </PublicCard>
  );
}
