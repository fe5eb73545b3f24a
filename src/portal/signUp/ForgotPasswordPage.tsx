import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../data';
import { PublicCard, PublicLink } from './PublicCard';

/** Asks for a password reset link (single-use, expiring) to the profile's e-mail address. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const asking = useApiMutation<{ sent: boolean }>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void asking.submit({ method: 'POST', base: 'web', path: 'password/forgot', body: { email: email.trim() }, quiet: true });
  };
  return (
    <PublicCard titleId="forgot-title" title={t('signUp.forgotPage.title')}>
      {asking.done ? (
        <Alert severity="success" data-testid="forgot-sent">
          {t('signUp.forgotPage.sent', { email: email.trim() })}
        </Alert>
      ) : (
        <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t('signUp.forgotPage.title')}>
          <Typography>{t('signUp.forgotPage.intro')}</Typography>
          {asking.error && (
            <Alert severity="error" role="alert">
              {asking.error.message}
            </Alert>
          )}
          <TextField
            label={t('signUp.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'forgot-email', maxLength: 254 } }}
          />
          <Button type="submit" variant="contained" size="large" disabled={asking.busy || !email.trim()} data-testid="forgot-submit">
            {t('signUp.forgotPage.submit')}
          </Button>
        </Stack>
      )}
      <PublicLink to="/login">{t('signUp.toSignIn')}</PublicLink>
    </PublicCard>
  );
}
