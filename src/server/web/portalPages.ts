import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerContext } from '../context';
import { sendError } from '../http/errorHandler';
import { encodeNow, sendEncoded } from '../http/sendEncoded';
import { widgetChunksFile, type WidgetBuild } from '../../portal/build/widgetChunksPlugin';
import { inlineImages } from './inlineImages';
import { startupPage } from './startupPage';
import { studioPreviewParam } from '../../portal/app/studioPreview';
import { withJsonElement } from './withJsonElement';
import { withPageLanguage } from './pageLanguage';
import { serverText } from '../i18n/serverText';
import { openingAnswers } from './openingAnswers';
import { openingAnswersElementId, signedInUserElementId } from '../../../engine/session';
import { signedInUserInfo } from '../users/signedInUserInfo';
import { packsVersion } from '../i18n/languagePack';

/** The first path segments of the API base paths, per loaded config (asked on every request). */
const apiPrefixes = new WeakMap<object, string[]>();

/** API prefixes that never fall back to a page. */
export function isApiPath(url: string, ctx: ServerContext): boolean {
  const { basePaths } = ctx.config().http;
  let prefixes = apiPrefixes.get(basePaths);
  if (!prefixes) apiPrefixes.set(basePaths, (prefixes = [...new Set(Object.values(basePaths).map((p) => '/' + p.split('/')[1] + '/'))]));
  return prefixes.some((p) => url.startsWith(p)) || url.startsWith('/translations/') || url.startsWith('/web-api/');
}

/** The studio lives under /studio (its own entry, never in the portals' bundles). */
export const studioBase = '/studio/';

/** The entry HTML of a page path: the studio, the IB portal under the brand's ib base path, the client portal elsewhere. */
export function pageOf(url: string, ibBase: string): string {
  if (url === studioBase.slice(0, -1) || url.startsWith(studioBase)) return join('studio', 'index.html');
  return url === ibBase.slice(0, -1) || url.startsWith(ibBase) ? join('ib', 'index.html') : 'index.html';
}

/**
 * Serves the built portals: files as they are, and the view's index.html for any other page path
 * (history mode): the IB portal under the brand's ib base path, the client portal elsewhere.
 */
export async function installPortalPages(app: FastifyInstance, ctx: ServerContext, portalDir: string | undefined): Promise<void> {
  const catalogue = { serverCodes: ctx.config().errorCodes.serverCodes };
  const transfer = ctx.config().http.transfer;
  const { cacheControl } = transfer;
  const hasPortal = portalDir !== undefined && existsSync(join(portalDir, 'index.html'));
  if (hasPortal) {
    // preCompressed: the build writes .br and .gz beside each text file (precompressPlugin); the one the
    // browser accepts is sent as is, so nothing is compressed per request. Hashed names never change content.
    await app.register(fastifyStatic, {
      root: portalDir,
      prefix: '/',
      index: false,
      wildcard: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', /[\\/]assets[\\/]/.test(path) ? cacheControl.hashedAssets : cacheControl.pages);
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
  // Built beside the portal (widgetChunksPlugin); a build without it preloads no widget chunks and draws no frame.
  const chunksFile = hasPortal ? join(portalDir!, widgetChunksFile) : '';
  const widgets = (existsSync(chunksFile) ? JSON.parse(readFileSync(chunksFile, 'utf8')) : { chunks: {}, publicFrame: [] }) as WidgetBuild;
  // Read once, like the chunk list they are built with: a page and its preloads come from the same build.
  const pages = new Map<string, string>();
  const pageHtml = (page: string) => pages.get(page) ?? pages.set(page, readFileSync(join(portalDir!, page), 'utf8')).get(page)!;
  const inlineImage = inlineImages(portalDir ?? '', ctx.configRoot, transfer.inlineImageMaxBytes);
  const ibBase = ctx.config().brand.ib.basePath;
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' || isApiPath(url, ctx) || !hasPortal || /\.[a-z0-9]{2,5}$/i.test(url)) {
      return sendError(reply, catalogue, 'NOT_FOUND', 404, `No ${request.method} ${url}.`);
    }
    const page = pageOf(url, ibBase);
    reply.header('cache-control', cacheControl.pages).type('text/html');
    if (page.startsWith('studio')) return reply.sendFile(page);
    // Made per request (the config's version, the visitor's language, the route's chunks, a signed-in user's answers), so compressed here.
    const view = page.startsWith('ib') ? 'ib' : 'cp';
    const config = ctx.config(request.auth?.user.regulator);
    const base = config.brand[view].basePath.replace(/\/$/, '');
    const path = url.startsWith(base) ? url.slice(base.length) || '/' : url;
    // A page signed in by the cookie carries its user, and so is never stored (a signed-in answer). The studio's
    // preview frame renders its own demo user: its page carries nothing of this browser's session.
    const signedIn = request.auth?.via === 'cookie' && !(studioPreviewParam in (request.query as object));
    const started = startupPage(
      pageHtml(page),
      { view, path, config, configVersion: ctx.live.version(), packsVersion: packsVersion(ctx.load), request, signedIn, inlineImage },
      widgets,
    );
    let shown = withPageLanguage(started.html, config, started.language, serverText(ctx.load, 'common.loading', {}, started.language));
    if (signedIn) {
      reply.header('cache-control', cacheControl.signedInApi);
      shown = withJsonElement(shown, signedInUserElementId, signedInUserInfo(ctx, request.auth!));
      const answers = await openingAnswers(app, ctx, request, started.carried);
      if (answers.length > 0) shown = withJsonElement(shown, openingAnswersElementId, answers);
    }
    const html = Buffer.from(shown);
    return sendEncoded(request, reply, transfer.encodings, (encoding) => (encoding === 'identity' ? html : encodeNow(transfer, encoding, html)));
  });
}
