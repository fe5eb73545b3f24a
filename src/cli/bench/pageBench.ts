import { chromium, type Browser, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumLaunchOptions } from '../chromium';
import { projectRoot } from '../projectRoot';
import { demoPortal, signInThroughPage } from './demoPortal';
import { serveFloor } from './serveFloor';
import { median } from './measure';

const runs = 3;
/** A mid-range phone, as Lighthouse's mobile preset: 4x slower CPU, a phone-sized viewport. */
const cpuSlowdown = 4;
const viewport = { width: 412, height: 823 };

interface Figures {
  lcp: number;
  cls: number;
  kib: number;
}

// Collected in the page: the last largest-contentful-paint, the layout shifts without recent input
// (the CLS definition, one session window is close enough for a page load), and the bytes transferred.
const observe = `
  window.__perf = { lcp: 0, cls: 0 };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__perf.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__perf.cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
`;

async function measure(browser: Browser, url: string, signIn?: { base: string; email: string }): Promise<Figures> {
  const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true });
  const page: Page = await context.newPage();
  if (signIn) await signInThroughPage(page, new URL(url).origin, signIn);
  await page.addInitScript(observe);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(url, { waitUntil: 'load' });
  // Pages poll (the activity ticker), so the network never idles: what arrives in 4 s still counts.
  await page.waitForTimeout(4000);
  const figures = await page.evaluate(() => {
    const perf = (window as unknown as { __perf: { lcp: number; cls: number } }).__perf;
    const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')] as PerformanceResourceTiming[];
    return { lcp: perf.lcp, cls: perf.cls, kib: entries.reduce((total, e) => total + e.transferSize, 0) / 1024 };
  });
  await context.close();
  return figures;
}

async function medianOf(browser: Browser, url: string, signIn?: { base: string; email: string }): Promise<Figures> {
  const samples: Figures[] = [];
  for (let i = 0; i < runs; i++) samples.push(await measure(browser, url, signIn));
  return { lcp: median(samples.map((s) => s.lcp)), cls: median(samples.map((s) => s.cls)), kib: median(samples.map((s) => s.kib)) };
}

/**
 * Largest contentful paint, cumulative layout shift and bytes transferred of sign-in, client home
 * and IB dashboard (Chromium through Playwright, phone viewport, 4x CPU slowdown, medians of 3),
 * beside the floor app's sign-in and shell. Lighthouse itself is not a dependency: these are the
 * same browser metrics, read with PerformanceObserver.
 */
export async function pageBench(): Promise<string[]> {
  if (!existsSync(join(projectRoot, 'dist', 'floor', 'index.html'))) return ['pages: build the floor first (portal bench --only bundle)'];
  const server = await demoPortal();
  const floor = await serveFloor();
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const floorSignIn = await medianOf(browser, `${floor.url}/login`);
    const floorShell = await medianOf(browser, `${floor.url}/home`);
    const rows: [string, Figures, Figures][] = [
      ['sign-in (/login)', await medianOf(browser, `${server.url}/login`), floorSignIn],
      ['client home (/)', await medianOf(browser, `${server.url}/`, { base: '', email: 'trader@demo.test' }), floorShell],
      ['IB dashboard (/ib/home)', await medianOf(browser, `${server.url}/ib/home`, { base: '/ib', email: 'ib@demo.test' }), floorShell],
    ];
    const lines = [`pages: Chromium (Playwright), ${viewport.width}x${viewport.height}, CPU ${cpuSlowdown}x slower, medians of ${runs}; floor = bench/floor`];
    for (const [name, ours, base] of rows) {
      lines.push(
        `  ${name.padEnd(26)} LCP ${ours.lcp.toFixed(0)} ms vs ${base.lcp.toFixed(0)} ms (${(ours.lcp / Math.max(1, base.lcp)).toFixed(2)}x)  CLS ${ours.cls.toFixed(3)} vs ${base.cls.toFixed(3)}  ${ours.kib.toFixed(0)} KiB vs ${base.kib.toFixed(0)} KiB transferred`,
      );
    }
    return lines;
  } finally {
    await browser.close();
    await floor.close();
    await server.stop();
  }
}
