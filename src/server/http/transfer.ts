import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { isApiPath } from '../web/portalPages';
import { answerEncoding, encodeNow, fastBrotli, markEncoded } from './sendEncoded';

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
    brotliOptions: fastBrotli(transfer),
  });
  // An answer held whole and of a usual size is compressed in one call here, before the plugin's hook: the plugin's
  // stream chain (a readable, a peek, a pump, the thread pool) cost the event loop about 0.9 ms an answer (a V8 profile
  // of client-list pages at 8 connections), the call about 0.2 ms for 20 KB. The plugin leaves an encoded body alone;
  // larger answers, streams (exports) and requests that ask for none (x-no-compression) are still its own.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.auth && isApiPath(request.url, ctx)) reply.header('cache-control', transfer.cacheControl.signedInApi);
    if (typeof payload !== 'string' || reply.hasHeader('content-encoding')) return payload;
    const size = Buffer.byteLength(payload);
    if (size < transfer.apiThresholdBytes || size > transfer.apiInlineMaxBytes || !/json|text/.test(String(reply.getHeader('content-type')))) return payload;
    const encoding = answerEncoding(request, transfer.encodings);
    if (encoding === 'identity') return payload;
    markEncoded(reply, encoding);
    return encodeNow(transfer, encoding, payload);
  });
}
