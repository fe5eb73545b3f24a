import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { lookupEnum } from '../../../engine/catalog';
import { useConfig } from '../app/runtime';
import { usePermission } from './usePermissions';

/** Where the gate sends the user to verify (the verification centre; the KYC guide takes over at merge). */
export const verificationPath = '/verification';

/**
 * Shows its children only when the user holds the function permission; otherwise what is missing
 * (the level it needs and the verification steps) and the way to the verification centre.
 */
export function PermissionGate({ permission, children }: { permission: string; children: ReactNode }) {
  const { t } = useTranslation();
  const config = useConfig();
  const { item, loading } = usePermission(permission);
  if (loading) return <CircularProgress size={24} aria-label={t('common.loading')} />;
  if (item?.hasPermission) return <>{children}</>;
  const label = t(lookupEnum(config.enumerations, 'functionPermission', item?.functionModuleCode)?.labelKey ?? 'funds.gate.thisFunction');
  const modules = (item?.missingModules ?? []).map((m) => t(lookupEnum(config.enumerations, 'kycModule', m)?.labelKey ?? String(m)));
  return (
    <Alert severity="info" data-testid="permission-gate" action={<Button component={RouterLink} to={verificationPath} color="inherit" variant="outlined" size="small">{t('funds.gate.verify')}</Button>} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <AlertTitle>{t('funds.gate.title', { function: label })}</AlertTitle>
      {item?.requiredLevel !== undefined ? t('funds.gate.level', { level: item.requiredLevel }) : t('funds.gate.unavailable')}
      {modules.length > 0 && ` ${t('funds.gate.missing', { modules: modules.join(', ') })}`}
    </Alert>
  );
}
