import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildFacts, evaluate } from '../../../engine/predicates';
import { interfaceCodeOf, isSupportedLanguage } from '../../../engine/i18n';
import type { PortalConfig } from '../../../engine/config';
import type { ServerContext } from '../context';
import { badRequest } from '../http/apiError';
import { languageField, requestLanguage } from '../i18n/requestLanguage';
import { activityTicker } from '../notifications/activityTicker';
import { registerApi } from '../http/api';
import { answeringBases, operationIdUnder } from '../http/answeringBases';
import { addErrorSchema, addNamedSchema } from '../http/apiSchemas';
import { serverPolicies } from '../policyNames';
import { supportChannelFor } from '../chat/supportChannel';

const tags = ['system'];

export function systemRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'system/information',
    summary: "The entity's web addresses and contact e-mails (the user's regulator, or the brand's for guests)",
    tags,
    auth: 'optional',
    data: {
      type: 'object',
      properties: {
        domainWebSite: { type: 'string' },
        domainWebSiteCn: { type: 'string' },
        contactEmail: { type: 'string' },
        accountEmail: { type: 'string' },
        referralSite: { type: 'string' },
        toolsDownloadUrl: { type: 'string' },
        protraderLink: { type: 'string' },
      },
    },
    handler: ({ auth }) => {
      const { regulator } = ctx.config(auth?.user.regulator);
      return {
        domainWebSite: regulator.contact.website,
        domainWebSiteCn: regulator.links.websiteCn,
        contactEmail: regulator.contact.email,
        accountEmail: regulator.contact.accountEmail,
        referralSite: regulator.links.referralSite,
        toolsDownloadUrl: regulator.links.toolsDownloadUrl,
        protraderLink: regulator.links.protraderLink,
      };
    },
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'tool/session-id',
    summary: 'A new analytics session id (called at start; failures are ignored by the client)',
    tags,
    auth: 'optional',
    data: { type: 'object', properties: { sessionId: { type: 'string' }, sessionInternalId: { type: 'string' } } },
    handler: () => ({ sessionId: randomUUID(), sessionInternalId: randomUUID() }),
  });

  registerApi<unknown, { country?: number }>(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'notification/enabled',
    summary: 'Whether notifications are offered in a country (policy notificationsOffered)',
    tags,
    auth: 'optional',
    query: { type: 'object', additionalProperties: false, properties: { country: { type: 'integer', minimum: 1 } } },
    data: { type: 'object', properties: { enabled: { type: 'boolean' } } },
    handler: ({ query, auth }) => {
      const config = ctx.config(auth?.user.regulator);
      const countryId = query.country ?? auth?.user.country_id ?? undefined;
      if (countryId === undefined) return { enabled: true };
      return {
        enabled: evaluate(
          { policy: serverPolicies.notificationsOffered },
          buildFacts({ countryGroups: config.countryGroups }, { user: { countryId } }),
          config.policies,
        ),
      };
    },
  });

  const channelFor = (user: Parameters<typeof supportChannelFor>[1], countryId: number | undefined) => supportChannelFor(ctx, user, countryId);
  const channelSchema = { $id: 'SupportChatChannel', type: 'object', properties: { channelKey: { type: 'string' }, countryName: { type: 'string' } } };

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'zendesk/channelKey',
    summary: "The support chat channel of the user's entity and country",
    tags,
    auth: 'optional',
    data: channelSchema,
    handler: ({ auth }) => channelFor(auth?.user, undefined),
  });

  // The two support-chat config calls answer { code, data, errmsg } (specification section 7).
  const supportChatConfigResponse = addNamedSchema(app, {
    $id: 'SupportChatConfigResponse',
    description: 'The channel (code 0), or code 1 and the default channel',
    type: 'object',
    properties: { code: { type: 'integer' }, data: channelSchema, errmsg: { type: 'string' } },
  });
  for (const [path, signedIn] of [
    ['support-chat/config', true],
    ['support-chat/guest-config', false],
  ] as const) {
    // Under the web base and its r / rw variants, like every call of that base (api.ts registerApi).
    for (const { base, variant } of answeringBases(ctx.config().http, 'GET', ['web'])) {
      app.get(
        ctx.config().http.basePaths[base] + path,
        {
          schema: {
            operationId: operationIdUnder(signedIn ? 'getSupportChatConfig' : 'getSupportChatGuestConfig', base, variant),
            summary: `Support chat channel config (${signedIn ? 'signed in' : 'guest'}); code 0 means data is used, otherwise the default channel`,
            tags,
            security: signedIn ? [{ xtoken: [] }, { sessionCookie: [] }, {}] : [],
            querystring: { type: 'object', additionalProperties: false, properties: { country: { type: 'integer', minimum: 1 } } },
            response: { 200: supportChatConfigResponse, '4xx': addErrorSchema(app) },
          },
        },
        async (request) => {
          const auth = signedIn ? request.auth : undefined;
          if (signedIn && !auth) return { code: 1, data: { channelKey: '', countryName: '' }, errmsg: 'not signed in' };
          return { code: 0, data: channelFor(auth?.user, (request.query as { country?: number }).country), errmsg: '' };
        },
      );
    }
  }

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'home/activity/ticker',
    summary: 'Recent activity for the dashboard ticker (text sanitised by the client)',
    tags,
    auth: 'optional',
    data: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, at: { type: 'string' }, message: { type: 'string' } } } },
    handler: ({ auth, raw }) => {
      const language = requestLanguage(ctx, raw, auth?.user.language);
      return activityTicker(ctx, auth, language);
    },
  });

  registerApi<unknown, unknown>(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'file/i18n-url/:lang',
    summary: 'Where the language pack of a language is fetched from (the local translation service)',
    tags,
    auth: 'optional',
    params: { type: 'object', required: ['lang'], properties: { lang: languageField } },
    data: { type: 'object', properties: { url: { type: 'string' }, language: { type: 'string' }, interfaceCode: { type: 'string' } } },
    handler: ({ params }) => {
      const config = ctx.config();
      const lang = params.lang ?? '';
      if (!isSupportedLanguage(config.languages, lang)) throw badRequest(`"${lang}" is not an interface language`);
      return { url: packUrlOf(config, lang), language: lang, interfaceCode: interfaceCodeOf(config.languages, lang) };
    },
  });
}

/**
 * The address of a language's pack at the translation service, by the brand's project and the interface code
 * (spec 1: en_US -> en, vi -> vn, ...): file/i18n-url answers it, and a page preloads it.
 */
export function packUrlOf(config: Pick<PortalConfig, 'brand' | 'languages'>, lang: string): string {
  return `/translations/${encodeURIComponent(config.brand.translation?.project ?? 'portal')}/${interfaceCodeOf(config.languages, lang)}.json`;
}
