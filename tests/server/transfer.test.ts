import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, constants as zlibConstants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../src/portal/build/precompressPlugin';
import type { ConstantsFile, RoutesFile } from '../../engine/config';
import { cachedPacksCookieValue, packCacheVersion } from '../../engine/i18n';
import { widgetChunksFile } from '../../src/portal/build/widgetChunksPlugin';
import { configPreloadUrl, startupPage } from '../../src/server/web/startupPage';
import { openingAnswersElementId, signedInUserElementId } from '../../engine/session';
import { demoPassword } from '../../src/server/seed/seedContext';
import { envelope, sessionCookies, testServer, type TestServer } from '../helpers/server';
import { composed } from '../helpers/config';
import { callUrl } from '../../engine/http';
import { resolveImage } from '../../engine/brand';
import { openingReads } from '../../src/portal/app/openingReads';

// A stand-in for dist/portal: a page, a hashed chunk and a small file, precompressed as the build does.
const portalDir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
const chunk = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `row ${i}` })))};\n`;
const page = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="page-loader" role="progressbar" aria-label="Loading"><span></span></div>${'<div></div>'.repeat(200)}</body></html>`;
mkdirSync(join(portalDir, 'assets'));
mkdirSync(join(portalDir, 'ib'));
writeFileSync(join(portalDir, 'index.html'), page);
writeFileSync(join(portalDir, 'ib', 'index.html'), page);
writeFileSync(join(portalDir, 'assets', 'index-abc123.js'), chunk);
writeFileSync(join(portalDir, 'assets', 'tiny-def456.js'), 'export {};\n');
// The default signed-out banner, small enough to be written into the page (transfer.inlineImageMaxBytes).
const banner = '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="120"><rect width="600" height="120" fill="#1f6feb"/></svg>';
mkdirSync(join(portalDir, 'images'));
writeFileSync(join(portalDir, 'images', 'login-banner.svg'), banner);
const precompressed = precompressDir(portalDir, 1024);
// What the build lists per widget kind (widgetChunksPlugin): the sign-in page's chunk imports one the page already loads.
mkdirSync(join(portalDir, '.vite'));
writeFileSync(
  join(portalDir, widgetChunksFile),
  JSON.stringify({
    chunks: { 'custom:SignIn': ['/assets/SignInPage-1.js', '/assets/index-abc123.js'], chart: ['/assets/ChartWidget-2.js'] },
    publicFrame: ['custom:SignIn'],
    sanitizer: ['/assets/purify-3.js'],
    rightToLeft: ['/assets/stylis-rtl-4.js'],
  }),
);

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
      const html = brotliDecompressSync(res.rawPayload).toString();
      // The page as built, with its preloads and its language (withPageLanguage).
      expect(html.replace(/<link [^>]+>\n/g, '').replace('<html lang="en-US" dir="ltr">', '<html>'), url).toBe(page);
    }
  });

  it("a page made per request (a signed-in user's, with the answers it carries) is compressed at the configured fast brotli quality (transfer.brotliQuality), not brotli's slowest, which held the event loop about 26 ms a page", async () => {
    const { cookie } = sessionCookies(await s.post('/web-api/api/login', { email: 'trader@demo.test', password: demoPassword }));
    const res = await s.get('/', undefined, { cookie, 'accept-encoding': 'br' });
    const html = brotliDecompressSync(res.rawPayload);
    expect(html.toString()).toContain(openingAnswersElementId);
    const quality = composed('au').http.transfer.brotliQuality;
    expect(quality).toBeLessThan(zlibConstants.BROTLI_MAX_QUALITY);
    expect(res.rawPayload.equals(brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality } }))).toBe(true);
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

  it("a signed-in page preloads its config at an address naming the user's regulator, so the guest config kept from the sign-in page never stands in; that answer is never stored", async () => {
    const html = brotliDecompressSync((await s.get('/ib/home', ib, { 'accept-encoding': 'br' })).rawPayload).toString();
    const href = /<link rel="preload" href="([^"]+)" as="fetch" crossorigin data-portal-config>/.exec(html)?.[1];
    expect(href).toBe(configPreloadUrl(1, 'vfsc'));
    const answer = await s.get(href!, ib);
    expect(envelope<{ regulator: { id: string } }>(answer).data.regulator.id).toBe('vfsc');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect((await s.get(configPreloadUrl(1, 'vfsc'))).headers['cache-control']).toBe('no-cache');
  });
});

