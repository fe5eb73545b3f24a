import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const colourOf: Record<string, 'success' | 'error' | 'default'> = {
  success: 'success',
  pass: 'success',
  completed: 'success',
  paymentFailed: 'error',
  reject: 'error',
  rejected: 'error',
  noPass: 'error',
  cancelled: 'default',
};

/** A status with its translated label; colour by outcome (done, failed, in progress). */
export function StatusChip({ labelKey, name, testId }: { labelKey: string | null; name: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      label={labelKey ? t(labelKey) : name}
      color={colourOf[name] ?? 'default'}
      variant={colourOf[name] ? 'filled' : 'outlined'}
      data-testid={testId}
      data-status={name}
    />
  );
}
