import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** Shown instead of a widget whose kind no code implements, naming the config path to fix. */
export function UnknownWidget({ kind, configPath }: { kind: string; configPath: string }) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" role="alert">
      {t('widget.unknown', { kind, path: configPath })}
    </Alert>
  );
}
