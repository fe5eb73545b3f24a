import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studioApi, studioApiBase } from '../studioApi';

interface SaveRecord {
  id: number;
  staffEmail: string;
  savedAt: string;
  file: string;
  diff: string;
}

/** /studio/history: every save (who, when, file, diff), and all of them as one patch. */
export default function HistoryPage() {
  const { t } = useTranslation();
  const saves = useQuery({ queryKey: ['studio', 'saves'], queryFn: () => studioApi<{ saves: SaveRecord[] }>('saves') });
  if (saves.isError) return <Alert severity="error">{t('studio.history.failed')}</Alert>;
  if (!saves.data) return <CircularProgress aria-label={t('studio.loading')} />;
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography component="h2" variant="h6">
          {t('studio.history.title')}
        </Typography>
        <Button variant="outlined" href={`${studioApiBase}saves.patch`} download="studio-saves.patch">
          {t('studio.history.export')}
        </Button>
      </Box>
      {saves.data.saves.length === 0 && <Typography>{t('studio.history.none')}</Typography>}
      {saves.data.saves.map((save) => (
        <Paper key={save.id} variant="outlined" sx={{ p: 1 }} data-testid={`save-${save.id}`}>
          <Typography variant="subtitle2">
            {t('studio.history.entry', { file: save.file, who: save.staffEmail, when: new Date(save.savedAt).toLocaleString() })}
          </Typography>
          <Box component="pre" tabIndex={0} sx={{ fontFamily: 'monospace', fontSize: 12, overflow: 'auto', m: 0 }}>
            {save.diff}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
