import type { FastifyInstance } from 'fastify';
import { subUserViewSchema, subUsersViewSchema } from '../../../engine/api';
import type { ServerContext } from '../context';
import { emptyBody } from '../funds/apiSchemas';
import { registerApi } from '../http/api';
import { rateLimitOf } from '../http/rateLimits';
import { ibScope } from '../ib/ibScope';
import { createSubUserService, type NewSubUser } from '../ib/subUsers';
import { serverPolicies } from '../policyNames';

const tags = ['ib'];
const permissionIds = { type: 'array', maxItems: 20, items: { type: 'integer', minimum: 1, maximum: 1000 } } as const;
const idParams = { type: 'object', required: ['subUserId'], properties: { subUserId: { type: 'integer', minimum: 1 } } } as const;
/** Only the IB itself manages its sub-users; a sub-user is refused with SUB_USER_PERMISSION. */
const policy = { name: serverPolicies.manageSubUsers, refuseWith: 'SUB_USER_PERMISSION' } as const;

/** An IB's sub-users: list, invite (step-up), permissions (step-up), disable and enable, invitation again. */
export function ibSubUserRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const service = createSubUserService(ctx);
  const limit = rateLimitOf(ctx, 'subUserChange');

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'ibaccount/subUsers',
    summary: "The IB's sub-users (status invited, active or disabled; permission ids and names) and the permissions it may give them",
    tags,
    auth: 'required',
    ibOnly: true,
    policy,
    data: subUsersViewSchema,
    handler: ({ auth }) => service.list(ibScope(ctx, auth)),
  });

  registerApi<NewSubUser, unknown>(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'ibaccount/subUsers',
    summary:
      'Add a sub-user: name, e-mail and permission ids (subUserPermission); it gets an invitation e-mail with a single-use link to set its own password (step-up manageSubUsers)',
    tags,
    auth: 'required',
    ibOnly: true,
    policy,
    stepUp: 'manageSubUsers',
    config: limit,
    precheck: ({ auth, body }) => service.checkNew(ibScope(ctx, auth), body),
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'email', 'permissionIds'],
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
        email: { type: 'string', format: 'email', maxLength: 254 },
        permissionIds,
      },
    },
    data: subUserViewSchema,
    handler: ({ auth, body }) => service.create(ibScope(ctx, auth), body),
  });

  registerApi<{ permissionIds: number[] }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'ibaccount/subUsers/:subUserId/permissions',
    summary: "Replace a sub-user's permissions (ids of subUserPermission; ids it does not list stay) (step-up manageSubUsers)",
    tags,
    auth: 'required',
    ibOnly: true,
    policy,
    stepUp: 'manageSubUsers',
    config: limit,
    params: idParams,
    body: { type: 'object', additionalProperties: false, required: ['permissionIds'], properties: { permissionIds } },
    data: subUserViewSchema,
    handler: ({ auth, params, body }) => service.setPermissions(ibScope(ctx, auth), Number(params.subUserId), body.permissionIds),
  });

  registerApi<{ enabled: boolean }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'ibaccount/subUsers/:subUserId/status',
    summary: 'Disable a sub-user (it cannot sign in; its sessions end at once) or enable it again',
    tags,
    auth: 'required',
    ibOnly: true,
    policy,
    config: limit,
    params: idParams,
    body: { type: 'object', additionalProperties: false, required: ['enabled'], properties: { enabled: { type: 'boolean' } } },
    data: subUserViewSchema,
    handler: ({ auth, params, body }) => service.setEnabled(ibScope(ctx, auth), Number(params.subUserId), body.enabled),
  });

  registerApi(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'ibaccount/subUsers/:subUserId/invite',
    summary: 'Send the invitation again (a new single-use link; the earlier one stops working)',
    tags,
    auth: 'required',
    ibOnly: true,
    policy,
    config: limit,
    params: idParams,
    body: emptyBody,
    data: subUserViewSchema,
    handler: ({ auth, params }) => service.reinvite(ibScope(ctx, auth), Number(params.subUserId)),
  });
}
