import { Box, CircularProgress, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { resolveMenu } from '../../../../engine/menu';
import { useKnownFacts } from '../editor/PredicateField';
import { menuLabelKeys } from './menuLabels';
import { HiddenItems, MenuTree } from './MenuTree';
import { previewFacts, type PreviewContext } from './previewContext';
import { usePreviewConfig } from './usePreviewConfig';

/** The IB menu of every regulator side by side, for one brand and one context, from a draft or the config being served. */
export function MenuGrid({ ctx, draft, revision }: { ctx: PreviewContext; draft?: string; revision?: number }) {
  const { t } = useTranslation();
  const regulators = (useKnownFacts().data?.facts.regulator ?? []) as string[];
  return (
    <Box
      role="region"
      aria-label={t('studio.grid.title')}
      // Wider than a phone: it scrolls sideways, and a keyboard reaches that too.
      tabIndex={0}
      data-testid="menu-grid"
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: `repeat(${Math.max(regulators.length, 1)}, minmax(180px, 1fr))`, overflowX: 'auto' }}
    >
      {regulators.map((regulator) => (
        <GridColumn key={regulator} ctx={{ ...ctx, regulator, view: 'ib' }} draft={draft} revision={revision ?? 0} />
      ))}
    </Box>
  );
}

function GridColumn({ ctx, draft, revision }: { ctx: PreviewContext; draft: string | undefined; revision: number }) {
  const { t } = useTranslation();
  const preview = usePreviewConfig(ctx.brand, ctx.regulator, draft, revision);
  const config = preview.data?.config;
  const menu = config?.menus.ib;
  const resolved = config && menu ? resolveMenu(menu, previewFacts(config, ctx), config.policies) : undefined;
  const labels = menuLabelKeys(menu?.items ?? []);
  return (
    <Paper variant="outlined" sx={{ p: 1 }} data-testid={`grid-${ctx.regulator}`}>
      <Typography component="h3" variant="subtitle1">
        {ctx.regulator}
      </Typography>
      {preview.isError && <Typography color="error">{t('studio.preview.failed')}</Typography>}
      {!resolved && !preview.isError && <CircularProgress size={20} aria-label={t('studio.loading')} />}
      {resolved && (
        <>
          <MenuTree items={resolved.items} label={t('studio.grid.menuOf', { regulator: ctx.regulator })} />
          <Typography variant="caption">{t('studio.preview.hidden')}</Typography>
          <HiddenItems hidden={resolved.hidden} labelOf={(id) => t(labels.get(id) ?? id)} />
        </>
      )}
    </Paper>
  );
}
