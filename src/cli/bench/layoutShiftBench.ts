import { chromiumLaunchOptions } from '../chromium';
import { chromium, type Browser } from '@playwright/test';
import { benchPages, demoPortal, signInThroughPage, type BenchPage } from './demoPortal';

/** A phone and a desktop, the widths every page is checked at. */
const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;
/** Pages poll (the activity ticker), so the network never idles: what moves within this time counts (ms). */
const settleMs = 4000;

interface Shift {
  at: number;
  value: number;
}

/**
 * Cumulative layout shift as browsers define it: shifts without recent input, grouped in session
 * windows (gaps under 1 s, at most 5 s long); the largest window counts.
 */
export function cumulativeLayoutShift(shifts: readonly Shift[]): number {
  let largest = 0;
  let window = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const shift of shifts) {
    if (shift.at - last > 1000 || shift.at - start > 5000) {
      window = 0;
      start = shift.at;
    }
    window += shift.value;
    last = shift.at;
    largest = Math.max(largest, window);
  }
  return largest;
}

// Recorded in the page from its first byte: every layout shift not caused by input.
const recordShifts = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push({ at: e.startTime, value: e.value });
  }).observe({ type: 'layout-shift', buffered: true });
`;

async function layoutShiftOf(browser: Browser, origin: string, target: BenchPage, viewport: (typeof viewports)[number]): Promise<number> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    if (target.user) await signInThroughPage(page, origin, target.user);
    await page.addInitScript(recordShifts);
    await page.goto(`${origin}${target.path}`, { waitUntil: 'load' });
    await page.waitForTimeout(settleMs);
    return cumulativeLayoutShift(await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts));
  } finally {
    await context.close();
  }
}

/**
 * Cumulative layout shift of the pages users open most, at 375 px and 1280 px, in Chromium against
 * the built portal on a seeded demo database (the issue's budget: 0.05 on every page).
 */
export async function layoutShiftBench(): Promise<string[]> {
  const server = await demoPortal();
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const lines = [`layoutShift: CLS (largest session window) in Chromium, within ${settleMs / 1000} s of load; budget 0.05`];
    lines.push(`  ${'page'.padEnd(16)} ${viewports.map((v) => `${v.width} px`.padStart(9)).join(' ')}`);
    for (const target of benchPages) {
      const figures: number[] = [];
      for (const viewport of viewports) figures.push(await layoutShiftOf(browser, server.url, target, viewport));
      const over = figures.some((f) => f > 0.05) ? '  over budget' : '';
      lines.push(`  ${target.name.padEnd(16)} ${figures.map((f) => f.toFixed(3).padStart(9)).join(' ')}${over}`);
    }
    return lines;
  } finally {
    await browser.close();
    await server.stop();
  }
}
