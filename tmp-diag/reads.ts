import { chromium } from '@playwright/test';
import { chromiumPath } from '../src/cli/chromium';
import { demoPortal, signInThroughPage } from '../src/cli/bench/demoPortal';

const server = await demoPortal();
const browser = await chromium.launch({ executablePath: chromiumPath });
for (const [user, path] of [[{ base: '/ib', email: 'ib@demo.test' }, '/ib/home'], [{ base: '', email: 'trader@demo.test' }, '/']] as const) {
  const page = await browser.newPage();
  await signInThroughPage(page, server.url, user);
  await page.goto('about:blank');
  const seen: string[] = [];
  page.on('request', (r) => r.url().includes('/web-api/') && seen.push(r.url().replace(server.url, '')));
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 160)));
  const html = await (await page.request.get(`${server.url}${path}`)).text();
  console.log(html.match(/<link rel="preload"[^>]*>/g)?.join('\n'));
  await page.goto(`${server.url}${path}`);
  await page.locator('main#main').waitFor();
  await page.waitForTimeout(4000);
  const counts: Record<string, number> = {};
  for (const u of seen) counts[u] = (counts[u] ?? 0) + 1;
  console.log(counts);
  if (path === '/ib/home') console.log(await page.getByTestId('stats-keyFigures').innerText());
  await page.close();
}
await browser.close();
await server.stop();
