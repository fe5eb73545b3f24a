import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { signIn } from '../support/session';
import { menuLinks, openIbPage, settledAndAccessible } from './ibPages';

/** The IB route guard pipeline in a real browser (spec section 4) and the pages gated by settings. */

test('?atid=X is stored and removed from the URL, the same page loads', async ({ page }) => {
  await signIn(page, 'ib@demo.test', '/ib');
  await page.goto('/ib/iblevel?atid=AFF-4242');
  await expect(page.getByRole('heading', { level: 1, name: 'IB level' })).toBeVisible();
  await expect(page).toHaveURL(/\/ib\/iblevel$/);
  expect(await page.evaluate(() => localStorage.getItem('portal.param.atid'))).toContain('AFF-4242');
  await settledAndAccessible(page, 'IB level after atid');
});

test(
  'in the app (device with a valid userToken): signed in by the app, contact us hidden, /openSettings goes to /home',
  { tag: '@mobile' },
  async ({ page }) => {
    const sign = createHmac('sha256', 'demo-app-secret-change-me').update('demo-device:demo-app-token').digest('hex');
    await page.goto(`/ib/home?device=demo-device&userToken=demo-app-token&sign=${sign}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveURL(/\/ib\/home$/);
    await settledAndAccessible(page, 'in-app dashboard');
    const links = await menuLinks(page);
    expect(links).not.toContain('Contact us');
    expect(links).not.toContain('Open settings');
    expect(links).toContain('Referral links');
    await page.goto('/ib/openSettings');
    await expect(page).toHaveURL(/\/ib\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await settledAndAccessible(page, 'in-app dashboard after /openSettings');
    await page.goto('/ib/contactUs');
    await expect(page).toHaveURL(/\/ib\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  },
);

test('a failed app login clears the token and shows error 501', async ({ page }) => {
  await page.goto('/ib/home?device=demo-device&userToken=demo-app-token&sign=00');
  await expect(page.getByRole('heading', { name: 'Signing in through the app failed' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('portal.session'))).toBeNull();
  await settledAndAccessible(page, 'app login failed');
});

test('rebate withdrawal opens only while the payment-channel setting is enabled (ib.cima has it off)', async ({ page }) => {
  await signIn(page, 'ib.cima@demo.test', '/ib');
  await page.goto('/ib/rebateWithdraw');
  await expect(page).toHaveURL(/\/ib\/rebatePaymentHistory$/);
  await expect(page.getByTestId('toast-info')).toHaveText('Rebate withdrawal is not available for your account at the moment.');
  // While the toast shows: its colours must pass too. It has no close button and leaves by itself.
  await expectAccessible(page, 'the info toast');
  await expect(page.getByTestId('toast-info').getByRole('button')).toHaveCount(0);
  await expect(page.getByTestId('toast-info')).toBeHidden({ timeout: 6000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Funds and payment history' })).toBeVisible();
  await settledAndAccessible(page, 'payment history after the refused withdrawal');
});

test('open settings loads its status and opens only when enabled (ib.fca has it off)', async ({ page }) => {
  await signIn(page, 'ib.fca@demo.test', '/ib');
  await page.goto('/ib/openSettings');
  await expect(page).toHaveURL(/\/ib\/home$/);
  await expect(page.getByTestId('toast-info')).toHaveText('Open settings is not available for your account.');
  await settledAndAccessible(page, 'dashboard after the refused open settings');
  await openIbPage(page, '/contactUs', 'Contact us');
  await expect(page.getByRole('link', { name: /@fca\.broker\.example$/ }).first()).toBeVisible();
  await settledAndAccessible(page, 'fca contact us');
});
