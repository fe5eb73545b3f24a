import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSchemaRegistry, unifiedDiff, type ConfigProblem } from '../../../engine/config';
import { directoryConfigSource } from '../../../engine/config/node';
import type { ServerContext } from '../context';
import { ApiError, badRequest, notFound } from '../http/apiError';
import { ok } from '../http/envelope';
import { createDraftStore } from './drafts';
import { createSaveLog } from './saveLog';
import { bundleSchema } from './schemaBundle';
import { requireStaff } from './staffAuth';
import { staffCookieName } from './staffService';
import type { PreviewContext } from '../../portal/app/studioPreview';
import { hashText, kindOfPath, listStudioFiles, writeConfigFile, type DraftFiles } from './studioConfig';
import { studioApiBase } from './studioPaths';

const draftBodyLimit = 4 * 1024 * 1024;
const filesSchema = { type: 'object', additionalProperties: { type: 'string', maxLength: draftBodyLimit }, maxProperties: 50 };
// The studio's API is for the studio app only: it stays out of the broker API's OpenAPI document.
const tags = ['studio'];

/**
 * The studio's config calls: list and open files (text plus a self-contained JSON Schema for the
 * form), check drafts (the same `config check`, every problem at once), preview drafts, save with a
 * diff on record, the save history as a patch, and the hot-reload state.
 */
