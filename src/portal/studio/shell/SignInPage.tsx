import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguagesFile } from '../../../../engine/config';
import { studioApi, type StaffMember } from '../studioApi';
import { StudioLanguageSelect } from './StudioLanguageSelect';

/** Staff sign-in of the studio (its own accounts; the client portal's sessions and the back-office token do not sign in here). */
export function SignInPage({ languages, onSignedIn }: { languages: LanguagesFile; onSignedIn: (staff: StaffMember) => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      onSignedIn(await studioApi<StaffMember>('session', { method: 'POST', body: { email, password } }));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="main" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, p: 2 }}>
      <Box sx={{ alignSelf: 'flex-end' }}>
        <StudioLanguageSelect languages={languages} />
      </Box>
      <Paper sx={{ p: 3, width: '100%', maxWidth: 400 }}>
        <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)} noValidate aria-label={t('studio.signIn.title')}>
          <Typography component="h1" variant="h5">
            {t('studio.signIn.title')}
          </Typography>
          {failed && <Alert severity="error">{t('studio.signIn.failed')}</Alert>}
          <TextField label={t('studio.signIn.email')} type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required />
          <TextField
            label={t('studio.signIn.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
          <Button type="submit" variant="contained" disabled={busy}>
            {t('studio.signIn.submit')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
