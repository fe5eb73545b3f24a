import Lock from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useKycLabels } from './kycLabels';
import { useFunctionGate } from './useFunctionGate';

/** What a locked function says: which level it needs and which modules are still missing. */
export function useLockedReason() {
  const { t } = useTranslation();
  const labels = useKycLabels();
  return (code: number, requiredLevel?: number, missingModules: readonly number[] = []) =>
    [
      requiredLevel !== undefined
        ? t('kyc.gate.needsLevel', { function: labels.permission(code), level: labels.level(requiredLevel) })
        : t('kyc.gate.unavailable', { function: labels.permission(code) }),
      missingModules.length > 0 ? t('kyc.guide.missing', { modules: labels.modules(missingModules) }) : '',
    ]
      .filter(Boolean)
      .join(' ');
}

/**
 * Shows its children only when the user's KYC level grants the function (a screen widget's
 * requiresFunction); otherwise says what is missing and offers the KYC guide.
 */
export function FunctionGated({ name, children }: { name: string; children: ReactNode }) {
  const { t } = useTranslation();
  const gate = useFunctionGate();
  const reason = useLockedReason();
  if (!gate.loaded) return <CircularProgress size={24} aria-label={t('common.loading')} />;
  const item = gate.item(name);
  if (item?.hasPermission) return <>{children}</>;
  return (
    <Alert
      severity="warning"
      icon={<Lock aria-hidden />}
      data-testid="function-locked"
      action={
        <Button color="inherit" size="small" onClick={() => gate.gate(name)}>
          {t('kyc.gate.verifyNow')}
        </Button>
      }
    >
      {item ? reason(item.functionModuleCode, item.requiredLevel, item.missingModules) : t('kyc.gate.unknown')}
    </Alert>
  );
}
