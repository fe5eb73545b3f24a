import { Alert, Box, Button, CircularProgress, MenuItem, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KycFlowDefinition } from '../../../../engine/config';
import { flowCoverage, flowGraph, pathFile, replay, type GeneratedPath, type ReplayLog, type ReplayResult } from '../../../../engine/kyc';
import { CoveragePanel, type CoverageRun } from '../kycFlows/CoveragePanel';
import { DiagramLegend, type LegendEntry } from '../kycFlows/DiagramLegend';
import { coverageMarks, noMarks, stepMarks } from '../kycFlows/diagramMarks';
import { diagramSvg } from '../kycFlows/diagramSvg';
import { download, svgToPng } from '../kycFlows/files';
import { FlowDiagram } from '../kycFlows/FlowDiagram';
import { layoutFlow } from '../kycFlows/layoutFlow';
import { PathsPanel } from '../kycFlows/PathsPanel';
import { LogProblem, readLog } from '../kycFlows/readLog';
import { ReplayPanel, type LoadedReplay } from '../kycFlows/ReplayPanel';
import { studioApi } from '../studioApi';

type Panel = 'replay' | 'coverage' | 'paths';

const legends: Record<Panel, LegendEntry[]> = {
  replay: [{ node: 'current' }, { node: 'mismatch' }, { edge: 'taken' }],
  coverage: [{ node: 'visited' }, { node: 'missing' }, { edge: 'visited' }, { edge: 'missing' }],
  paths: [],
};

/**
 * The QA page (issue 13): a KYC flow of config/kyc/flows drawn with ELK and xyflow, a recorded log
 * replayed step by step on it, coverage of several logs, and generated paths as replayable logs.
 * Loaded only on this page (the studio's pages are lazy): xyflow and ELK stay out of the rest.
 */
