import { Alert, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FlowCoverage } from '../../../../engine/kyc';
import { readTextFiles } from './files';

export interface CoverageRun {
  coverage: FlowCoverage;
  /** Logs of other flows, left out. */
  skipped: string[];
  /** Logs that cannot be read or fail a step (their steps up to the failure still count). */
  problems: string[];
}

/** Coverage of the flow by the logs chosen (several files): percentages here, visited and not on the diagram. */
export function CoveragePanel({ run, onLoad }: { run: CoverageRun | null; onLoad: (files: { name: string; text: string }[]) => void }) {
  const { t } = useTranslation();
  const coverage = run?.coverage;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="outlined" component="label">
          {t('studio.kycFlows.coverage.upload')}
          <input
            hidden
            multiple
            type="file"
            accept="application/json,.json"
            data-testid="coverage-files"
            onChange={(e) => {
              void readTextFiles(e.target.files).then(onLoad);
              e.target.value = '';
            }}
          />
        </Button>
        <Typography variant="body2">{t('studio.kycFlows.coverage.hint')}</Typography>
      </Stack>
      {coverage && (
        <>
          <Typography data-testid="coverage-states">
            {t('studio.kycFlows.coverage.states', {
              visited: coverage.states.visited.length,
              total: coverage.states.total,
              percent: coverage.states.percent,
              count: coverage.logs,
            })}
          </Typography>
          <Typography data-testid="coverage-transitions">
            {t('studio.kycFlows.coverage.transitions', {
              taken: coverage.transitions.taken.length,
              total: coverage.transitions.total,
              percent: coverage.transitions.percent,
            })}
          </Typography>
          {run.skipped.length > 0 && <Alert severity="info">{t('studio.kycFlows.coverage.skipped', { files: run.skipped })}</Alert>}
          {run.problems.map((p) => (
            <Alert key={p} severity="warning">
              {p}
            </Alert>
          ))}
          {coverage.transitions.missing.length > 0 && (
            <>
              <Typography component="h3" variant="subtitle1">
                {t('studio.kycFlows.coverage.missingTitle')}
              </Typography>
              <List dense tabIndex={0} sx={{ maxHeight: 240, overflow: 'auto' }} aria-label={t('studio.kycFlows.coverage.missingTitle')}>
                {coverage.transitions.missing.map((edge) => (
                  <ListItem key={edge.id}>
                    <ListItemText
                      primary={t('studio.kycFlows.coverage.missingLine', {
                        from: edge.from,
                        event: edge.event,
                        guard: edge.guard ? ` [${edge.guard}]` : '',
                        to: edge.to.join(', ') || edge.from,
                      })}
                    />
                  </ListItem>
                ))}
              </List>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
