import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { viewUrl } from '../../../engine/routing';
import { useConfig } from '../app/runtime';
import { useApiQuery } from '../data';
import { rebindHintCall } from '../app/openingReads';

/**
 * When the authenticator must be set up again, a notice whose link opens the client portal's
 * /profile/securityManagement in a new tab (specification section 2), from either portal.
 */
export function RebindNotice() {
  const config = useConfig();
  const { t } = useTranslation();
  const { data: hint } = useApiQuery<{ mustRebindAuthenticator: boolean; securityManagementPath: string }>(rebindHintCall);
  if (!hint?.mustRebindAuthenticator) return null;
  const href = viewUrl(config, 'cp', hint.securityManagementPath);
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {t('security.totp.rebindBanner')}{' '}
      <Link href={href} target="_blank" rel="noopener noreferrer" data-testid="rebind-link">
        {t('security.totp.rebindLink')}
      </Link>
    </Alert>
  );
}
