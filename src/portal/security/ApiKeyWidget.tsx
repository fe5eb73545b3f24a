import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useApiMutation, useApiQuery } from '../data';
import { SecurityCard } from './SecurityCard';

/** The IB SDK API key: what it may read, and a new key behind step-up (its secret shown once). */
export default function ApiKeyWidget() {
  const { t } = useTranslation();
  const { data: scopes = [] } = useApiQuery<{ name: string; labelKey: string }[]>({ method: 'GET', base: 'web', path: 'ibSDK/queryDataAuth', quiet: false });
  const { data: current } = useApiQuery<{ keyId: string | null }>({ method: 'GET', base: 'web', path: 'ibSDK/queryInterfaceAuth', quiet: false });
  const generating = useApiMutation<{ keyId: string; secret: string }>();
  const created = generating.done;
  const keyId = created?.keyId ?? current?.keyId ?? null;
  const generate = () => generating.submit({ method: 'POST', base: 'web', path: 'ibSDK/generateSecret', body: {}, quiet: true });
  return (
    <SecurityCard
      value={keyId ?? t('security.apiKey.none')}
      actions={
        <Button onClick={() => void generate()} data-testid="api-key-generate">
          {t(keyId ? 'security.apiKey.replace' : 'security.apiKey.generate')}
        </Button>
      }
    >
      <Stack spacing={2}>
        {generating.error && (
          <Alert severity="error" role="alert">
            {generating.error.message}
          </Alert>
        )}
        {created && (
          <>
            <Alert severity="warning">{t('security.apiKey.showOnce')}</Alert>
            <TextField
              label={t('security.apiKey.secret')}
              value={created.secret}
              slotProps={{ htmlInput: { readOnly: true, dir: 'ltr', 'data-testid': 'api-key-secret' } }}
              fullWidth
            />
          </>
        )}
        <List dense aria-label={t('security.apiKey.scopes')}>
          {scopes.map((s) => (
            <ListItem key={s.name} disableGutters>
              <ListItemText primary={t(s.labelKey)} />
            </ListItem>
          ))}
        </List>
      </Stack>
    </SecurityCard>
  );
}
