import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../app/runtime';
import { useEnumCode, useKycLabels, type LimitLike } from '../kycLabels';
import { openKycGuide } from '../kycStores';
import { useApiQuery } from '../../data';
import { kycChangedEvent } from '../useFunctionGate';

interface VerificationResult {
  level: number;
  levels: { level: number; verifyLevelStatus: number | null; statusName: string; levelFunctionLimit: (LimitLike & { functionModuleCode: number })[] }[];
  modules: { code: number; status: number; reason: string | null }[];
}

/** The verification results page: each level's status and limits, and each rejected module with the reason and a way to resubmit. */
export default function VerificationResultWidget() {
  const config = useConfig();
  const { t } = useTranslation();
  const labels = useKycLabels();
  const enumCode = useEnumCode();
  const { data, error } = useApiQuery<VerificationResult>(
    { method: 'POST', base: 'cp', path: 'profile/queryVerificationResult', body: {} },
    { reloadOn: [kycChangedEvent] },
  );
  if (error) return <Alert severity="error">{t('kyc.loadFailed')}</Alert>;
  if (!data) return <CircularProgress size={24} aria-label={t('common.loading')} />;
  const rejected = data.modules.filter((m) => m.status === enumCode('kycModuleStatus', 'rejected'));
  const underReview = data.modules.filter((m) => ['underReview', 'pending'].some((name) => m.status === enumCode('kycModuleStatus', name)));
  const levelOf = (module: number) => config.kycLevels.levels.find((l) => l.modules.includes(module))?.level;

  return (
    <Stack spacing={2} data-testid="verification-result">
      {rejected.map((m) => (
        <Alert
          key={m.code}
          severity="error"
          data-testid={`rejected-${m.code}`}
          action={
            levelOf(m.code) !== undefined ? (
              <Button color="inherit" size="small" onClick={() => openKycGuide({ level: levelOf(m.code)! })}>
                {t('kyc.result.resubmit')}
              </Button>
            ) : undefined
          }
        >
          {t('kyc.result.rejected', { module: labels.module(m.code), reason: m.reason ?? t('kyc.result.noReason') })}
        </Alert>
      ))}
      {underReview.length > 0 && <Alert severity="info">{t('kyc.result.underReview', { modules: labels.modules(underReview.map((m) => m.code)) })}</Alert>}
      {/* A level's limits in a long-worded language (German) are wider than a phone: the table scrolls in its own region, never the page. */}
      <TableContainer tabIndex={0} role="region" aria-label={t('kyc.result.tableLabel')}>
        <Table size="small" aria-label={t('kyc.result.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('kyc.result.level')}</TableCell>
              <TableCell>{t('kyc.result.status')}</TableCell>
              <TableCell>{t('kyc.result.limits')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.levels.map((l) => (
              <TableRow key={l.level} data-testid={`result-level-${l.level}`}>
                <TableCell>{labels.level(l.level)}</TableCell>
                <TableCell>{labels.levelStatus(l.statusName)}</TableCell>
                <TableCell>
                  {l.levelFunctionLimit.length
                    ? l.levelFunctionLimit.map((f) => `${labels.permission(f.functionModuleCode)}: ${labels.limit(f)}`).join('; ')
                    : t('kyc.limitText.none')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
