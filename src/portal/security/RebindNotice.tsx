import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi, useConfig } from '../app/runtime';

/**
 * When the authenticator must be set up again, a notice whose link opens the client portal's
 * /profile/securityManagement in a new tab (specification section 2), from either portal.
 */
export function RebindNotice() {
  const api = useApi();
  const config = useConfig();
  const { t } = useTranslation();
  const [hint, setHint] = useState<{ mustRebindAuthenticator: boolean; securityManagementPath: string }>();
  useEffect(() => {
    api<{ mustRebindAuthenticator: boolean; securityManagementPath: string }>({ method: 'GET', base: 'cp', path: 'multiFactorAuth/hintInfo', quiet: true })
      .then(setHint)
      .catch(() => undefined);
  }, [api]);
  if (!hint?.mustRebindAuthenticator) return null;
  const href = config.brand.cp.basePath.replace(/\/$/, '') + hint.securityManagementPath;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {t('security.totp.rebindBanner')}{' '}
      <Link href={href} target="_blank" rel="noopener noreferrer" data-testid="rebind-link">
        {t('security.totp.rebindLink')}
      </Link>
    </Alert>
  );
}
