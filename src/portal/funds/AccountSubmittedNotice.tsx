import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { policyFlags } from '../app/bootstrap';
import { useStore } from '../app/store';

/** What the 540 flag means to the user: their trading account application is submitted and waits for review. */
export function AccountSubmittedNotice() {
  const { t } = useTranslation();
  const { accountSubmitted } = useStore(policyFlags);
  if (!accountSubmitted) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="account-submitted-notice">
      {t('accounts.submittedNotice')}
    </Alert>
  );
}
