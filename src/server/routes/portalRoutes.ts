import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { notFound } from '../http/apiError';
import { registerApi } from '../http/api';

/** The composed config and the language packs the browser runs on. */
export function portalRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'portal/config',
    summary: "The composed config of this brand under the user's regulator (the brand's default for guests)",
    tags: ['portal'],
    auth: 'optional',
    data: { type: 'object', additionalProperties: true },
    handler: ({ auth, reply }) => {
      reply.header('cache-control', 'no-cache');
      return ctx.config(auth?.user.regulator);
    },
  });

  app.get(
    '/translations/:project/:lang.json',
    {
      schema: {
        summary: 'A language pack, as the translation service serves it (fallback en_US fills the gaps in the browser)',
        tags: ['portal'],
        params: { type: 'object', required: ['project', 'lang'], properties: { project: { type: 'string', pattern: '^[a-z0-9-]+$' }, lang: { type: 'string', pattern: '^[a-z]{2,3}(_[A-Z]{2})?$' } } },
      },
    },
    async (request, reply) => {
      const { lang } = request.params as { lang: string };
      const locale = ctx.load.tree?.locales.get(lang);
      if (!locale) throw notFound(`No language pack for ${lang}.`);
      reply.header('cache-control', 'public, max-age=300');
      return locale.data;
    },
  );
}
