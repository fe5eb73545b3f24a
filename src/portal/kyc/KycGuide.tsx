import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowInput, VerifyRelation } from '../../../engine/kyc';
import { useConfig, useRuntime } from '../app/runtime';
import { useApiQuery } from '../data';
import { useStore } from '../app/store';
import { sessionStore } from '../session/sessionStore';
import { WidgetHost } from '../widgets/WidgetHost';
import { useWidgetEvents } from '../widgets/widgetEvents';
import { useEnumCode, useKycLabels } from './kycLabels';
import type { GuideRequest } from './kycStores';
import { useFlow, type FlowLog } from './useFlow';

/** The widget event module screens raise when their module is submitted or verified: the guide moves on. */
export const moduleDoneEvent = 'kycModuleDone';
/** The flow of config/kyc/flows the guide runs. */
export const guideFlow = 'guide';

interface Guidance extends FlowInput {
  level: number;
  nextLevel: number;
  verifyRelationList: VerifyRelation[];
}

/** Saves the guide's event log as a file for `portal kyc replay` (QA aid, shown with the `qa` query flag). */
function downloadLog(log: FlowLog) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(log, null, 2) + '\n'], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `kyc-${log.flow}-log.json` });
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The KYC guide: says why it opened (a function or a level the user lacks, and the modules missing),
 * then walks through the level's modules with the guide flow, showing each module's screen, and ends
 * on the result. The same content shows in the drawer and on the guide's page.
 */
export function KycGuide({ request, headingId }: { request: GuideRequest; headingId: string }) {
  const config = useConfig();
  const { t } = useTranslation();
  const labels = useKycLabels();
  const enumCode = useEnumCode();
  const userId = useStore(sessionStore).auth?.userID;
  const body = { ...(userId ? { userId } : {}), ...(request.level ? { nextLevel: request.level } : {}) };
  // Asked again each time a module is done: the reason above the steps says where the user stands now (a level just
  // verified is reached, not "not verified yet").
  const { data: guidance, error } = useApiQuery<Guidance>(
    { method: 'POST', base: 'cp', path: 'profile/guidanceLevel', body },
    { showPrevious: false, reloadOn: [moduleDoneEvent] },
  );
  // The flow runs on the answer the guide opened with: a newer one would start it again from its first step.
  const requestKey = JSON.stringify(body);
  const [opened, setOpened] = useState<{ request: string; guidance: Guidance }>();
  useEffect(() => {
    if (guidance && opened?.request !== requestKey) setOpened({ request: requestKey, guidance });
  }, [guidance, opened, requestKey]);
  const qa = Boolean(useRuntime().params.get('qa'));
  const flow = useFlow(guideFlow, opened?.request === requestKey ? opened.guidance : undefined);
  const done = useWidgetEvents([moduleDoneEvent]);
  const seen = useRef(done);
  // The modules done in this guide (their step's screen said so): no longer "still to do", though the answer
  // the guide opened with predates them.
  const [doneModules, setDoneModules] = useState<ReadonlySet<number>>(() => new Set());
  const module = flow.meta.module as number | undefined;

  const { send } = flow;
  useEffect(() => {
    if (done !== seen.current) {
      seen.current = done;
      if (module !== undefined) setDoneModules((before) => new Set(before).add(module));
      send({ type: 'DONE' });
    }
  }, [done, send, module]);

  if (error)
    return (
      <Alert severity="error" role="alert">
        {error.message}
      </Alert>
    );
  if (!guidance || !flow.state) return <CircularProgress aria-label={t('common.loading')} />;

  const verified = enumCode('kycModuleStatus', 'verified');
  const missing = guidance.verifyRelationList.filter((m) => m.status !== verified && !doneModules.has(m.verifyModuleCode)).map((m) => m.verifyModuleCode);
  // Every module of the level verified already (the guide opened on its own, every level done): it says where the user
  // stands, not that the level waits for them or for a review.
  const reached = guidance.verifyRelationList.every((m) => m.status === verified);
  const steps = (flow.context?.steps as number[] | undefined) ?? [];
  const position = (flow.context?.position as number | undefined) ?? 0;
  const screenId = (flow.meta.screen as string | undefined) ?? config.kycModules.modules.find((m) => m.code === module)?.screen;
  const screen = screenId ? config.screens.cp?.[screenId] : undefined;
  const inStep = flow.state !== 'result';

  return (
    <Stack spacing={2} data-testid="kyc-guide" data-state={flow.state}>
      <Alert severity="info" data-testid="kyc-guide-reason">
        <Typography component="p" sx={{ fontWeight: 600 }}>
          {request.functionCode !== undefined
            ? t('kyc.guide.reasonFunction', { function: labels.permission(request.functionCode), level: labels.level(guidance.nextLevel) })
            : reached
              ? t('kyc.summary.level', { level: labels.level(guidance.level) })
              : t('kyc.guide.reasonLevel', { level: labels.level(guidance.nextLevel) })}
        </Typography>
        {!reached && (
          <Typography component="p">
            {missing.length > 0 ? t('kyc.guide.missing', { modules: labels.modules(missing) }) : t('kyc.guide.nothingMissing')}
          </Typography>
        )}
      </Alert>
      {inStep && steps.length > 0 && (
        <Box>
          <Typography component="p" variant="body2" id={`${headingId}-progress`}>
            {t('kyc.guide.progress', { step: position + 1, total: steps.length, module: module !== undefined ? labels.module(module) : '' })}
          </Typography>
          <LinearProgress variant="determinate" value={(position / steps.length) * 100} aria-labelledby={`${headingId}-progress`} />
        </Box>
      )}
      {screen ? (
        <Box component="section" aria-labelledby={`${headingId}-step`}>
          <Typography variant="h3" component="h3" id={`${headingId}-step`} sx={{ fontSize: '1.25rem', mb: 1 }}>
            {t(screen.titleKey)}
          </Typography>
          {/* keyed by step: the next module's screen never inherits the state of the one before */}
          <WidgetHost key={`${flow.state}-${position}`} screen={screen} params={{}} title={t(screen.titleKey)} />
        </Box>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {inStep && position > 0 && (
          <Button variant="text" onClick={() => flow.send({ type: 'BACK' })}>
            {t('kyc.guide.back')}
          </Button>
        )}
        {inStep && (
          <Button variant="text" onClick={() => flow.send({ type: 'FORCE_RESULT' })}>
            {t('kyc.guide.showResult')}
          </Button>
        )}
        {!inStep && missing.length > 0 && (
          <Button variant="outlined" onClick={() => flow.send({ type: 'RESTART' })}>
            {t('kyc.guide.restart')}
          </Button>
        )}
        {qa && (
          <Button
            variant="text"
            onClick={() => {
              const log = flow.log();
              if (log) downloadLog(log);
            }}
          >
            {t('kyc.guide.downloadLog')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
