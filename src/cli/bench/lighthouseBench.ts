import { chromium, type Browser, type CDPSession } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '../chromium';
import { projectRoot } from '../projectRoot';
import { buildFloor } from './bundleBench';
import { benchPages, demoPortal, signInThroughPage, type BenchPage } from './demoPortal';
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

/**
 * Lighthouse (mobile preset, medians of 3) of sign-in, client home and IB dashboard beside the floor
 * app's sign-in and shell, measured in the same run, as ratios: the target is LCP within
 * 1.3x of the floor's and CLS <= 0.05.
 */
export async function lighthouseBench(): Promise<string[]> {
  if (!existsSync(join(projectRoot, 'dist', 'floor', 'index.html'))) await buildFloor();
  const { launch } = await import('chrome-launcher');
  const server = await demoPortal();
  const floor = await serveFloor();
  const chrome = await launch({ ...(chromiumPath ? { chromePath: chromiumPath } : {}), chromeFlags });
  let browser: Browser | undefined;
  try {
    // Playwright drives the same browser to sign in and to empty its cache between runs.
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0]!.newPage();
    const cdp = await page.context().newCDPSession(page);
    const signedIn = async (target: BenchPage) => {
      if (target.user) await signInThroughPage(page, server.url, target.user);
      await page.goto('about:blank');
      return audit(chrome.port, cdp, `${server.url}${target.path}`);
    };
    const floorSignIn = await audit(chrome.port, cdp, `${floor.url}/login`);
    const floorShell = await audit(chrome.port, cdp, `${floor.url}/home`);
    const lines = [
      `lighthouse: performance, mobile preset (simulated), medians of ${runs}, cold cache; floor = bench/floor (sign-in; shell for signed-in pages)`,
    ];
    for (const name of ['sign-in', 'client home', 'IB dashboard']) {
      const target = benchPages.find((p) => p.name === name)!;
      const ours = await signedIn(target);
      const base = name === 'sign-in' ? floorSignIn : floorShell;
      lines.push(
        `  ${name.padEnd(13)} LCP ${ours.lcp.toFixed(0)} vs ${base.lcp.toFixed(0)} ms (${ratio(ours.lcp, base.lcp)})  TBT ${ours.tbt.toFixed(0)} vs ${base.tbt.toFixed(0)} ms (${ratio(ours.tbt, base.tbt)})  CLS ${ours.cls.toFixed(3)} vs ${base.cls.toFixed(3)}  score ${ours.score.toFixed(0)} vs ${base.score.toFixed(0)} (${ratio(ours.score, base.score)})`,
      );
    }
    return lines;
  } finally {
    await browser?.close().catch(() => undefined);
    chrome.kill();
    await floor.close();
    await server.stop();
  }
}
