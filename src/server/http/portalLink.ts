import type { PortalConfig } from '../../../engine/config';
import type { ServerContext } from '../context';

/**
 * A client-portal page's address as an e-mail carries it: whole (the portal's public origin, the brand's base path,
 * the page), so a mail client can open it. Never built from the request's Host header, which a sender chooses.
 */
export const portalLink = (ctx: Pick<ServerContext, 'publicOrigin'>, config: PortalConfig, page: string): string =>
  new URL(`${config.brand.cp.basePath}${page}`, ctx.publicOrigin).href;
