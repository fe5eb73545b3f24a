import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants as zlib } from 'node:zlib';
import type { ServerContext } from '../context';
import { isApiPath } from '../web/portalPages';

/**
 * How responses travel (config/http.yaml transfer): API answers above the threshold are compressed
 * per request (brotli at a fast quality, or gzip), built files come precompressed (portalPages), and
 * an API answer to a signed-in request is never stored by a browser or proxy: it carries the user's data.
 * Registered before the routes: the compression plugin hooks every route as it is added.
 */
export async function installTransfer(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const { transfer } = ctx.config().http;
  await app.register(compress, {
    global: true,
    encodings: [...transfer.encodings],
    threshold: transfer.apiThresholdBytes,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: transfer.brotliQuality } },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.auth && isApiPath(request.url, ctx)) reply.header('cache-control', transfer.cacheControl.signedInApi);
    return payload;
  });
}
