import { chromium } from '@playwright/test';
import { readFileSync, existsSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map';
import { chromiumPath } from '../src/cli/chromium';
import { benchPages, demoPortal, signInThroughPage } from '../src/cli/bench/demoPortal';

const which = process.argv[2] ?? 'IB dashboard';
const waitFor = process.argv[3] ?? '#rebateChart-title';
const server = await demoPortal();
const browser = await chromium.launch({ executablePath: chromiumPath });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const target = benchPages.find((p) => p.name === which)!;
if (target.user) await signInThroughPage(page, server.url, target.user);
await page.goto('about:blank');
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
const t0 = Date.now();
await page.goto(`${server.url}${target.path}`);
await page.locator(waitFor).first().waitFor();
const took = Date.now() - t0;
const { profile } = await cdp.send('Profiler.stop');
const fcp = await page.evaluate(() => performance.getEntriesByType('paint').map((p) => `${p.name}:${Math.round(p.startTime)}`).join(' '));
console.log('visible after', took, 'ms', fcp);
// self time per node
const dt = new Map<number, number>();
for (let i = 0; i < profile.samples!.length; i++) dt.set(profile.samples![i]!, (dt.get(profile.samples![i]!) ?? 0) + (profile.timeDeltas![i] ?? 0));
const maps = new Map<string, SourceMapConsumer | null>();
const consumer = async (url: string) => {
  if (maps.has(url)) return maps.get(url)!;
  const m = /\/assets\/([^?]+\.js)/.exec(url);
  const file = m ? `dist/portal/assets/${m[1]}.map` : '';
  const c = file && existsSync(file) ? await new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null;
  maps.set(url, c);
  return c;
};
const perPkg = new Map<string, number>();
const perFn = new Map<string, number>();
for (const node of profile.nodes) {
  const us = dt.get(node.id) ?? 0;
  if (!us) continue;
  const { url, lineNumber, columnNumber, functionName } = node.callFrame;
  let key = url ? url.replace(server.url, '') : `(${functionName || 'native'})`;
  let fn = `${functionName}@${key}`;
  const c = url ? await consumer(url) : null;
  if (c) {
    const pos = c.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
    const src = pos.source ?? '?';
    const nm = src.lastIndexOf('node_modules/');
    if (nm >= 0) { const r = src.slice(nm + 13).split('/'); key = r[0]!.startsWith('@') ? `${r[0]}/${r[1]}` : r[0]!; }
    else key = src.replace(/^.*?(src\/portal|engine)\//, '$1/');
    fn = `${pos.name ?? functionName}@${src.replace(/^.*node_modules\//, '').replace(/^.*?(src\/portal|engine)\//, '$1/')}:${pos.line}`;
  }
  perPkg.set(key, (perPkg.get(key) ?? 0) + us);
  perFn.set(fn, (perFn.get(fn) ?? 0) + us);
}
const show = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).forEach(([k, v]) => console.log(String(Math.round(v / 1000)).padStart(6), k));
// timeline: 100 ms windows, top packages per window
{
  const nodeKey = new Map<number, string>();
  for (const node of profile.nodes) {
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    let key = url ? url.replace(server.url, '') : `(${functionName || 'native'})`;
    const c = url ? await consumer(url) : null;
    if (c) {
      const pos = c.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
      const src = pos.source ?? '?';
      const nm = src.lastIndexOf('node_modules/');
      key = nm >= 0 ? src.slice(nm + 13).split('/').slice(0, 2).join('/') : src.replace(/^.*?(src\/portal|engine)\//, '$1/');
    }
    nodeKey.set(node.id, key);
  }
  let t = 0;
  const windows = new Map<number, Map<string, number>>();
  for (let i = 0; i < profile.samples!.length; i++) {
    t += profile.timeDeltas![i] ?? 0;
    const w = Math.floor(t / 100000);
    const k = nodeKey.get(profile.samples![i]!) ?? '?';
    const m = windows.get(w) ?? new Map();
    m.set(k, (m.get(k) ?? 0) + (profile.timeDeltas![i + 1] ?? 0));
    windows.set(w, m);
  }
  for (const [w, m] of [...windows].sort((a, b) => a[0] - b[0])) console.log(String(w * 100).padStart(5), [...m].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, v]) => `${k}:${Math.round(v / 1000)}`).join('  '));
}
console.log('--- per package/file (ms, 4x throttled)');
show(perPkg, 40);
console.log('--- per function');
show(perFn, 40);
await browser.close();
await server.stop();
