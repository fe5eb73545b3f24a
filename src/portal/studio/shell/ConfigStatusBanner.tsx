import { Alert, Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatProblem, type ConfigProblem } from '../../../../engine/config';
import { studioApi } from '../studioApi';

const everyMs = 5000;

/** Hot reload's report to the studio: when the config on disk fails its check, the server keeps the last good one and says why here. */
export function ConfigStatusBanner() {
  const { t } = useTranslation();
  const status = useQuery({
    queryKey: ['studio', 'status'],
    queryFn: () => studioApi<{ version: number; problems: ConfigProblem[] }>('status'),
    refetchInterval: everyMs,
  });
  const problems = status.data?.problems ?? [];
  if (problems.length === 0) return null;
  return (
    <Alert severity="error" data-testid="reload-problems" sx={{ mb: 2 }}>
      {t('studio.status.keptLastGood', { count: problems.length })}
      <Box component="ul" sx={{ fontFamily: 'monospace', fontSize: 13, m: 0, pl: 2 }}>
        {problems.map((p) => (
          <li key={formatProblem(p)}>{formatProblem(p)}</li>
        ))}
      </Box>
    </Alert>
  );
}
