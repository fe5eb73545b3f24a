import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../app/runtime';

/** After a change of e-mail, phone, password or authenticator: offers to sign out the other devices. */
export function OtherSessionsOffer({ count }: { count: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const [ended, setEnded] = useState<number>();
  if (count <= 0) return null;
  if (ended !== undefined) return <Alert severity="success">{t('security.sessions.ended', { count: ended })}</Alert>;
  const end = async () => setEnded((await api<{ ended: number }>({ method: 'POST', base: 'web', path: 'session/endOthers', body: {} })).ended);
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={() => void end().catch(() => undefined)} data-testid="end-other-sessions">
          {t('security.sessions.endOthers')}
        </Button>
      }
    >
      {t('security.sessions.offer', { count })}
    </Alert>
  );
}
