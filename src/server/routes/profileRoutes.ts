import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerApi } from '../http/api';
import { clientSwitches, setClientSwitches } from '../users/privacySwitches';
import { userProfile } from '../users/profile';
import { profileAccountState } from '../users/specEntities';
import { profileViewSchema } from '../../../engine/api';
import { setUserLanguage } from '../users/userLanguage';
import { serverPolicies } from '../policyNames';

const tags = ['profile'];

export function profileRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerApi(app, ctx, {
    method: 'GET',
    bases: ['cp', 'web'],
    path: 'profile/info',
    summary: 'The signed-in user profile',
    tags,
    auth: 'required',
    data: profileViewSchema,
    handler: ({ auth }) => ({ ...userProfile(ctx.config(auth.user.regulator), auth.user), ...profileAccountState(ctx, auth.user, auth.session) }),
  });

  registerApi<{ language: string }, unknown>(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'userProfile/setlanguage',
    summary:
      "Store the user's interface language (its interface code: en, zh-CN, vn, my, ja, ...): the server writes the user's e-mails, SMS and messages in it",
    tags,
    auth: 'required',
    body: { type: 'object', additionalProperties: false, required: ['language'], properties: { language: { type: 'string', minLength: 2, maxLength: 10 } } },
    data: { type: 'object', properties: { language: { type: 'string' } } },
    handler: ({ auth, body }) => ({ language: setUserLanguage(ctx, auth.user, body.language) }),
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'ibaccount/getClientSwitch',
    summary: "The IB's privacy switches: which client data is hidden (client details, lots, name, email, pnl, margin)",
    tags: ['ib'],
    auth: 'required',
    ibOnly: true,
    data: { type: 'object', additionalProperties: { type: 'boolean' } },
    handler: ({ auth }) => clientSwitches(ctx, auth.user),
  });

  registerApi<Record<string, boolean>, unknown>(app, ctx, {
    method: 'POST',
    bases: ['web'],
    path: 'ibaccount/setClientSwitch',
    summary: "Set the IB's privacy switches (not for sub-users)",
    tags: ['ib'],
    auth: 'required',
    ibOnly: true,
    policy: { name: serverPolicies.notSubUser, refuseWith: 'FORBIDDEN' },
    body: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(['clientDetails', 'lots', 'name', 'email', 'pnl', 'margin'].map((k) => [k, { type: 'boolean' }])),
    },
    data: { type: 'object', additionalProperties: { type: 'boolean' } },
    handler: ({ auth, body }) => setClientSwitches(ctx, auth.user, body),
  });
}
