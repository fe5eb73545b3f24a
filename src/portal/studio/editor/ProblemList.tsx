import { Alert, List, ListItem, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatProblem, type ConfigProblem } from '../../../../engine/config';

/** Every problem `config check` found in the draft, one line each: file:line:column pointer: message [CODE]. */
export function ProblemList({ problems, checking }: { problems: readonly ConfigProblem[]; checking: boolean }) {
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
            <ListItem key={formatProblem(p)} sx={{ fontFamily: 'monospace', py: 0 }} data-problem-code={p.code}>
              {formatProblem(p)}
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
