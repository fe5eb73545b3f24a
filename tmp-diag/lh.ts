import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../src/cli/chromium';
import { benchPages, demoPortal, signInThroughPage } from '../src/cli/bench/demoPortal';

const which = process.argv[2] ?? 'client home';
const { default: lighthouse } = await import('lighthouse');
const { launch } = await import('chrome-launcher');
const server = await demoPortal();
const chrome = await launch({ ...(chromiumPath ? { chromePath: chromiumPath } : {}), chromeFlags: ['--headless', ...chromiumArgs] });
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
const page = await browser.contexts()[0]!.newPage();
const cdp = await page.context().newCDPSession(page);
const target = benchPages.find((p) => p.name === which)!;
if (target.user) await signInThroughPage(page, server.url, target.user);
await page.goto('about:blank');
for (let i = 0; i < Number(process.argv[3] ?? 1); i++) {
  await cdp.send('Network.clearBrowserCache');
  const r = await lighthouse(`${server.url}${target.path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
  const a = r!.lhr.audits;
  const m = (a['metrics']?.details as any)?.items?.[0] ?? {};
  console.log('observed FCP', m.observedFirstContentfulPaint, 'LCP', m.observedLargestContentfulPaint);
  console.log('LCP', a['largest-contentful-paint']?.numericValue, 'FCP', a['first-contentful-paint']?.numericValue, 'TBT', a['total-blocking-time']?.numericValue);
  const el = a['largest-contentful-paint-element']?.details as any;
  console.log(JSON.stringify(el?.items?.[0]?.items?.[0]?.node?.snippet ?? el?.items?.[0], null, 0).slice(0, 400));
  console.log(JSON.stringify(el?.items?.[1]?.items ?? [], null, 0).slice(0, 600));
  const lb = a['lcp-breakdown-insight']?.details as any;
  if (lb) console.log('breakdown', JSON.stringify(lb).slice(0, 800));
  const net = (a['network-requests']?.details as any)?.items ?? [];
  for (const n of net) console.log(String(Math.round(n.networkRequestTime)).padStart(6), String(Math.round(n.networkEndTime)).padStart(6), String(n.transferSize).padStart(8), n.priority, n.url.replace(server.url, '').slice(0, 90));
  const boot = (a['bootup-time']?.details as any)?.items ?? [];
  for (const b of boot.slice(0, 8)) console.log('boot', b.url.replace(server.url, '').slice(0, 60), Math.round(b.total), Math.round(b.scripting), Math.round(b.scriptParseCompile));
  const mt = (a['mainthread-work-breakdown']?.details as any)?.items ?? [];
  console.log('mainthread', mt.map((m: any) => `${m.group}:${Math.round(m.duration)}`).join(' '));
}
await browser.close();
chrome.kill();
await server.stop();
