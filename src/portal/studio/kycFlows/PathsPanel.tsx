import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KycFlowDefinition } from '../../../../engine/config';
import { flowPaths, pathFile, type GeneratedPath } from '../../../../engine/kyc';
import { download, jsonBlob } from './files';

/** Shortest or simple paths of the flow (xstate/graph), each downloadable as a replayable log or replayed here at once. */
export function PathsPanel({ definition, onReplay }: { definition: KycFlowDefinition; onReplay: (path: GeneratedPath) => void }) {
  const { t } = useTranslation();
  const [paths, setPaths] = useState<{ kind: 'shortest' | 'simple'; list: GeneratedPath[] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const generate = (kind: 'shortest' | 'simple') => {
    try {
      setPaths({ kind, list: flowPaths(definition, { simple: kind === 'simple' }) });
      setProblem(null);
    } catch (error) {
      setPaths(null);
      setProblem(t('studio.kycFlows.paths.failed', { detail: (error as Error).message }));
    }
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" onClick={() => generate('shortest')}>
          {t('studio.kycFlows.paths.shortest')}
        </Button>
        <Button variant="outlined" onClick={() => generate('simple')}>
          {t('studio.kycFlows.paths.simple')}
        </Button>
      </Stack>
      {problem && <Alert severity="error">{problem}</Alert>}
      {paths && (
        <>
          <Typography role="status">{t(`studio.kycFlows.paths.found.${paths.kind}`, { count: paths.list.length })}</Typography>
          <List dense sx={{ maxHeight: 360, overflow: 'auto' }} aria-label={t(`studio.kycFlows.paths.found.${paths.kind}`, { count: paths.list.length })}>
            {paths.list.map((path) => (
              <ListItem
                key={path.name}
                data-path={path.name}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('studio.kycFlows.paths.download', { name: path.name })}
                    onClick={() => download(`${path.name}.json`, jsonBlob(pathFile(path)))}
                  >
                    <DownloadIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={path.name}
                  secondary={
                    <>
                      {t('studio.kycFlows.paths.summary', { target: path.target, count: path.events.length - 1, input: path.inputName })}{' '}
                      <Button size="small" onClick={() => onReplay(path)}>
                        {t('studio.kycFlows.paths.replay')}
                      </Button>
                    </>
                  }
                  slotProps={{ secondary: { component: 'div' } }}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