export default function KycFlowsPage() {
  const { t } = useTranslation();
  const flows = useQuery({ queryKey: ['studio', 'kyc', 'flows'], queryFn: () => studioApi<Record<string, KycFlowDefinition>>('kyc/flows') });
  const ids = useMemo(() => Object.keys(flows.data ?? {}).sort(), [flows.data]);
  const [chosen, setChosen] = useState<string | null>(null);
  const flowId = chosen ?? (ids.includes('guide') ? 'guide' : ids[0]);
  const definition = flowId ? flows.data?.[flowId] : undefined;
  const diagram = useQuery({
    queryKey: ['studio', 'kyc', 'diagram', flowId],
    queryFn: () => layoutFlow(flowGraph(definition!), t('studio.kycFlows.diagram.root')),
    enabled: !!definition,
    staleTime: Infinity,
  });
  const [panel, setPanel] = useState<Panel>('replay');
  const [loaded, setLoaded] = useState<(LoadedReplay & { flow: string }) | null>(null);
  const [stepIndex, setStepIndex] = useState(0);
  const [replayProblem, setReplayProblem] = useState<string | null>(null);
  const [coverage, setCoverage] = useState<(CoverageRun & { flow: string }) | null>(null);

  const problemText = (error: unknown) =>
    error instanceof LogProblem ? t(`studio.kycFlows.log.${error.key}`, error.values) : t('studio.kycFlows.log.failed', { detail: (error as Error).message });

  const showReplay = (name: string, log: ReplayLog) => {
    setChosen(log.flow);
    setLoaded({ name, flow: log.flow, result: replay(flows.data!, log) });
    setStepIndex(0);
    setReplayProblem(null);
    setPanel('replay');
  };
  const loadReplay = (name: string, text: string) => {
    try {
      showReplay(name, readLog(text, flows.data!, flowId!));
    } catch (error) {
      setLoaded(null);
      setReplayProblem(problemText(error));
    }
  };
  const loadCoverage = (files: { name: string; text: string }[]) => {
    const results: ReplayResult[] = [];
    const skipped: string[] = [];
    const problems: string[] = [];
    for (const file of files) {
      try {
        const log = readLog(file.text, flows.data!, flowId!);
        if (log.flow !== flowId) {
          skipped.push(file.name);
          continue;
        }
        const result = replay(flows.data!, log);
        results.push(result);
        if (result.mismatch)
          problems.push(t('studio.kycFlows.coverage.fails', { file: file.name, index: result.mismatch.index, event: result.mismatch.event.type }));
      } catch (error) {
        problems.push(t('studio.kycFlows.coverage.unreadable', { file: file.name, problem: problemText(error) }));
      }
    }
    setCoverage({ flow: flowId!, skipped, problems, coverage: flowCoverage(definition!, results) });
  };

  const replayHere = loaded?.flow === flowId ? loaded : null;
  const coverageHere = coverage?.flow === flowId ? coverage : null;
  const step = replayHere?.result.steps[stepIndex];
  const marks = useMemo(
    () => (panel === 'replay' && step ? stepMarks(step) : panel === 'coverage' && coverageHere ? coverageMarks(coverageHere.coverage) : noMarks),
    [panel, step, coverageHere],
  );

  const exportAs = async (format: 'svg' | 'png') => {
    if (!diagram.data || !flowId) return;
    const { svg, width, height } = diagramSvg(diagram.data, marks, t('studio.kycFlows.diagram.label', { flow: flowId }));
    download(`${flowId}.${format}`, format === 'svg' ? new Blob([svg], { type: 'image/svg+xml' }) : await svgToPng(svg, width, height));
  };

  if (flows.isPending) return <CircularProgress aria-label={t('studio.loading')} />;
  if (flows.isError || !flowId || !definition) return <Alert severity="error">{t('studio.kycFlows.loadFailed')}</Alert>;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography component="h2" variant="h5">
        {t('studio.nav.kycFlows')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField select label={t('studio.kycFlows.flow')} value={flowId} onChange={(e) => setChosen(e.target.value)} sx={{ minWidth: 220 }} size="small">
          {ids.map((id) => (
            <MenuItem key={id} value={id}>
              {id}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" disabled={!diagram.data} onClick={() => void exportAs('svg')}>
            {t('studio.kycFlows.exportSvg')}
          </Button>
          <Button variant="outlined" disabled={!diagram.data} onClick={() => void exportAs('png')}>
            {t('studio.kycFlows.exportPng')}
          </Button>
        </Stack>
      </Stack>
      {definition.description && <Typography variant="body2">{definition.description}</Typography>}
      <DiagramLegend entries={legends[panel]} />
      <Box
        role="region"
        aria-label={t('studio.kycFlows.diagram.label', { flow: flowId })}
        data-testid="flow-diagram"
        sx={{
          height: { xs: 420, md: 520 },
          width: '100%',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'background.paper',
        }}
      >
        {diagram.data ? (
          <FlowDiagram key={flowId} diagram={diagram.data} marks={marks} />
        ) : diagram.isError ? (
          <Alert severity="error">{t('studio.kycFlows.diagram.failed', { detail: (diagram.error as Error).message })}</Alert>
        ) : (
          <CircularProgress aria-label={t('studio.loading')} />
        )}
      </Box>
      <Tabs
        value={panel}
        onChange={(_, value: Panel) => setPanel(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('studio.kycFlows.panels')}
      >
        <Tab value="replay" label={t('studio.kycFlows.replay.tab')} id="kyc-tab-replay" aria-controls="kyc-panel" />
        <Tab value="coverage" label={t('studio.kycFlows.coverage.tab')} id="kyc-tab-coverage" aria-controls="kyc-panel" />
        <Tab value="paths" label={t('studio.kycFlows.paths.tab')} id="kyc-tab-paths" aria-controls="kyc-panel" />
      </Tabs>
      <Box role="tabpanel" id="kyc-panel" aria-labelledby={`kyc-tab-${panel}`}>
        {panel === 'replay' && <ReplayPanel replay={replayHere} stepIndex={stepIndex} onStep={setStepIndex} onLoad={loadReplay} problem={replayProblem} />}
        {panel === 'coverage' && <CoveragePanel run={coverageHere} onLoad={loadCoverage} />}
        {panel === 'paths' && <PathsPanel definition={definition} onReplay={(path: GeneratedPath) => showReplay(path.name, pathFile(path))} />}
      </Box>
    </Stack>
  );
}
