import type { FastifyInstance } from 'fastify';
import { createReadStream, existsSync } from 'node:fs';
import type { ServerContext } from '../context';
import { notFound } from '../http/apiError';
import { registerApi } from '../http/api';
import { createEncodedAnswers } from '../http/encodedAnswers';
import { ok } from '../http/envelope';
import { sendEncoded } from '../http/sendEncoded';
import { addErrorSchema, addNamedSchema } from '../http/apiSchemas';
import { languagePack, packsVersion } from '../i18n/languagePack';
import { authData } from '../users/profile';
import { brandImageFile, imageTypes } from '../web/brandImageFile';

/** The composed config and the language packs the browser runs on. */
export function portalRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const encodedConfigs = createEncodedAnswers();
  const encodedPacks = createEncodedAnswers();
  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'portal/config',
    summary:
      "The composed config of this brand under the user's regulator (the brand's default for guests), with configVersion (raised by each hot reload) and packsVersion: the version of the language packs",
    tags: ['portal'],
    auth: 'optional',
    query: { type: 'object', properties: { v: { type: 'string', maxLength: 20 }, regulator: { type: 'string', maxLength: 40 } } },
    data: { type: 'object', additionalProperties: true },
    handler: async ({ auth, query, raw, reply }) => {
      // The page preloads the guests' config at the version it was served with (configPreloadUrl): that
      // one never changes, so the browser keeps it; a signed-in answer (its address names the regulator) is never stored.
      const asked = query as { v?: string; regulator?: string };
      const { transfer } = ctx.config().http;
      const versioned = !auth && !raw.preview && !asked.regulator && asked.v === String(ctx.live.version());
      reply.header('cache-control', versioned ? transfer.cacheControl.hashedAssets : 'no-cache');
      const config = ctx.config(auth?.user.regulator);
      const answer = () => ({ ...config, configVersion: ctx.live.version(), packsVersion: packsVersion(ctx.load) });
      // Inside the studio's preview frame: the draft's config (ctx.config follows the preview), and who the preview shows.
      if (raw.preview)
        return { ...answer(), ...(auth ? { preview: { inApp: raw.preview.context.inApp, auth: authData(config, auth.user, auth.session, undefined) } } : {}) };
      // Every page asks for it: the same for everyone under a regulator, so made and encoded once per version.
      reply.type('application/json; charset=utf-8');
      const body = encodedConfigs(`${ctx.live.version()} ${packsVersion(ctx.load)}`, auth?.user.regulator ?? '', () => ok(answer()));
      return sendEncoded(raw, reply, transfer.encodings, body);
    },
  });

  registerApi(app, ctx, {
    method: 'GET',
    bases: ['web'],
    path: 'portal/config-version',
    summary: 'The version of the config being served: it grows when the server hot-reloads config, and open portals then fetch portal/config again',
    tags: ['portal'],
    auth: 'none',
    data: { type: 'object', required: ['version'], properties: { version: { type: 'integer' } } },
    handler: ({ reply }) => {
      reply.header('cache-control', 'no-store');
      return { version: ctx.live.version() };
    },
  });

  app.get(
    '/translations/:project/:lang.json',
    {
      schema: {
        operationId: 'getLanguagePack',
        summary:
          "A language pack by project and interface code (en, zh-CN, vn, my, ja, ...), as the translation service serves it, with the project's brand overrides (fallback en_US fills the gaps in the browser)",
        tags: ['portal'],
        security: [],
        response: {
          200: addNamedSchema(app, { $id: 'LanguagePack', description: 'i18n keys and their texts', type: 'object', additionalProperties: true }),
          '4xx': addErrorSchema(app),
        },
        params: {
          type: 'object',
          required: ['project', 'lang'],
          properties: { project: { type: 'string', pattern: '^[a-z0-9-]+$' }, lang: { type: 'string', pattern: '^[a-z]{2,3}(-[A-Z]{2})?$' } },
        },
      },
    },
    async (request, reply) => {
      const { project, lang } = request.params as { project: string; lang: string };
      const pack = languagePack(ctx.load, project, lang);
      if (!pack) throw notFound(`No language pack ${lang} for project ${project}.`);
      reply.header('cache-control', 'public, max-age=300').type('application/json; charset=utf-8');
      // The same for every visitor at a packs version: encoded once, like the config.
      return sendEncoded(
        request,
        reply,
        ctx.config().http.transfer.encodings,
        encodedPacks(packsVersion(ctx.load), `${project}/${lang}`, () => pack),
      );
    },
  );

  app.get(
    '/brand-images/:prefix/:file',
    {
      schema: {
        operationId: 'getBrandImage',
        summary: "A file of a brand's image set (brands/<prefix>/images/)",
        tags: ['portal'],
        security: [],
        response: {
          200: {
            description: 'The image',
            content: Object.fromEntries(
              ['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp'].map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
            ),
          },
          '4xx': addErrorSchema(app),
        },
        params: {
          type: 'object',
          required: ['prefix', 'file'],
          properties: { prefix: { type: 'string', pattern: '^[A-Za-z0-9_]+$' }, file: { type: 'string', pattern: '^[a-zA-Z0-9_\\-]+\\.(svg|png|jpg|webp)$' } },
        },
      },
    },
    async (request, reply) => {
      const { prefix, file } = request.params as { prefix: string; file: string };
      const listed = [...(ctx.load.tree?.brands.values() ?? [])].some((b) => b.data.imageSet?.prefix === prefix && b.data.imageSet.images.includes(file));
      const path = brandImageFile(ctx.configRoot, prefix, file);
      if (!listed || !existsSync(path)) throw notFound(`No image ${prefix}/${file}.`);
      const type = imageTypes[file.split('.').pop() ?? 'png'];
      reply.header('cache-control', 'public, max-age=86400').type(type ?? 'application/octet-stream');
      return reply.send(createReadStream(path));
    },
  );
}
