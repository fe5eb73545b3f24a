import type { FastifyInstance } from 'fastify';
import { languageOfInterfaceCode } from '../../../engine/i18n';
import type { ServerContext } from '../context';
import { badRequest } from '../http/apiError';
import { registerApi } from '../http/api';
import { profileSchema, userProfile } from '../users/profile';
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
    data: profileSchema,
    handler: ({ auth }) => userProfile(ctx.config(auth.user.regulator), auth.user),
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
    handler: ({ auth, body }) => {
      const language = languageOfInterfaceCode(ctx.config().languages, body.language);
      if (!language) throw badRequest(`"${body.language}" is not an interface language`);
      ctx.db.prepare('UPDATE users SET language = ? WHERE id = ?').run(language, auth.user.id);
      return { language };
    },
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
    handler: ({ auth }) => {
      const config = ctx.config(auth.user.regulator);
      const ownerId = auth.user.is_sub_user === 1 && auth.user.parent_user_id ? auth.user.parent_user_id : auth.user.id;
      const stored = ctx.db.prepare('SELECT privacy_switches FROM user_settings WHERE user_id = ?').pluck().get(ownerId) as string | undefined;
      const values = stored ? (JSON.parse(stored) as Record<string, boolean>) : {};
      return Object.fromEntries((config.enumerations.privacySwitch?.values ?? []).map((v) => [v.name, values[v.name] === true]));
    },
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
    handler: ({ auth, body }) => {
      const names = (ctx.config(auth.user.regulator).enumerations.privacySwitch?.values ?? []).map((v) => v.name);
      const values = Object.fromEntries(names.map((n) => [n, body[n] === true]));
      ctx.db.prepare('UPDATE user_settings SET privacy_switches = ? WHERE user_id = ?').run(JSON.stringify(values), auth.user.id);
      return values;
    },
  });
}
