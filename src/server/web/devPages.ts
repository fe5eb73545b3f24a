import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerContext } from '../context';
import { pageOf } from './portalPages';

/**
 * `portal start --dev`: the portals and the studio straight from the sources through Vite in
 * middleware mode, on the server's own port, with hot module replacement (its websocket shares the
 * server). Requests a route answers (the API, translations, brand images) go to Fastify.
 */
export async function installDevPages(app: FastifyInstance, ctx: ServerContext, projectRoot: string): Promise<void> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: join(projectRoot, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
    logLevel: 'warn',
  });
  const portalRoot = join(projectRoot, 'src', 'portal');
  app.addHook('onClose', async () => vite.close());
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.url || request.url.startsWith('/web-api/')) return done();
    reply.hijack();
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage =
      request.method === 'GET' &&
      !/\.[a-z0-9]{1,5}$/i.test(url) &&
      !url.startsWith('/@') &&
      !url.startsWith('/node_modules/') &&
      (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage) {
      vite.middlewares(request.raw, reply.raw, () => {
        reply.raw.statusCode = 404;
        reply.raw.end();
      });
      return;
    }
    const page = pageOf(url, ctx.config().brand.ib.basePath).replace(/\\/g, '/');
    // The pages name their module from the portal's root (/app/launch.ts), whatever the page's path (/ib/a/b).
    const html = readFileSync(join(portalRoot, page), 'utf8');
    vite
      .transformIndexHtml(`/${page}`, html)
      .then((html) => {
        reply.raw.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
        reply.raw.end(html);
      })
      .catch((error: unknown) => {
        vite.ssrFixStacktrace(error as Error);
        reply.raw.statusCode = 500;
        reply.raw.end(String((error as Error).message));
      });
  });
}
