import { chromium } from '@playwright/test';
const [,, url, out, w, h, email] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
page.on('console', m => { if (m.type() === 'error') console.log('console:', m.text()); });
if (email) {
  const base = url.includes('/ib') ? '/ib' : '';
  const origin = new URL(url).origin;
  await page.goto(origin + base + '/login');
  await page.getByTestId('sign-in-email').fill(email);
  await page.getByTestId('sign-in-password').fill('Demo#2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForTimeout(1500);
}
await page.goto(url);
await page.waitForTimeout(1500);
await page.screenshot({ path: out, fullPage: false });
await browser.close();
