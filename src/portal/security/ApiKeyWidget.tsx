import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiFailure } from '../../../engine/http';
import { useApi } from '../app/runtime';
import { SecurityCard } from './SecurityCard';

/** The IB SDK API key: what it may read, and a new key behind step-up (its secret shown once). */
export default function ApiKeyWidget() {
  const { t } = useTranslation();
  const api = useApi();
  const [scopes, setScopes] = useState<{ name: string; labelKey: string }[]>([]);
  const [keyId, setKeyId] = useState<string | null>(null);
  const [created, setCreated] = useState<{ keyId: string; secret: string }>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    api<{ name: string; labelKey: string }[]>({ method: 'GET', base: 'web', path: 'ibSDK/queryDataAuth' }).then(setScopes).catch(() => undefined);
    api<{ keyId: string | null }>({ method: 'GET', base: 'web', path: 'ibSDK/queryInterfaceAuth' }).then((r) => setKeyId(r.keyId)).catch(() => undefined);
  }, [api]);
  const generate = async () => {
    setError(undefined);
    try {
      const key = await api<{ keyId: string; secret: string }>({ method: 'POST', base: 'web', path: 'ibSDK/generateSecret', body: {}, quiet: true });
      setCreated(key);
      setKeyId(key.keyId);
    } catch (failure) {
      setError(failure instanceof ApiFailure ? failure.message : t('error.generic'));
    }
  };
  return (
    <SecurityCard value={keyId ?? t('security.apiKey.none')} actions={<Button onClick={() => void generate()} data-testid="api-key-generate">{t(keyId ? 'security.apiKey.replace' : 'security.apiKey.generate')}</Button>}>
      <Stack spacing={2}>
        {error && <Alert severity="error" role="alert">{error}</Alert>}
        {created && (
          <>
            <Alert severity="warning">{t('security.apiKey.showOnce')}</Alert>
            <TextField label={t('security.apiKey.secret')} value={created.secret} slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'api-key-secret' } }} fullWidth />
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
