import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiFailure } from '../../../engine/http';
import { useConfig, useRuntime } from '../app/runtime';
import { LanguageMenu } from '../app/layout/LanguageMenu';
import { resolveImage } from '../theme/images';

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
  const reason = search.get('reason');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setBusy(true);
    try {
      const auth = await runtime.session.signIn(email.trim(), password);
      if (runtime.view === 'ib' && !auth.isIb) {
        await runtime.session.signOut('notIb');
        setError(t('signIn.notIb'));
        return;
      }
      const returnTo = search.get('returnTo');
      navigate(returnTo && returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/', { replace: true });
    } catch (failure) {
      setError(failure instanceof ApiFailure ? failure.message : t('error.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Box sx={{ alignSelf: 'flex-end' }}>
        <LanguageMenu />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <Box
          component="img"
          src={resolveImage(config.brand, 'images/login-banner.svg')}
          alt=""
          sx={{ width: '100%', height: 120, objectFit: 'cover', display: 'block' }}
        />
        <CardContent>
          <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="sign-in-title">
            <Typography variant="h1" id="sign-in-title">
              {t(runtime.view === 'ib' ? 'signIn.titleIb' : 'signIn.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {config.brand.name}
            </Typography>
            {reason === 'timeout' && <Alert severity="info">{t('signIn.sessionEnded')}</Alert>}
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
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
        </CardContent>
      </Card>
    </Box>
  );
}
