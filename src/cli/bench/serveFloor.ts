import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { projectRoot } from '../projectRoot';
import { tlsServerOptions } from '../../server/http/tlsServerOptions';
import type { BenchCertificate } from './benchCertificate';

/** The floor app's build (bench/floor, made by the bundle bench) served as the portal is: precompressed, over HTTPS (HTTP/2) with tls. */
export async function serveFloor(tls?: BenchCertificate): Promise<{ url: string; close: () => Promise<void> }> {
  // As the portal's server serves HTTPS (buildServer).
  const app = Fastify(tls ? tlsServerOptions({ cert: tls.cert, key: tls.key }) : {});
  await app.register(fastifyStatic, { root: join(projectRoot, 'dist', 'floor'), preCompressed: true, wildcard: false });
  app.setNotFoundHandler((_request, reply) => reply.type('text/html').sendFile('index.html'));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${tls ? 'https' : 'http'}://127.0.0.1:${(app.server.address() as AddressInfo).port}`, close: () => app.close() };
}