export function studioConfigRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const root = ctx.configRoot;
  const drafts = createDraftStore(ctx.db, ctx.clock);
  const saves = createSaveLog(ctx.db, ctx.clock);
  // Drafts are checked in a worker thread (draftChecker.ts): the server answers other requests meanwhile.
  const checks = ctx.draftChecker;
  const staff = (request: FastifyRequest, role: 'viewer' | 'editor' = 'viewer') => requireStaff(request, ctx.staff, role);
  const knownPath = (path: string) => {
    if (!kindOfPath(path) || path.includes('..')) throw badRequest(`${path} is not a config file the studio edits.`);
    return path;
  };
  const knownFiles = (files: DraftFiles) => {
    for (const path of Object.keys(files)) knownPath(path);
    return files;
  };
  const draftFiles = (request: FastifyRequest, id: string | undefined): DraftFiles => {
    if (!id) return {};
    const files = drafts.get(id, staff(request).id);
    if (!files) throw notFound('No such draft.');
    return files;
  };

  app.get(
    `${studioApiBase}files`,
    { schema: { summary: 'Every config file the studio edits, with its kind and schema', tags, hide: true } },
    async (request) => {
      staff(request);
      // The studio is open: the first check should not wait for the worker to load the checker.
      checks.warm();
      return ok({ files: listStudioFiles(root) });
    },
  );

  app.get(
    `${studioApiBase}file`,
    {
      schema: {
        summary: 'A config file: its text, a hash of it (for saves), and its JSON Schema bundled for the form',
        tags,
        hide: true,
        querystring: { type: 'object', required: ['path'], properties: { path: { type: 'string', maxLength: 300 } } },
      },
    },
    async (request) => {
      staff(request);
      const path = knownPath((request.query as { path: string }).path);
      const kind = kindOfPath(path)!;
      const full = join(root, path);
      if (!existsSync(full)) throw notFound(`No file ${path}.`);
      const text = readFileSync(full, 'utf8');
      const { registry } = loadSchemaRegistry(directoryConfigSource(root));
      return ok({ path, kind: kind.kind, schemaName: kind.schema, text, hash: hashText(text), schema: bundleSchema(registry.schemas, kind.schema) });
    },
  );

  app.get(
    `${studioApiBase}facts`,
    { schema: { summary: 'The facts a `when:` condition can test and their known values', tags, hide: true } },
    async (request) => {
      staff(request);
      return ok(knownFacts(ctx));
    },
  );

  app.post(
    `${studioApiBase}drafts`,
    {
      bodyLimit: draftBodyLimit,
      schema: {
        summary: 'A new draft (unsaved files over the config on disk) and its problems',
        tags,
        hide: true,
        body: { type: 'object', additionalProperties: false, required: ['files'], properties: { files: filesSchema } },
      },
    },
    async (request) => {
      const me = staff(request);
      const files = knownFiles((request.body as { files: DraftFiles }).files);
      const id = drafts.create(me.id, files);
      return ok({ id, problems: await checks.check(files, id) });
    },
  );

  app.put(
    `${studioApiBase}drafts/:id`,
    {
      bodyLimit: draftBodyLimit,
      schema: {
        summary: "Replaces a draft's files; answers its problems (the same `config check`)",
        tags,
        hide: true,
        body: { type: 'object', additionalProperties: false, required: ['files'], properties: { files: filesSchema } },
      },
    },
    async (request) => {
      const me = staff(request);
      const { id } = request.params as { id: string };
      const files = knownFiles((request.body as { files: DraftFiles }).files);
      // Stored before the check: the preview renders the newest files, and a newer edit replaces this one's waiting check.
      if (!drafts.update(id, me.id, files)) throw notFound('No such draft.');
      return ok({ id, problems: await checks.check(files, id) });
    },
  );

  app.get(
    `${studioApiBase}preview/config`,
    {
      schema: {
        summary: 'The composed config of a brand under a regulator, of a draft (or of the config being served), for the preview',
        tags,
        hide: true,
        querystring: {
          type: 'object',
          required: ['brand', 'regulator'],
          properties: { draft: { type: 'string', maxLength: 100 }, brand: { type: 'string', maxLength: 60 }, regulator: { type: 'string', maxLength: 60 } },
        },
      },
    },
    async (request, reply) => {
      staff(request);
      const { draft, brand, regulator } = request.query as { draft?: string; brand: string; regulator: string };
      reply.header('cache-control', 'no-store');
      if (!draft) return ok({ config: ctx.live.current().compose(brand, regulator), problems: 0 });
      const files = knownFiles(draftFiles(request, draft));
      const [config, problems] = await Promise.all([checks.compose(files, brand, regulator), checks.check(files)]);
      return ok({ config, problems: problems.length });
    },
  );

  app.post(
    `${studioApiBase}previews`,
    {
      schema: {
        summary: 'A preview of the real portal for a context: a token the portal in the preview frame sends in place of a session',
        tags,
        hide: true,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['context'],
          properties: { context: previewContextSchema, draft: { type: 'string', maxLength: 100 } },
        },
      },
    },
    async (request) => {
      const me = staff(request);
      const { context, draft } = request.body as { context: PreviewContext; draft?: string };
      if (draft) draftFiles(request, draft);
      const token = ctx.previews.create(me, request.cookies[staffCookieName]!, context, draft);
      if (!token) throw notFound(`No user to preview the ${context.role} role with.`);
      return ok({ token, path: previewPath(ctx, context) });
    },
  );

  // A read, posted as the previews call takes its context: nothing is created.
  app.post(
    `${studioApiBase}preview/user`,
    {
      schema: {
        summary: "The facts of the user a preview of a context shows (its own switches included), for the studio's list of the menu items it hides",
        tags,
        hide: true,
        body: { type: 'object', additionalProperties: false, required: ['context'], properties: { context: previewContextSchema } },
      },
    },
    async (request) => {
      staff(request);
      const { context } = request.body as { context: PreviewContext };
      const user = ctx.previews.userOf(context);
      if (!user) throw notFound(`No user to preview the ${context.role} role with.`);
      return ok(user);
    },
  );

  app.put(
    `${studioApiBase}previews/:token`,
    {
      schema: {
        summary: 'Renders a draft (or, without one, the config being served) in a preview',
        tags,
        hide: true,
        body: { type: 'object', additionalProperties: false, properties: { draft: { type: 'string', maxLength: 100 } } },
      },
    },
    async (request) => {
      const me = staff(request);
      const { token } = request.params as { token: string };
      const { draft } = request.body as { draft?: string };
      if (!ctx.previews.bindDraft(token, me.id, draft)) throw notFound('No such preview or draft.');
      return ok(null);
    },
  );

  app.post(
    `${studioApiBase}save`,
    {
      bodyLimit: draftBodyLimit,
      schema: {
        summary: 'Writes one config file when the whole config passes `config check` with it; records who, when and the diff',
        tags,
        hide: true,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['path', 'text', 'baseHash'],
          properties: {
            path: { type: 'string', maxLength: 300 },
            text: { type: 'string', maxLength: draftBodyLimit },
            baseHash: { type: ['string', 'null'], maxLength: 64 },
          },
        },
      },
    },
    async (request) => {
      const me = staff(request, 'editor');
      const { path, text, baseHash } = request.body as { path: string; text: string; baseHash: string | null };
      knownPath(path);
      const full = join(root, path);
      const before = existsSync(full) ? readFileSync(full, 'utf8') : null;
      if ((before === null ? null : hashText(before)) !== baseHash) {
        throw new ApiError(
          'CONFIG_CONFLICT',
          409,
          before === null ? `${path} does not exist any more.` : `${path} changed on disk since it was opened: reload it.`,
        );
      }
      const problems = await checks.check({ [path]: text });
      if (problems.length > 0) throw invalid(problems);
      const diff = unifiedDiff(path, before ?? '', text).replace(`--- a/${path}`, before === null ? '--- /dev/null' : `--- a/${path}`);
      if (diff === '') return ok({ saved: null, diff, version: ctx.live.version() });
      writeConfigFile(root, path, text);
      const saved = saves.record(me, path, diff);
      const outcome = ctx.live.reload({ schemasChanged: false }); // the studio never edits schemas/
      request.log.info({ staff: me.email, file: path }, 'studio save');
      return ok({ saved, diff, version: outcome.version, hash: hashText(text) });
    },
  );

  app.get(
    `${studioApiBase}saves`,
    { schema: { summary: 'The saves of the studio, newest first: who, when, which file, the diff', tags, hide: true } },
    async (request) => {
      staff(request);
      return ok({ saves: saves.list() });
    },
  );

  app.get(
    `${studioApiBase}saves.patch`,
    {
      schema: {
        summary: 'The saves as one unified patch, oldest first (git apply)',
        tags,
        hide: true,
        querystring: { type: 'object', properties: { ids: { type: 'string', pattern: '^[0-9,]*$', maxLength: 2000 } } },
      },
    },
    async (request, reply) => {
      staff(request);
      const { ids } = request.query as { ids?: string };
      const chosen = ids ? ids.split(',').filter(Boolean).map(Number) : undefined;
      return reply.type('text/x-diff; charset=utf-8').header('content-disposition', 'attachment; filename="studio-saves.patch"').send(saves.patch(chosen));
    },
  );

  app.get(
    `${studioApiBase}status`,
    { schema: { summary: 'The config version being served and the problems of the newest config on disk (hot reload)', tags, hide: true } },
    async (request) => {
      staff(request);
      return ok({ version: ctx.live.version(), problems: ctx.live.pending() });
    },
  );
}

const previewContextSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['brand', 'regulator', 'view', 'role', 'permissionIds', 'language', 'inApp', 'viewport'],
  properties: {
    brand: { type: 'string', maxLength: 60 },
    regulator: { type: 'string', maxLength: 60 },
    view: { enum: ['cp', 'ib'] },
    role: { enum: ['client', 'ib', 'subUser'] },
    permissionIds: { type: 'array', maxItems: 50, items: { type: 'integer', minimum: 0 } },
    countryId: { type: 'integer' },
    language: { type: 'string', maxLength: 20 },
    inApp: { type: 'boolean' },
    viewport: { enum: [375, 1280] },
  },
};

/** Where the preview frame opens the portal: the view's own base path (the IB portal under the brand's). */
const previewPath = (ctx: ServerContext, context: PreviewContext) => (context.view === 'ib' ? ctx.config().brand.ib.basePath : '/');

const invalid = (problems: ConfigProblem[]) =>
  new ApiError('CONFIG_INVALID', 422, `The config has ${problems.length} problem(s): fix them before saving.`, { problems });

/** What the condition editor offers (the facts of engine/predicates and the values config knows for them), and the preview's default brand and regulator. */
function knownFacts(ctx: ServerContext) {
  const config = ctx.config();
  const tree = ctx.live.current().tree;
  const facts = {
    brand: config.brandIds,
    regulator: config.regulatorIds,
    view: ['cp', 'ib'],
    countryId: config.countries.map((c) => ({ value: c.id, label: c.name })),
    countryGroup: Object.keys(config.countryGroups),
    userType: [1, 5, 16],
    isSubUser: [true, false],
    permission: [1, 2, 3],
    inApp: [true, false],
    loggedIn: [true, false],
    platform: config.platforms.map((p) => (typeof p === 'string' ? p : (p as { id: string }).id)),
    accountType: config.accountTypes.map((a) => a.code),
    accountTag: [...new Set(config.accountTypes.flatMap((a) => (a as { tags?: string[] }).tags ?? []))],
    isDemo: [true, false],
    currency: config.currencies.map((c) => c.code),
    kycLevel: config.kycLevels.levels.map((l) => l.level),
    switch: [...new Set([...(tree?.regulators.values() ?? [])].flatMap((r) => Object.keys(r.data.switches ?? {})))],
    language: config.languages.languages.map((l) => l.code),
    policy: Object.keys(config.policies),
  };
  return { facts, defaults: { brand: ctx.brand, regulator: config.regulator.id } };
}
