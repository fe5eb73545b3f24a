import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerApi } from '../http/api';
import { kycState } from '../kyc/kycState';

const limitSchema = { type: 'object', properties: { limitType: { type: 'string' }, period: { type: 'string' }, limitAmount: { type: 'number' }, currency: { type: 'string' } } };

/** Which functions the user's verification unlocks (specification section 3: function permission items). */
export function kycPermissionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerApi(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'profile/queryFunctionPermissionAll',
    summary: 'Every function permission (deposit 1 ... wallet withdraw 8): held or not, the levels granting it, its limit, and what is missing',
    tags: ['kyc'],
    auth: 'required',
    data: {
      type: 'object',
      properties: {
        level: { type: 'integer' },
        items: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              functionModuleCode: { type: 'integer' },
              hasPermission: { type: 'boolean' },
              hasPermissionLevels: { type: 'array', items: { type: 'integer' } },
              limit: limitSchema,
              requiredLevel: { type: 'integer' },
              missingModules: { type: 'array', items: { type: 'integer' } },
            },
          },
        },
      },
    },
    handler: ({ auth }) => {
      const state = kycState(ctx, auth.user, auth.session);
      return { level: state.level, items: state.permissions };
    },
  });
}
