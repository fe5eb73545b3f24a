import { expect, test } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../../src/cli/bench/benchServer';
import { signIn } from '../support/session';

const fixtures = join(import.meta.dirname, '..', '..', 'fixtures', 'tls');
const tls = {
  certFile: join(fixtures, 'localhost-cert.pem'),
  keyFile: join(fixtures, 'localhost-key.pem'),
  cert: readFileSync(join(fixtures, 'localhost-cert.pem')),
};

/*
 * `portal start` with PORTAL_TLS_CERT and PORTAL_TLS_KEY serves HTTPS itself: the browser loads the portal over
 * HTTP/2 (one connection for the page's requests) and a client signs in as over plain HTTP, the session cookie
 * marked Secure.
 */
test('over HTTPS the portal is served with HTTP/2: a client signs in and sees the home', async ({ browser }) => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-tls-'));
  // A server of its own on an empty database (seeded at start), started as a deployment starts it.
  const server = await startServer(join(dir, 'tls.db'), { tls });
  // The fixture certificate is self-signed: this context accepts it, as a browser would once trusted.
  const context = await browser.newContext({ baseURL: server.url, ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    await signIn(page, 'trader@demo.test');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol)).toBe('h2');
    const cookies = await context.cookies();
    expect(cookies.filter((cookie) => cookie.httpOnly)).not.toHaveLength(0);
    for (const cookie of cookies) expect({ name: cookie.name, secure: cookie.secure }).toEqual({ name: cookie.name, secure: true });
  } finally {
    await context.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
