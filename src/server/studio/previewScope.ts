import { AsyncLocalStorage } from 'node:async_hooks';
import type { PortalConfig } from '../../../engine/config';

/**
 * The config of the studio preview a request is made for, while its handler runs: ctx.config()
 * answers it for the preview's regulator, so every answer of the server (contact data, menus,
 * rules) follows the unsaved draft without a route knowing about previews.
 */
export const previewScope = new AsyncLocalStorage<PortalConfig>();

/** The preview's config when the running request is a preview's and asks for its regulator (or the default). */
export function previewConfigFor(regulator: string | undefined): PortalConfig | undefined {
  const config = previewScope.getStore();
  return config && (regulator === undefined || regulator === config.regulator.id) ? config : undefined;
}
