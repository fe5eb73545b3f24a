import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '../chromium';
import { projectRoot } from '../projectRoot';
import { benchCertificate, type BenchCertificate } from './benchCertificate';
import { buildFloor } from './bundleBench';
import { benchPages, demoPortal, signInThroughPage } from './demoPortal';
import { serveFloor } from './serveFloor';
import { median } from './measure';

const runs = 3;
/** Chromium as Lighthouse's CI guidance runs it: headless, nothing in the background that competes. */
const chromeFlags = ['--headless', ...chromiumArgs];

interface Figures {
  lcp: number;
  tbt: number;
  cls: number;
  score: number;
}

/**
 * Lighthouse's performance audit (its default: the mobile preset, simulated slow 4G and 4x CPU) of one
 * page, medians of each figure over the runs. The browser's cache is emptied before each run (a first
 * visit); its storage is kept, so a signed-in page stays signed in.
 */
async function audit(port: number, cdp: CDPSession, url: string): Promise<Figures> {
  const { default: lighthouse } = await import('lighthouse');
  const samples: Figures[] = [];
  // A run whose trace came out unusable (Lighthouse's NO_NAVSTART, now and then) is run again, a few times at most.
  for (let attempt = 0; samples.length < runs; attempt++) {
    await cdp.send('Network.clearBrowserCache');
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) {
      if (attempt < runs + 2) continue;
      throw new Error(`lighthouse ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
    }
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    samples.push({
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      score: (lhr.categories.performance?.score ?? 0) * 100,
    });
  }
  return {
    lcp: median(samples.map((s) => s.lcp)),
    tbt: median(samples.map((s) => s.tbt)),
    cls: median(samples.map((s) => s.cls)),
    score: median(samples.map((s) => s.score)),
  };
}

const ratio = (ours: number, floor: number) => `${(ours / Math.max(1, floor)).toFixed(2)}x`;

/** The figures of the three pages beside the floor's, the portal and the floor served alike (over HTTPS and HTTP/2 with tls). */
async function pagesBesideFloor(port: number, page: Page, cdp: CDPSession, tls?: BenchCertificate): Promise<string[]> {
  const server = await demoPortal(tls);
  const floor = await serveFloor(tls);
  try {
    const floorSignIn = await audit(port, cdp, `${floor.url}/login`);
    const floorShell = await audit(port, cdp, `${floor.url}/home`);
    const lines: string[] = [];
    for (const name of ['sign-in', 'client home', 'IB dashboard']) {
      const target = benchPages.find((p) => p.name === name)!;
      if (target.user) await signInThroughPage(page, server.url, target.user);
      await page.goto('about:blank');
      const ours = await audit(port, cdp, `${server.url}${target.path}`);
      const base = name === 'sign-in' ? floorSignIn : floorShell;
      lines.push(
        `  ${name.padEnd(13)} LCP ${ours.lcp.toFixed(0)} vs ${base.lcp.toFixed(0)} ms (${ratio(ours.lcp, base.lcp)})  TBT ${ours.tbt.toFixed(0)} vs ${base.tbt.toFixed(0)} ms (${ratio(ours.tbt, base.tbt)})  CLS ${ours.cls.toFixed(3)} vs ${base.cls.toFixed(3)}  score ${ours.score.toFixed(0)} vs ${base.score.toFixed(0)} (${ratio(ours.score, base.score)})`,
      );
    }
    return lines;
  } finally {
    await floor.close();
    await server.stop();
  }
}

/** The base64 SHA-256 of the certificate's public key: what Chromium's --ignore-certificate-errors-spki-list trusts. */
const spkiHash = (cert: Buffer) =>
  createHash('sha256')
    .update(new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');

/**
 * Lighthouse (mobile preset, medians of 3) of sign-in, client home and IB dashboard beside the floor
 * app's sign-in and shell, measured in the same run, as ratios: the issue's target is LCP within
 * 1.3x of the floor's and CLS <= 0.05. Twice: over plain HTTP/1.1 (`portal start` without a certificate), and
 * over HTTPS with HTTP/2, as a deployment serves the portal (PORTAL_TLS_CERT, or a proxy ending TLS): HTTP/1.1's six
 * connections a host share the simulated link, so each small chunk takes a share from the start-up code's download.
 */
export async function lighthouseBench(): Promise<string[]> {
  if (!existsSync(join(projectRoot, 'dist', 'floor', 'index.html'))) await buildFloor();
  const { launch } = await import('chrome-launcher');
  let tls: BenchCertificate | undefined;
  let noTls = '';
  try {
    tls = benchCertificate();
  } catch (error) {
    noTls = (error as Error).message;
  }
  // The browser trusts the bench's throwaway certificate, and only it: its pages are as a trusted site's (cached, no warning).
  const trust = tls ? [`--ignore-certificate-errors-spki-list=${spkiHash(tls.cert)}`] : [];
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  let browser: Browser | undefined;
  try {
    chrome = await launch({ ...(chromiumPath ? { chromePath: chromiumPath } : {}), chromeFlags: [...chromeFlags, ...trust] });
    // Playwright drives the same browser to sign in and to empty its cache between runs.
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0]!.newPage();
    const cdp = await page.context().newCDPSession(page);
    return [
      `lighthouse: performance, mobile preset (simulated), medians of ${runs}, cold cache; floor = bench/floor (sign-in; shell for signed-in pages)`,
      ' over HTTP/1.1 (plain HTTP: portal start without a certificate)',
      ...(await pagesBesideFloor(chrome.port, page, cdp)),
      ...(tls
        ? [
            ' over HTTPS and HTTP/2 (portal start with PORTAL_TLS_CERT and PORTAL_TLS_KEY; the floor served alike)',
            ...(await pagesBesideFloor(chrome.port, page, cdp, tls)),
          ]
        : [` over HTTPS and HTTP/2: not measured (${noTls})`]),
    ];
  } finally {
    await browser?.close().catch(() => undefined);
    chrome?.kill();
    tls?.remove();
  }
}
