import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../data';

/** After a change of e-mail, phone, password or authenticator: offers to sign out the other devices. */
export function OtherSessionsOffer({ count }: { count: number }) {
  const { t } = useTranslation();
  const ending = useApiMutation<{ ended: number }>();
  if (count <= 0) return null;
  if (ending.done) return <Alert severity="success">{t('security.sessions.ended', { count: ending.done.ended })}</Alert>;
  const end = () => ending.submit({ method: 'POST', base: 'web', path: 'session/endOthers', body: {} });
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={() => void end()} data-testid="end-other-sessions">
          {t('security.sessions.endOthers')}
        </Button>
      }
    >
      {t('security.sessions.offer', { count })}
    </Alert>
  );
}
