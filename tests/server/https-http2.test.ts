import { readFileSync } from 'node:fs';
import { connect, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/cli/projectRoot';
import { demoPassword } from '../../src/server/seed/seedContext';
import { testServer, type TestServer } from '../helpers/server';

// A self-signed certificate for localhost and 127.0.0.1, for these tests only (no deployment reads it).
const fixture = (name: string) => readFileSync(join(projectRoot, 'tests/fixtures/tls', name));
const cert = fixture('localhost-cert.pem');
const key = fixture('localhost-key.pem');

let s: TestServer;
let origin: string;
let h2: ClientHttp2Session;
beforeAll(async () => {
  s = await testServer({ server: { tls: { cert, key } } });
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `https://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
  h2 = connect(origin, { ca: cert });
});
afterAll(async () => {
  h2.close();
  await s.app.close();
});

/** One request over the HTTP/2 connection: the answer's headers and body. */
function http2Call(path: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const stream = h2.request({ ':method': method, ':path': path, ...(body ? { 'content-type': 'application/json' } : {}), ...headers });
    const chunks: Buffer[] = [];
    let answered: IncomingHttpHeaders = {};
    stream.on('response', (h) => (answered = h));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve({ headers: answered, body: Buffer.concat(chunks) }));
    stream.on('error', reject);
    stream.end(body ? JSON.stringify(body) : undefined);
  });
}

describe('the server serves HTTPS itself when given a certificate (PORTAL_TLS_CERT, PORTAL_TLS_KEY)', () => {
  it('answers over HTTP/2, compressed as over HTTP/1.1 (brotli above the threshold) and with HSTS', async () => {
    const answer = await http2Call('/web-api/api/portal/config', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.headers[':status']).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const config = JSON.parse(brotliDecompressSync(answer.body).toString('utf8')) as { code: number; data: { brand: { name: string } } };
    expect(config.code).toBe(0);
    expect(config.data.brand.name).toBeTruthy();
  });

  it('signs in over HTTP/2 from its own page (the Origin checked against :authority), and refuses another site', async () => {
    const signIn = (from: string) =>
      http2Call('/web-api/api/login', { method: 'POST', headers: { origin: from }, body: { email: 'trader@demo.test', password: demoPassword } });
    const own = await signIn(origin);
    expect(JSON.parse(own.body.toString('utf8'))).toMatchObject({ code: 0, data: { xtoken: expect.any(String) } });
    expect(String(own.headers['set-cookie'])).toContain('HttpOnly');
    const foreign = await signIn('https://evil.example');
    expect(foreign.headers[':status']).toBe(403);
    expect(JSON.parse(foreign.body.toString('utf8')).code).not.toBe(0);
  });

  it('still answers a client without HTTP/2 over HTTP/1.1 (TLS)', async () => {
    const status = await new Promise<{ status?: number; version: string }>((resolve, reject) => {
      const request = httpsRequest(`${origin}/web-api/api/system/information`, { ca: cert }, (response) => {
        response.resume();
        resolve({ status: response.statusCode, version: response.httpVersion });
      });
      request.on('error', reject);
      request.end();
    });
    expect(status).toEqual({ status: 200, version: '1.1' });
  });
});
