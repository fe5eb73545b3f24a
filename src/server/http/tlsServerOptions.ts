import type { ServerOptions } from '../context';

/**
 * Fastify's options for HTTPS with this certificate: HTTP/2, and HTTP/1.1 for a client without it. On HTTP/2 a
 * page's requests share one connection instead of queueing for HTTP/1.1's six, and a small chunk no longer takes a
 * share of the link the start-up code needs. Requests and replies stay Node's HTTP/1 compatible objects, so routes
 * and hooks are the same either way. Typed as object so the instance keeps its HTTP/1 types: code must still not
 * read the Host header itself (request.host also reads HTTP/2's :authority) nor set Connection, Keep-Alive,
 * Transfer-Encoding or Upgrade, which HTTP/2 forbids (tests/server/https-http2.test.ts runs the API over it).
 */
export const tlsServerOptions = (tls: NonNullable<ServerOptions['tls']>): object => ({ http2: true, https: { allowHTTP1: true, ...tls } });
