import type { FastifyInstance } from 'fastify';
import { commonProfileViewSchema } from '../../../engine/api';
import { lookupEnum } from '../../../engine/catalog';
import type { ServerContext } from '../context';
import { ApiError } from '../http/apiError';
import { registerApi } from '../http/api';
import { kycState, requireFunctionPermission } from '../kyc/kycState';
import { commonProfileState } from '../users/specEntities';
import { guidance, identityProofStatus, userLevel, verificationCenter, verificationResult } from '../kyc/levelViews';

const tags = ['kyc'];
const limitFields = { limitType: { type: 'string' }, period: { type: 'string' }, limitAmount: { type: 'number' }, currency: { type: 'string' } };
/** A limit, or a level's grant of a function with its limit (unlocks, levelFunctionLimit). */
const limit = { type: 'object', properties: { functionModuleCode: { type: 'integer' }, ...limitFields } };
const moduleRow = { type: 'object', properties: { code: { type: 'integer' }, status: { type: 'integer' }, reason: { type: ['string', 'null'] } } };
const permission = {
  type: 'object',
  properties: {
    functionModuleCode: { type: 'integer' },
    hasPermission: { type: 'boolean' },
    hasPermissionLevels: { type: 'array', items: { type: 'integer' } },
    limit: { type: 'object', properties: limitFields },
    requiredLevel: { type: 'integer' },
    missingModules: { type: 'array', items: { type: 'integer' } },
  },
};

/** The KYC level calls of the client portal (specification section 7, cp POST profile/...). */
export function kycLevelRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerApi(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'profile/queryFunctionPermissionAll',
    reads: true,
    summary: 'Every function permission (deposit 1 ... wallet withdraw 8): held or not, the levels granting it, its limit, and what is missing',
    tags,
    auth: 'required',
    data: { type: 'object', properties: { level: { type: 'integer' }, items: { type: 'array', items: permission } } },
    handler: ({ auth }) => {
      const state = kycState(ctx, auth.user, auth.session);
      return { level: state.level, items: state.permissions };
    },
  });

  registerApi(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'profile/queryUserLevel',
    reads: true,
    summary: "The user's KYC level, the next level, whether verification is disabled (AML), the independent levels and what they depend on",
    tags,
    auth: 'required',
    data: {
      type: 'object',
      properties: {
        level: { type: 'integer' },
        nextLevel: { type: ['integer', 'null'] },
        disable: { type: 'boolean' },
        isMaxPrimaryLevel: { type: 'boolean' },
        maxPrimaryLevel: { type: 'integer' },
        independenceLevels: { type: 'array', items: { type: 'integer' } },
        independenceDependOnLevels: {
          type: 'array',
          items: { type: 'object', properties: { level: { type: 'integer' }, dependsOn: { type: 'array', items: { type: 'integer' } } } },
        },
        levels: {
          type: 'array',
          items: { type: 'object', properties: { level: { type: 'integer' }, status: { type: ['integer', 'null'] }, statusName: { type: 'string' } } },
        },
      },
    },
    handler: ({ auth }) => userLevel(ctx, auth.user, auth.session),
  });

  registerApi<{ userId?: number; nextLevel?: number; specialLevel?: number }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'profile/guidanceLevel',
    reads: true,
    summary:
      'What the KYC guide walks through to reach a level (the next one by default): modules with status codes (verifyRelationList) and the IBT audit statuses',
    tags,
    auth: 'required',
    body: {
      type: 'object',
      additionalProperties: false,
      properties: {
        userId: { type: 'integer', minimum: 1 },
        nextLevel: { type: 'integer', minimum: 1, maximum: 99 },
        specialLevel: { type: 'integer', minimum: 1, maximum: 99 },
      },
    },
    data: {
      type: 'object',
      properties: {
        userId: { type: 'integer' },
        level: { type: 'integer' },
        nextLevel: { type: 'integer' },
        verifyRelationList: { type: 'array', items: { type: 'object', properties: { verifyModuleCode: { type: 'integer' }, status: { type: 'integer' } } } },
        ibtPoiAuditStatus: { type: 'integer' },
        ibtPoaAuditStatus: { type: 'integer' },
      },
    },
    handler: ({ auth, body }) => {
      if (body.userId !== undefined && body.userId !== auth.user.id) throw new ApiError('FORBIDDEN', 403, 'The guidance of another user is not yours to see.');
      return guidance(ctx, auth.user, body, auth.session);
    },
  });

  registerApi(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'profile/queryVerificationResult',
    reads: true,
    summary: "Each level's verification status (verifyLevelStatus) and function limits (levelFunctionLimit), and each module's status and reason",
    tags,
    auth: 'required',
    data: {
      type: 'object',
      properties: {
        level: { type: 'integer' },
        levels: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              level: { type: 'integer' },
              verifyLevelStatus: { type: ['integer', 'null'] },
              statusName: { type: 'string' },
              levelFunctionLimit: { type: 'array', items: limit },
            },
          },
        },
        modules: { type: 'array', items: moduleRow },
      },
    },
    handler: ({ auth }) => verificationResult(ctx, auth.user, auth.session),
  });

  registerApi(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'profile/myVerificationCenter',
    reads: true,
    summary: 'The verification centre: every level with its status, modules, what it unlocks and its limits; the function permissions',
    tags,
    auth: 'required',
    data: {
      type: 'object',
      properties: {
        level: { type: 'integer' },
        nextLevel: { type: ['integer', 'null'] },
        levels: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              level: { type: 'integer' },
              nameKey: { type: 'string' },
              independent: { type: 'boolean' },
              status: { type: ['integer', 'null'] },
              statusName: { type: 'string' },
              blockedBy: { type: 'array', items: { type: 'integer' } },
              missingModules: { type: 'array', items: { type: 'integer' } },
              modules: { type: 'array', items: moduleRow },
              unlocks: { type: 'array', items: limit },
            },
          },
        },
        permissions: { type: 'array', items: permission },
      },
    },
    handler: ({ auth }) => verificationCenter(ctx, auth.user, auth.session),
  });

  registerApi(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'profile/info/proof',
    reads: true,
    summary:
      'The common profile: language, regulator, verifyMethod, id3Pass, the identity-proof status (requireIDProof, pendingIDProofApproval, requireAddressProof, pendingAddressProofApproval), the poi, poa, ibtPoi, ibtPoa audit statuses, registerStep and the onboarding test (onboardingTestNum, onboardingTestInterval, limitQuestion)',
    tags,
    auth: 'required',
    data: commonProfileViewSchema,
    handler: ({ auth }) => ({ ...identityProofStatus(ctx, auth.user, auth.session), ...commonProfileState(ctx, auth.user) }),
  });

  registerApi<{ functionModuleCode: number }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['cp'],
    path: 'profile/checkFunctionPermission',
    reads: true,
    summary:
      'Whether the user may use a function (deposit 1 ... wallet withdraw 8): the permission item, or a refusal (450) naming the level and the modules missing',
    tags,
    auth: 'required',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['functionModuleCode'],
      properties: { functionModuleCode: { type: 'integer', minimum: 1, maximum: 99 } },
    },
    data: permission,
    handler: ({ auth, body }) => {
      const name = lookupEnum(ctx.config(auth.user.regulator).enumerations, 'functionPermission', body.functionModuleCode)?.name;
      if (!name) throw new ApiError('BAD_REQUEST', 400, `There is no function ${body.functionModuleCode}.`);
      return requireFunctionPermission(ctx, auth.user, name, auth.session);
    },
  });
}