describe('a page asks at once for what its start-up needs (issue 18: start-up)', () => {
  const headOf = async (url: string, headers: Record<string, string> = {}, cookie?: string) =>
    brotliDecompressSync((await s.get(url, cookie, { 'accept-encoding': 'br', ...headers })).rawPayload).toString();
  const preloaded = (html: string) => [...html.matchAll(/<link rel="(?:module)?preload" (?:crossorigin )?href="([^"]+)"/g)].map((m) => m[1]);

  it("the sign-in page preloads the config, the browser language's pack and the fallback's (the portal starts with both), and the sign-in widget's chunk (not the one it already loads), all after the entry script (asked for first: it draws anything); its small banner is in the page, asked for by no request", async () => {
    const html = await headOf('/login', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(preloaded(html)).toEqual([configPreloadUrl(1), '/translations/portal-au/de.json', '/translations/portal-au/en.json', '/assets/SignInPage-1.js']);
    expect(html).toContain('data-portal-pack="de"');
    expect(html.indexOf(configPreloadUrl(1))).toBeGreaterThan(html.indexOf('<script type="module"'));
    expect(html).not.toContain('as="image"');
  });

  it("a signed-out page drawn in the public card has that card's frame with the brand's banner as its loader (shown before the script runs); the 404 page and a signed-in page keep the spinner", async () => {
    const signIn = await headOf('/login');
    const loader =
      /<div id="page-loader" class="public-frame" role="progressbar" aria-label="Loading"><div><img src="([^"]+)" alt="" fetchpriority="high"><\/div><\/div>/.exec(
        signIn,
      );
    expect(loader?.[1]).toBe(`data:image/svg+xml;base64,${Buffer.from(banner).toString('base64')}`);
    expect(signIn).toContain('#page-loader.public-frame:not([hidden])');
    const notFound = await headOf('/404');
    expect(notFound).toContain('<div id="page-loader" role="progressbar" aria-label="Loading"><span></span></div>');
    expect(notFound).not.toContain('login-banner');
    const dashboard = await headOf('/ib/home', {}, ib);
    expect(dashboard).toContain('<div id="page-loader" role="progressbar" aria-label="Loading"><span></span></div>');
    expect(dashboard).not.toContain('public-frame');
  });

  it("a banner too large to be written into the page is the sign-in page's first request, before the entry script; the rest comes after it", () => {
    const { html } = startupPage(
      page,
      {
        view: 'cp',
        path: '/login',
        config: composed('au'),
        configVersion: 1,
        packsVersion: 'v',
        request: { query: {}, headers: {}, cookies: {} },
        signedIn: false,
        inlineImage: () => undefined,
      },
      { chunks: { 'custom:SignIn': ['/assets/SignInPage-1.js'] }, publicFrame: ['custom:SignIn'] },
    );
    const banner = html.indexOf('as="image" fetchpriority="high"');
    expect(banner).toBeGreaterThan(-1);
    expect(banner).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html.indexOf('/assets/SignInPage-1.js')).toBeGreaterThan(html.indexOf('<script type="module"'));
  });

  it('a page names its language, direction and loader in the language it will most likely start in, before any script runs', async () => {
    const arabic = await headOf('/login?lang=ar');
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toMatch(/<div id="page-loader"[^>]* aria-label="جارٍ التحميل">/);
    const german = await headOf('/login', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(german).toContain('<html lang="de" dir="ltr">');
    expect(german).not.toContain('aria-label="Loading"');
  });

  it('a page in a right-to-left language preloads the style plugin its start-up imports on demand (it draws nothing before it); a left-to-right page does not download it', async () => {
    expect(preloaded(await headOf('/login?lang=ar'))).toContain('/assets/stylis-rtl-4.js');
    expect(preloaded(await headOf('/login', { 'accept-language': 'ar-EG,ar;q=0.9' }))).toContain('/assets/stylis-rtl-4.js');
    expect(preloaded(await headOf('/login', { 'accept-language': 'de-DE,de;q=0.9' }))).not.toContain('/assets/stylis-rtl-4.js');
  });

  it('the lang parameter wins over the browser; a language the portal lacks falls back to the default', async () => {
    expect(await headOf('/login?lang=ja', { 'accept-language': 'de' })).toContain('data-portal-pack="ja"');
    expect(await headOf('/login', { 'accept-language': 'xx-YY' })).toContain('data-portal-pack="en_US"');
  });

  it('a pack the browser has cached (its cookie, at the current packs version) is not preloaded again; one of an older version is', async () => {
    const served = envelope<{ packsVersion: string; constants: { translation: ConstantsFile['translation'] } }>(await s.get('/web-api/api/portal/config')).data;
    const { cachedPacksCookie } = served.constants.translation;
    const version = packCacheVersion(served.constants.translation, served.packsVersion);
    const withCookie = (value: string) => headOf('/login', { 'accept-language': 'de', cookie: `${cachedPacksCookie}=${value}` });
    expect(await withCookie(cachedPacksCookieValue(version, ['en_US', 'de']))).not.toContain('data-portal-pack');
    expect(await withCookie(cachedPacksCookieValue(version, ['en_US', 'ja']))).toContain('data-portal-pack="de"');
    expect(await withCookie(cachedPacksCookieValue(`${version}-old`, ['en_US', 'de']))).toContain('data-portal-pack="de"');
  });

  it("a page signed in by the cookie carries its user, the same as getUserInfo answers (no token in it), and is never stored; a signed-out page and one asked with the app's token carry none", async () => {
    const { cookie, csrf } = sessionCookies(await s.post('/web-api/api/login', { email: 'ib@demo.test', password: demoPassword }));
    const res = await s.get('/ib/home', undefined, { cookie, 'accept-encoding': 'br' });
    expect(res.headers['cache-control']).toBe('no-store');
    const html = brotliDecompressSync(res.rawPayload).toString();
    const carried = new RegExp(`<script type="application/json" id="${signedInUserElementId}">([^<]+)</script>`).exec(html)?.[1];
    const answered = envelope<{ profile: { email: string }; auth: Record<string, unknown> }>(
      await s.post('/hgw/user-api/outer/login/getUserInfo', {}, undefined, { cookie, 'x-csrf-token': csrf }),
    ).data;
    expect(JSON.parse(carried!)).toEqual(answered);
    expect(answered.profile.email).toBe('ib@demo.test');
    expect(answered.auth).not.toHaveProperty('xtoken');
    expect(await headOf('/ib/login')).not.toContain(signedInUserElementId);
    expect(await headOf('/ib/home', {}, ib)).not.toContain(signedInUserElementId);
  });

  // The answers a page carries, as the portal's transport matches them (carriedAnswers).
  const carriedBy = (html: string) =>
    JSON.parse(new RegExp(`<script type="application/json" id="${openingAnswersElementId}">([^<]+)</script>`).exec(html)?.[1] ?? '[]') as {
      method: string;
      url: string;
      body: string;
      answer: unknown;
    }[];

  // One carried answer asked again as the portal asks it: a POST with its CSRF token, a GET with the cookie alone.
  const askedAgain = async ({ method, url }: { method: string; url: string }, cookie: string, csrf: string) =>
    envelope<unknown>(method === 'POST' ? await s.post(url, {}, undefined, { cookie, 'x-csrf-token': csrf }) : await s.get(url, undefined, { cookie }));

  it("an IB's dashboard signed in by the cookie carries the answers of the reads it opens with (the guard's privacy switches, the dashboard's figures and charts, the sub-accounts) at the addresses the portal asks, each the same as the portal's own call gets, and asks for none of them by a request of its own", async () => {
    const { cookie, csrf } = sessionCookies(await s.post('/web-api/api/login', { email: 'ib@demo.test', password: demoPassword }));
    const html = brotliDecompressSync((await s.get('/ib/home', undefined, { cookie, 'accept-encoding': 'br' })).rawPayload).toString();
    const answers = carriedBy(html);
    // Which reads a screen opens with is tests/portal/opening-reads.test.ts's; here, that the page carries them all.
    const config = composed('au', 'vfsc');
    const expected = openingReads(config.routes.ib as RoutesFile, config.screens.ib!.dashboard, { isIb: true }).map((call) => [
      call.method,
      callUrl(config.http.basePaths, call),
      call.body === undefined ? '' : JSON.stringify(call.body),
    ]);
    expect(expected).toHaveLength(8);
    expect(answers.map((a) => [a.method, a.url, a.body])).toEqual(expected);
    for (const read of answers) {
      const asked = await askedAgain(read, cookie, csrf);
      expect(asked.code, read.url).toBe(0);
      expect(read.answer, read.url).toEqual(asked);
    }
    expect(html).not.toContain('data-portal-read');
    expect(preloaded(html).filter((url) => url?.includes('/ibaccount/'))).toEqual([]);
    expect(envelope<{ clients: number }>(await s.get('/web-api/api/ibaccount/dashboard/summary', undefined, { cookie })).data.clients).toBeGreaterThan(0);
  });

  it("a page the user may not enter (its route's access rule: the agreement for a sub-user) carries none of its screen's answers, which would be refused; the IB's own does", async () => {
    const page = async (email: string) =>
      headOf('/ib/ibagreement', { cookie: sessionCookies(await s.post('/web-api/api/login', { email, password: demoPassword })).cookie });
    expect(carriedBy(await page('ib@demo.test')).map((a) => a.url)).toContain('/web-api/api/ibaccount/agreement');
    expect(await page('sub.view@demo.test')).not.toContain(openingAnswersElementId);
  });

  it("a client's page (not an IB) carries its screen's answers but never the IB's privacy switches, which would be refused", async () => {
    const { cookie } = sessionCookies(await s.post('/web-api/api/login', { email: 'trader@demo.test', password: demoPassword }));
    const urls = carriedBy(await headOf('/', { cookie })).map((a) => a.url);
    expect(urls).toContain('/web-api/cp/api/home/equity-history?days=30');
    expect(urls.some((url) => url.includes('getClientSwitch'))).toBe(false);
  });

  it("a client's home carries the answers of its opening reads, GETs (promotions, trading dashboard) and POSTs (verification centre, function permissions), each the same as the portal's own call with the cookie gets", async () => {
    const { cookie, csrf } = sessionCookies(await s.post('/web-api/api/login', { email: 'trader@demo.test', password: demoPassword }));
    const answers = carriedBy(await headOf('/', { cookie }));
    expect(answers.map((a) => [a.method, a.url, a.body])).toEqual(
      expect.arrayContaining([
        ['GET', '/web-api/cp/api/promotion/list', ''],
        ['GET', '/web-api/cp/api/home/dashboard', ''],
        ['POST', '/web-api/cp/api/profile/myVerificationCenter', '{}'],
        ['POST', '/web-api/cp/api/profile/queryFunctionPermissionAll', '{}'],
      ]),
    );
    for (const read of answers) {
      const asked = await askedAgain(read, cookie, csrf);
      expect(asked.code, read.url).toBe(0);
      expect(read.answer, read.url).toEqual(asked);
    }
  });

  it("no answers are carried by a signed-out page, a page asked with the app's token, one asked in a language other than the user's (some answers are worded in it), or the studio's preview frame (its own demo user: that page carries nothing of the browser's session)", async () => {
    const { cookie } = sessionCookies(await s.post('/web-api/api/login', { email: 'ib@demo.test', password: demoPassword }));
    expect(await headOf('/ib/login')).not.toContain(openingAnswersElementId);
    expect(await headOf('/ib/home?lang=en_US', { cookie })).toContain(openingAnswersElementId);
    expect(await headOf('/ib/home?lang=de', { cookie })).not.toContain(openingAnswersElementId);
    expect(await headOf('/ib/home', {}, ib)).not.toContain(openingAnswersElementId);
    const preview = await headOf('/ib/home?studioPreview=token', { cookie });
    expect(preview).not.toContain(openingAnswersElementId);
    expect(preview).not.toContain(signedInUserElementId);
    const client = sessionCookies(await s.post('/web-api/api/login', { email: 'trader@demo.test', password: demoPassword })).cookie;
    expect(await headOf('/?lang=en_US', { cookie: client })).toContain(openingAnswersElementId);
    expect(await headOf('/?lang=de', { cookie: client })).not.toContain(openingAnswersElementId);
    expect(await headOf('/?studioPreview=token', { cookie: client })).not.toContain(openingAnswersElementId);
  });

  it("a page opening with a read the portal sanitises (the IB dashboard's activity ticker, config/http.yaml sanitizedResponses) preloads the sanitiser's code, which that answer waits for; a page without one does not", async () => {
    const ibPage = await headOf('/ib/home', {
      cookie: sessionCookies(await s.post('/web-api/api/login', { email: 'ib@demo.test', password: demoPassword })).cookie,
    });
    expect(ibPage).toContain('home/activity/ticker');
    expect(preloaded(ibPage)).toContain('/assets/purify-3.js');
    const clientHome = await headOf('/', {
      cookie: sessionCookies(await s.post('/web-api/api/login', { email: 'trader@demo.test', password: demoPassword })).cookie,
    });
    expect(clientHome).toContain(openingAnswersElementId);
    expect(preloaded(clientHome)).not.toContain('/assets/purify-3.js');
    expect(preloaded(await headOf('/ib/login'))).not.toContain('/assets/purify-3.js');
  });

  it("a signed-in IB's dashboard preloads the chart chunk of its widgets and the IB's own language pack", async () => {
    const html = await headOf('/ib/home', { 'accept-language': 'fr' }, ib);
    expect(preloaded(html)).toContain('/assets/ChartWidget-2.js');
    expect(preloaded(html)).not.toContain('/assets/SignInPage-1.js');
    expect(html).toContain('data-portal-pack="en_US"');
  });

  it("a signed-in page preloads the brand's logo its app bar shows (there with the bar, not asked for once start-up has run); a signed-out page does not", async () => {
    const brand = composed('au').brand;
    const logo = `<link rel="preload" href="${resolveImage(brand, brand.theme.logo)}" as="image">`;
    expect(await headOf('/ib/home', {}, ib)).toContain(logo);
    expect(await headOf('/ib/login')).not.toContain(logo);
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

  it("the composed config, which every page asks for, is encoded once per regulator and version at brotli's best quality: every caller under that regulator gets the same bytes, the plain answer is the same JSON", async () => {
    const asked = async (token?: string, encoding = 'br') => (await s.get('/web-api/api/portal/config', token, { 'accept-encoding': encoding })).rawPayload;
    const first = await asked(ib);
    const plain = await asked(ib, 'identity');
    expect(brotliDecompressSync(first).toString()).toBe(plain.toString());
    const best = brotliCompressSync(plain, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT },
    });
    expect(first.length).toBeLessThanOrEqual(best.length + 16);
    expect(first.length).toBeLessThan(brotliCompressSync(plain, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }).length);
    // A client under the same regulator (vfsc): the same bytes.
    expect((await asked(await s.signIn('trader@demo.test'))).equals(first)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(await asked()).toString())).toMatchObject({ code: 0 });
    expect(JSON.parse(gunzipSync(await asked(ib, 'gzip')).toString())).toEqual(JSON.parse(plain.toString()));
  });

  it("a language pack is encoded once per packs version at brotli's best quality, revalidated after five minutes", async () => {
    const asked = async (encoding: string) => s.get('/translations/portal-au/de.json', undefined, { 'accept-encoding': encoding });
    const br = await asked('br, gzip');
    const plain = (await asked('identity')).rawPayload;
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=300');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.toString());
    expect(JSON.parse(plain.toString())).toHaveProperty('layout');
    expect(br.rawPayload.length).toBeLessThanOrEqual(
      brotliCompressSync(plain, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT } })
        .length + 16,
    );
    expect((await asked('gzip')).headers['content-encoding']).toBe('gzip');
  });

  it('an answer of a usual size (a page of the IB client list) is compressed in one piece, with brotli or gzip as accepted, and reads as the plain answer', async () => {
    const url = '/web-api/api/ibaccount/clients?list=accounts&pageSize=50';
    const plain = await s.get(url, ib, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.rawPayload.length).toBeLessThan(65536);
    const br = await s.get(url, ib, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(JSON.parse(plain.body));
    const gz = await s.get(url, ib, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(JSON.parse(plain.body));
  });

  it('a streamed answer (a client list exported as CSV) is compressed as it streams', async () => {
    const columns = encodeURIComponent(JSON.stringify([{ field: 'accountNumber', label: 'Account' }]));
    const url = `/web-api/api/ibaccount/clients?list=accounts&format=csv&columns=${columns}`;
    const plain = await s.get(url, ib, { 'accept-encoding': 'identity' });
    const br = await s.get(url, ib, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
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
