import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Alert, Box, Button, Chip, IconButton, List, ListItem, ListItemButton, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolatedNumber } from '../../../../engine/format';
import type { ExpectedState, ReplayResult, ReplayStep } from '../../../../engine/kyc';
import { readTextFiles } from './files';

export interface LoadedReplay {
  name: string;
  result: ReplayResult;
}

const preBox = { m: 0, p: 1, bgcolor: 'grey.100', borderRadius: 1, overflow: 'auto', maxHeight: 320, fontSize: 13, maxWidth: '100%' } as const;

/** What went wrong at a step, in words: the event refused, the state or the context values that differ. */
function useStepProblem(): (step: ReplayStep) => string | undefined {
  const { t } = useTranslation();
  return (step) => {
    if (step.refused) return t('studio.kycFlows.replay.refused', { event: step.event.type, state: step.state });
    if (!step.mismatch || step.expected === undefined) return undefined;
    const want: Exclude<ExpectedState, string> = typeof step.expected === 'string' ? { state: step.expected } : step.expected;
    if (want.state !== step.state) return t('studio.kycFlows.replay.wrongState', { expected: want.state, state: step.state });
    const context = step.context as Record<string, unknown>;
    const keys = Object.keys(want.context ?? {});
    return t('studio.kycFlows.replay.wrongContext', {
      expected: JSON.stringify(want.context),
      actual: JSON.stringify(Object.fromEntries(keys.map((k) => [k, context[k]]))),
    });
  };
}

/**
 * Loads a recorded log (file or pasted JSON) and steps through its replay: the step's event, state
 * and context, the first failing step marked. The page draws the current step on the diagram.
 */
export function ReplayPanel({
  replay,
  stepIndex,
  onStep,
  onLoad,
  problem,
}: {
  replay: LoadedReplay | null;
  stepIndex: number;
  onStep: (index: number) => void;
  onLoad: (name: string, text: string) => void;
  problem: string | null;
}) {
  const { t } = useTranslation();
  // Event and state names are left-to-right identifiers: in a right-to-left page they keep their order.
  const { direction } = useTheme();
  const ltr = (name: string) => isolatedNumber(name, direction);
  const [pasted, setPasted] = useState('');
  const stepProblem = useStepProblem();
  const steps = replay?.result.steps ?? [];
  const step = steps[stepIndex];
  const last = steps.length - 1;
  const failing = replay?.result.mismatch;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Button variant="outlined" component="label">
          {t('studio.kycFlows.replay.upload')}
          <input
            hidden
            type="file"
            accept="application/json,.json"
            data-testid="replay-file"
            onChange={(e) => {
              void readTextFiles(e.target.files).then(([file]) => file && onLoad(file.name, file.text));
              e.target.value = '';
            }}
          />
        </Button>
        <TextField
          label={t('studio.kycFlows.replay.paste')}
          value={pasted}
          onChange={(e) => setPasted(e.target.value)}
          multiline
          minRows={2}
          maxRows={8}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { spellCheck: false, dir: 'ltr', style: { fontFamily: 'monospace' } } }}
        />
        <Button variant="contained" disabled={!pasted.trim()} onClick={() => onLoad(t('studio.kycFlows.replay.pastedName'), pasted)}>
          {t('studio.kycFlows.replay.replayPasted')}
        </Button>
      </Stack>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      {replay && step && (
        <>
          <Typography component="h3" variant="h6">
            {t('studio.kycFlows.replay.loaded', { name: replay.name, count: steps.length })}
          </Typography>
          {failing ? (
            <Alert severity="error" data-testid="replay-mismatch">
              {t('studio.kycFlows.replay.failsAt', { index: failing.index, event: ltr(failing.event.type) })} {stepProblem(failing)}
            </Alert>
          ) : (
            <Alert severity="success">{t('studio.kycFlows.replay.allMatch')}</Alert>
          )}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <IconButton aria-label={t('studio.kycFlows.replay.first')} disabled={stepIndex === 0} onClick={() => onStep(0)}>
              <FirstPageIcon />
            </IconButton>
            <IconButton aria-label={t('studio.kycFlows.replay.back')} disabled={stepIndex === 0} onClick={() => onStep(stepIndex - 1)}>
              <NavigateBeforeIcon />
            </IconButton>
            <IconButton aria-label={t('studio.kycFlows.replay.forward')} disabled={stepIndex >= last} onClick={() => onStep(stepIndex + 1)}>
              <NavigateNextIcon />
            </IconButton>
            <IconButton aria-label={t('studio.kycFlows.replay.last')} disabled={stepIndex >= last} onClick={() => onStep(last)}>
              <LastPageIcon />
            </IconButton>
            <Typography role="status" data-testid="replay-position">
              {t('studio.kycFlows.replay.position', { index: stepIndex, last, event: ltr(step.event.type), state: ltr(step.state) })}
            </Typography>
          </Stack>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' } }}>
            <List
              dense
              aria-label={t('studio.kycFlows.replay.steps')}
              sx={{ maxHeight: 320, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
              {steps.map((s) => (
                <ListItem key={s.index} disablePadding>
                  <ListItemButton
                    selected={s.index === stepIndex}
                    onClick={() => onStep(s.index)}
                    data-step={s.index}
                    aria-current={s.index === stepIndex ? 'step' : undefined}
                  >
                    <ListItemText primary={t('studio.kycFlows.replay.stepLine', { index: s.index, event: ltr(s.event.type), state: ltr(s.state) })} />
                    {s.mismatch && (
                      <Chip size="small" color="error" label={t(s.refused ? 'studio.kycFlows.replay.refusedChip' : 'studio.kycFlows.replay.mismatchChip')} />
                    )}
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
            <Stack spacing={1} sx={{ minWidth: 0 }}>
              {step.mismatch && <Alert severity="error">{stepProblem(step)}</Alert>}
              <Typography component="h4" variant="subtitle2">
                {t('studio.kycFlows.replay.event')}
              </Typography>
              <Box component="pre" dir="ltr" tabIndex={0} sx={preBox} data-testid="replay-event">
                {JSON.stringify(step.event, null, 2)}
              </Box>
              <Typography component="h4" variant="subtitle2">
                {t('studio.kycFlows.replay.context')}
              </Typography>
              <Box component="pre" dir="ltr" tabIndex={0} sx={preBox} data-testid="replay-context">
                {JSON.stringify(step.context, null, 2)}
              </Box>
            </Stack>
          </Box>
        </>
      )}
    </Stack>
  );
}
