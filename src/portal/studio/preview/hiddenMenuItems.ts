import type { PortalConfig } from '../../../../engine/config';
import { resolveMenu, type HiddenMenuEntry } from '../../../../engine/menu';
import { previewFacts, type PreviewContext, type PreviewUser } from './previewContext';

/** A menu item the preview's user does not see, and whether only the user's own switches hide it (config alone would show it). */
export interface HiddenMenuItem extends HiddenMenuEntry {
  byUserSwitches: boolean;
}

/**
 * The menu items of the context's view that the preview frame's user does not see, each with the
 * condition's explanation: evaluated with the facts that user has (its own switches included, as the
 * portal in the frame reads them), so the list names every item the frame hides.
 */
export function hiddenMenuItems(config: PortalConfig, ctx: PreviewContext, shown?: PreviewUser): HiddenMenuItem[] {
  const menu = config.menus[ctx.view];
  if (!menu) return [];
  const { hidden } = resolveMenu(menu, previewFacts(config, ctx, shown), config.policies);
  const byConfig = shown
    ? new Set(resolveMenu(menu, previewFacts(config, ctx, { ...shown, switches: {} }), config.policies).hidden.map((h) => h.id))
    : undefined;
  return hidden.map((h) => ({ ...h, byUserSwitches: byConfig !== undefined && !byConfig.has(h.id) }));
}
