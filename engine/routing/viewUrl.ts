import type { PortalConfig } from '../config/portalConfig';
import type { RoutesFile } from '../config/schemaTypes';

/**
 * The address of `path` in a view of the brand: its base path (which ends with a slash, by the brand schema) and the
 * path without its leading slash. The one way to link from one portal to a page of the other.
 */
export function viewUrl(config: Pick<PortalConfig, 'brand'>, view: RoutesFile['view'], path: string): string {
  return `${config.brand[view].basePath}${path.replace(/^\//, '')}`;
}
