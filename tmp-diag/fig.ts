import { chromium } from '@playwright/test';
import { chromiumPath } from '../src/cli/chromium';
import { benchPages, demoPortal, signInThroughPage } from '../src/cli/bench/demoPortal';
const server = await demoPortal();
const browser = await chromium.launch({ executablePath: chromiumPath });
for (const [name, width] of [['client home', 375], ['client home', 1280], ['IB dashboard', 375], ['IB dashboard', 1280]] as const) {
  const context = await browser.newContext({ viewport: { width, height: 812 } });
  const page = await context.newPage();
  const target = benchPages.find((p) => p.name === name)!;
  await signInThroughPage(page, server.url, target.user!);
  await page.goto(`${server.url}${target.path}`);
  await page.locator('figure figcaption').first().waitFor();
  await page.waitForTimeout(1500);
  console.log(name, width, await page.evaluate(() => [...document.querySelectorAll('figure')].map((f) => `${f.getAttribute('data-testid')} h=${f.getBoundingClientRect().height} min=${getComputedStyle(f).minHeight}`).join(' | ')));
  await context.close();
}
await browser.close(); await server.stop();
