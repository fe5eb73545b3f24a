import { chromium } from '@playwright/test';
import { chromiumPath } from '../src/cli/chromium';
import { benchPages, demoPortal, signInThroughPage } from '../src/cli/bench/demoPortal';
const server = await demoPortal();
const browser = await chromium.launch({ executablePath: chromiumPath });
for (let i = 0; i < 5; i++) {
const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
const page = await context.newPage();
const target = benchPages.find((p) => p.name === (process.argv[2] ?? 'client home'))!;
if (target.user) await signInThroughPage(page, server.url, target.user);
await page.addInitScript(() => {
  (window as any).__s = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as any[]) (window as any).__s.push({ t: Math.round(e.startTime), v: e.value.toFixed(4), src: e.sources.map((s: any) => `${s.node?.nodeName}.${(s.node as Element)?.className?.toString?.().slice(0, 60)} [${(s.node as Element)?.textContent?.slice(0, 40)}] ${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`) });
  }).observe({ type: 'layout-shift', buffered: true });
});
await page.goto(`${server.url}${target.path}`, { waitUntil: 'load' });
await page.waitForTimeout(4000);
console.log(JSON.stringify(await page.evaluate(() => (window as any).__s), null, 1));
await context.close();
}
await browser.close(); await server.stop();
