import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useApiMutation, useApiQuery } from '../data';
import { SecurityCard } from './SecurityCard';
import { securityChangedEvent } from './securityInfo';

/** Authenticator recovery codes: how many are left, and new ones behind step-up, shown this once. */
export default function RecoveryCodesWidget() {
  const { t } = useTranslation();
  // Asked again when the authenticator is turned on or off beside it: the card follows without a reload.
  const { data: status, reload } = useApiQuery<{ remaining: number; authenticator: boolean }>(
    { method: 'GET', base: 'web', path: 'security/recoveryCodes' },
    { reloadOn: [securityChangedEvent] },
  );
  const making = useApiMutation<{ codes: string[] }>();
  const make = () => making.submit({ method: 'POST', base: 'web', path: 'security/recoveryCodes', body: {}, quiet: true }, () => void reload());
  if (!status) return null;
  return (
    <SecurityCard
      value={status.authenticator ? t('security.recovery.remaining', { count: status.remaining }) : t('security.recovery.needsAuthenticator')}
      actions={
        status.authenticator && (
          <Button onClick={() => void make()} disabled={making.busy} data-testid="recovery-codes-generate">
            {t('security.recovery.generate')}
          </Button>
        )
      }
    >
      <Stack spacing={2}>
        <Typography variant="body2">{t('security.recovery.intro')}</Typography>
        {making.error && (
          <Alert severity="error" role="alert">
            {making.error.message}
          </Alert>
        )}
        {making.done && (
          <>
            <Alert severity="warning">{t('security.recovery.shownOnce')}</Alert>
            <Box component="ul" data-testid="recovery-codes" sx={{ fontFamily: 'monospace', columns: 2, m: 0, pl: 3 }}>
              {making.done.codes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </Box>
          </>
        )}
      </Stack>
    </SecurityCard>
  );
}
