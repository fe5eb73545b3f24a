import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { kycFlowRoutes } from './kycFlowRoutes';
import { staffRoutes } from './staffRoutes';
import { studioConfigRoutes } from './studioConfigRoutes';

/** The config studio's API (/web-api/studio/): staff sign-in, then config files, checks, drafts, saves and previews. */
export function installStudio(app: FastifyInstance, ctx: ServerContext): void {
  staffRoutes(app, ctx, ctx.staff);
  studioConfigRoutes(app, ctx);
  kycFlowRoutes(app, ctx);
}
