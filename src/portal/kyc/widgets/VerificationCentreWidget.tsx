import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useEnumCode, useKycLabels } from '../kycLabels';
import { openKycGuide } from '../kycStores';
import { useVerificationCentre, type CentreLevel } from './useVerificationCentre';

const chipColour = (statusName: string) =>
  statusName === 'verified' ? 'success' : statusName === 'pending' ? 'info' : statusName === 'unverified' ? 'default' : 'error';

/** The verification centre: every level, its status, its modules, what it unlocks (with limits), and the next step. */
export default function VerificationCentreWidget() {
  const { t } = useTranslation();
  const labels = useKycLabels();
  const enumCode = useEnumCode();
  const { data, error } = useVerificationCentre();
  if (error) return <Alert severity="error">{t('kyc.loadFailed')}</Alert>;
  if (!data) return <CircularProgress size={24} aria-label={t('common.loading')} />;
  const rejected = enumCode('kycModuleStatus', 'rejected');

  const card = (level: CentreLevel) => {
    const isNext = level.level === data.nextLevel;
    return (
      <Paper
        key={level.level}
        component="section"
        variant="outlined"
        aria-labelledby={`level-${level.level}-title`}
        data-testid={`level-${level.level}`}
        sx={{ p: { xs: 2, md: 3 }, borderColor: isNext ? 'primary.main' : undefined }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h2" id={`level-${level.level}-title`} sx={{ fontSize: '1.25rem' }}>
            {labels.level(level.level)}
          </Typography>
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {isNext && <Chip label={t('kyc.centre.next')} color="primary" size="small" data-testid="next-level-chip" />}
            {level.independent && <Chip label={t('kyc.centre.independent')} size="small" variant="outlined" />}
            <Chip label={labels.levelStatus(level.statusName)} color={chipColour(level.statusName)} size="small" data-testid={`level-${level.level}-status`} />
          </Stack>
        </Stack>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mt: 1.5 }}>
          <Box>
            <Typography component="h3" variant="subtitle2">
              {t('kyc.centre.modules')}
            </Typography>
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {level.modules.map((m) => (
                <li key={m.code} data-testid={`module-${m.code}`}>
                  <Typography variant="body2">
                    {labels.module(m.code)}: <strong>{labels.moduleStatus(m.status)}</strong>
                    {m.status === rejected && m.reason ? ` — ${t('kyc.centre.reason', { reason: m.reason })}` : ''}
                  </Typography>
                </li>
              ))}
            </ul>
          </Box>
          <Box>
            <Typography component="h3" variant="subtitle2">
              {t('kyc.centre.unlocks')}
            </Typography>
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {level.unlocks.map((u) => (
                <li key={u.functionModuleCode}>
                  <Typography variant="body2">
                    {labels.permission(u.functionModuleCode)} · {labels.limit(u)}
                  </Typography>
                </li>
              ))}
            </ul>
          </Box>
        </Box>
        {level.statusName !== 'verified' && level.statusName !== 'amlRejected' && (
          <Box sx={{ mt: 1.5 }}>
            {level.blockedBy.length > 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('kyc.centre.blockedBy', { levels: level.blockedBy.map(labels.level) })}
              </Typography>
            )}
            <Button variant={isNext ? 'contained' : 'outlined'} onClick={() => openKycGuide({ level: level.level })}>
              {t('kyc.centre.verify', { level: labels.level(level.level) })}
            </Button>
          </Box>
        )}
      </Paper>
    );
  };

  return (
    <Stack spacing={2}>
      <Typography component="p" data-testid="centre-summary">
        {data.level > 0 ? t('kyc.summary.level', { level: labels.level(data.level) }) : t('kyc.summary.noLevel')}
        {data.nextLevel !== null ? ` ${t('kyc.centre.nextIs', { level: labels.level(data.nextLevel) })}` : ''}
      </Typography>
      {data.levels.map(card)}
    </Stack>
  );
}
