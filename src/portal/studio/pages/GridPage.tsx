import { CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKnownFacts } from '../editor/PredicateField';
import { PreviewPane } from '../preview/PreviewPane';
import type { PreviewContext } from '../preview/previewContext';

/** /studio/grid: the IB menu of every regulator side by side, for a chosen brand and context (the config being served). */
export default function GridPage() {
  const { t } = useTranslation();
  const defaults = useKnownFacts().data?.defaults;
  const [ctx, setCtx] = useState<PreviewContext | undefined>();
  const current =
    ctx ??
    (defaults && {
      brand: defaults.brand,
      regulator: defaults.regulator,
      view: 'ib',
      role: 'ib',
      permissionIds: [],
      language: 'en_US',
      inApp: false,
      viewport: 1280,
    });
  if (!current) return <CircularProgress aria-label={t('studio.loading')} />;
  return (
    <Stack spacing={1}>
      <Typography component="h2" variant="h6">
        {t('studio.grid.title')}
      </Typography>
      <PreviewPane ctx={current} onContext={setCtx} mode="grid" onMode={() => undefined} revision={0} />
    </Stack>
  );
}
