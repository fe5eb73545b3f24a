import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { hiddenMenuItems } from './hiddenMenuItems';
import { menuLabelKeys } from './menuLabels';
import { HiddenItems } from './MenuTree';
import type { PreviewContext } from './previewContext';
import { usePreviewConfig } from './usePreviewConfig';
import { usePreviewUser } from './usePreviewUser';

/**
 * Beside the portal frame: the menu items the frame's user does not see in the context, each with the condition's
 * explanation ("hidden because ..."), those hidden by the user's own switches marked so. Without a user of the role
 * (the frame says so) the list is what the context alone hides.
 */
export function HiddenForContext({ ctx, draft, revision }: { ctx: PreviewContext; draft: string | undefined; revision: number }) {
  const { t } = useTranslation();
  const config = usePreviewConfig(ctx.brand, ctx.regulator, draft, revision).data?.config;
  const shown = usePreviewUser(ctx);
  const menu = config?.menus[ctx.view];
  if (!config || !menu || shown.isPending) return null;
  const hidden = hiddenMenuItems(config, ctx, shown.data);
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
