import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../data';

/** Sends the e-mail confirmation link again (the server answers the same whether or not it sent one). */
export function ResendVerification({ email }: { email: string }) {
  const { t } = useTranslation();
  const resending = useApiMutation<{ sent: boolean }>();
  if (resending.done) return <Alert severity="info">{t('signUp.resent')}</Alert>;
  return (
    <Button
      variant="outlined"
      disabled={resending.busy}
      onClick={() => void resending.submit({ method: 'POST', base: 'web', path: 'register/resendVerification', body: { email }, quiet: true })}
      data-testid="resend-verification"
    >
      {t('signUp.resend')}
    </Button>
  );
}
