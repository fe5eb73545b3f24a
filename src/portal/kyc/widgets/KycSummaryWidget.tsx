import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useKycLabels } from '../kycLabels';
import { openKycGuide } from '../kycStores';
import { useVerificationCentre } from './useVerificationCentre';

/** The client home's verification state: the level reached, the next level and what it still needs. */
export default function KycSummaryWidget() {
  const { t } = useTranslation();
  const labels = useKycLabels();
  const { data, error } = useVerificationCentre();
  if (error) return <Alert severity="error">{t('kyc.loadFailed')}</Alert>;
  if (!data) return <CircularProgress size={24} aria-label={t('common.loading')} />;
  const next = data.levels.find((l) => l.level === data.nextLevel);
  const waiting = next?.modules.filter((m) => next.missingModules.includes(m.code)) ?? [];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={1.5}>
        <Typography component="p" variant="h6" data-testid="kyc-current-level">
          {data.level > 0 ? t('kyc.summary.level', { level: labels.level(data.level) }) : t('kyc.summary.noLevel')}
        </Typography>
        {next ? (
          <>
            <Typography component="p" data-testid="kyc-next-level">
              {t('kyc.summary.next', { level: labels.level(next.level), status: labels.levelStatus(next.statusName) })}
            </Typography>
            {waiting.length > 0 && (
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {waiting.map((m) => (
                  <li key={m.code}>
                    <Typography variant="body2">
                      {labels.module(m.code)}: {labels.moduleStatus(m.status)}
                    </Typography>
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : (
          <Typography component="p">{t('kyc.summary.allDone')}</Typography>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {next && (
            <Button variant="contained" onClick={() => openKycGuide({ level: next.level })}>
              {t('kyc.summary.continue')}
            </Button>
          )}
          <Button component={RouterLink} to="/verification" variant="outlined">
            {t('kyc.summary.openCentre')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
