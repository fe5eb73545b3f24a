import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from './types';

/** A widget still to be designed: says so plainly. */
export default function PlaceholderWidget({ configPath }: WidgetProps) {
  const { t } = useTranslation();
  return (
    <Alert severity="info" data-config-path={configPath}>
      {t('widget.placeholder')}
    </Alert>
  );
}
