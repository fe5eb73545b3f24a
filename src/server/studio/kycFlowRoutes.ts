import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { ok } from '../http/envelope';
import { requireStaff } from './staffAuth';
import { studioApiBase } from './studioPaths';

/** The KYC flow definitions of the live config (config/kyc/flows), for the studio's QA page: any signed-in staff member (viewer or editor). */
export function kycFlowRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get(
    `${studioApiBase}kyc/flows`,
    { schema: { summary: 'The KYC flow definitions of the live config, by id (QA page)', tags: ['studio'], hide: true } },
    async (request) => {
      requireStaff(request, ctx.staff);
      return ok(ctx.config().kycFlows);
    },
  );
}
