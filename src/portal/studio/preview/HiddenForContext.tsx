import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { resolveMenu } from '../../../../engine/menu';
import { menuLabelKeys } from './menuLabels';
import { HiddenItems } from './MenuTree';
import { previewFacts, type PreviewContext } from './previewContext';
import { usePreviewConfig } from './usePreviewConfig';

/** Beside the portal frame: the menu items the context hides, each with the condition's explanation ("hidden because ..."). */
export function HiddenForContext({ ctx, draft, revision }: { ctx: PreviewContext; draft: string | undefined; revision: number }) {
  const { t } = useTranslation();
  const config = usePreviewConfig(ctx.brand, ctx.regulator, draft, revision).data?.config;
  const menu = config?.menus[ctx.view];
  if (!config || !menu) return null;
  const { hidden } = resolveMenu(menu, previewFacts(config, ctx), config.policies);
  const labels = menuLabelKeys(menu.items);
  return (
    <Box component="section" aria-labelledby="preview-hidden" data-testid="preview-hidden">
      <Typography id="preview-hidden" component="h3" variant="subtitle1">
        {t('studio.preview.hidden')}
      </Typography>
      <HiddenItems hidden={hidden} labelOf={(id) => t(labels.get(id) ?? id)} />
    </Box>
  );
}
