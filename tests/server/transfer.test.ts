import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../src/portal/build/precompressPlugin';
import { configPreloadUrl, withConfigPreload } from '../../src/server/web/portalPages';
import { envelope, testServer, type TestServer } from '../helpers/server';

// A stand-in for dist/portal: a page, a hashed chunk and a small file, precompressed as the build does.
const portalDir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
const chunk = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `row ${i}` })))};\n`;
const page = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;
mkdirSync(join(portalDir, 'assets'));
mkdirSync(join(portalDir, 'ib'));
writeFileSync(join(portalDir, 'index.html'), page);
writeFileSync(join(portalDir, 'ib', 'index.html'), page);
writeFileSync(join(portalDir, 'assets', 'index-abc123.js'), chunk);
writeFileSync(join(portalDir, 'assets', 'tiny-def456.js'), 'export {};\n');
const precompressed = precompressDir(portalDir, 1024);

let s: TestServer;
let ib: string;
beforeAll(async () => {
  s = await testServer({ portalDir });
  ib = await s.signIn('ib@demo.test');
});
afterAll(async () => s.app.close());

describe('static files travel precompressed and cached by kind (issue 18)', () => {
  it('the build writes .br and .gz beside the files above the minimum size only', () => {
    expect(precompressed).toBe(3); // two pages and the big chunk; the tiny chunk stays as it is
  });

  it('a hashed chunk is sent as brotli when accepted, immutable for a year, varying by Accept-Encoding', async () => {
    const res = await s.get('/assets/index-abc123.js', undefined, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(chunk);
    expect(res.rawPayload.length).toBeLessThan(chunk.length / 3);
  });

  it('gzip when the browser does not accept brotli, the plain file when it accepts neither', async () => {
    const gz = await s.get('/assets/index-abc123.js', undefined, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(chunk);
    const plain = await s.get('/assets/index-abc123.js', undefined, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
  });

  it('pages (history-mode paths of both portals) are compressed and revalidated on every load (no-cache)', async () => {
    for (const url of ['/home', '/ib/dashboard']) {
      const res = await s.get(url, undefined, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(withConfigPreload(page, 1));
    }
  });

  it("a page preloads the composed config at its version; that answer is kept by a guest's browser, an unversioned one is revalidated", async () => {
    const html = brotliDecompressSync((await s.get('/home', undefined, { 'accept-encoding': 'br' })).rawPayload).toString();
    const href = /<link rel="preload" href="([^"]+)" as="fetch" crossorigin data-portal-config>/.exec(html)?.[1];
    expect(href).toBe(configPreloadUrl(1));
    const versioned = await s.get(href!);
    expect(envelope(versioned).code).toBe(0);
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await s.get('/web-api/api/portal/config')).headers['cache-control']).toBe('no-cache');
    expect((await s.get(configPreloadUrl(0))).headers['cache-control']).toBe('no-cache');
  });
});

describe('API answers are compressed above the threshold and never stored when signed in (issue 18)', () => {
  it('a large answer (the composed config) is compressed with brotli, or gzip, as accepted', async () => {
    const br = await s.get('/web-api/api/portal/config', undefined, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toMatchObject({ code: 0 });
    const gz = await s.get('/web-api/api/portal/config', undefined, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toMatchObject({ code: 0 });
  });

  it('an answer below the threshold (1024 bytes, config/http.yaml) is sent as it is', async () => {
    const res = await s.get('/web-api/api/tool/session-id', undefined, { 'accept-encoding': 'br, gzip' });
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(envelope(res).code).toBe(0);
  });

  it('every answer to a signed-in request carries Cache-Control: no-store, whatever the route set', async () => {
    for (const url of ['/web-api/cp/api/profile/info', '/web-api/api/portal/config', '/web-api/api/system/information']) {
      const res = await s.get(url, ib);
      expect(envelope(res).code, url).toBe(0);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('a guest answer keeps the cache policy of its route (the guest config may be revalidated)', async () => {
    const res = await s.get('/web-api/api/portal/config');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
