import { Alert, Button, List, ListItem, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatProblem, type ConfigProblem } from '../../../../engine/config';

/**
 * Every problem `config check` found in the draft, one line each: file:line:column pointer: message [CODE]; a problem
 * of the open file (`file`) offers to show its line in the YAML text (onShowLine).
 */
export function ProblemList({
  problems,
  checking,
  file,
  onShowLine,
}: {
  problems: readonly ConfigProblem[];
  checking: boolean;
  file: string;
  onShowLine(line: number): void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="studio-problems" data-testid="problem-list">
      <Typography id="studio-problems" component="h3" variant="subtitle1">
        {t('studio.problems.title', { count: problems.length })}
      </Typography>
      {checking && <Typography variant="body2">{t('studio.problems.checking')}</Typography>}
      {problems.length === 0 ? (
        <Alert severity="success">{t('studio.problems.none')}</Alert>
      ) : (
        <List dense>
          {problems.map((p) => (
            <ListItem key={formatProblem(p)} sx={{ fontFamily: 'monospace', py: 0, gap: 1, flexWrap: 'wrap' }} data-problem-code={p.code}>
              {formatProblem(p)}
              {p.file === file && p.line > 0 && (
                <Button size="small" onClick={() => onShowLine(p.line)}>
                  {t('studio.problems.showLine', { line: p.line })}
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
