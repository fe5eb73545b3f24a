import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { cloneUser, portalCli } from '../support/portalCli';
import { openMenu, signIn } from '../support/session';

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test.setTimeout(180_000);

test('promotions: the reasons for the others, opting into the deposit bonus, one bonus per deposit however often the provider calls back', async ({
  page,
}, info) => {
  const email = cloneUser('trader@demo.test', `promo-${info.project.name}`);
  await signIn(page, email);
  await expect(page.getByTestId('promotions-teaser')).toContainText('Deposit bonus');
  await (await openMenu(page)).getByRole('link', { name: 'Promotions' }).click();
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  await expect(page.getByTestId('promotion-welcomeBonus-why')).toContainText('Not offered under the regulation of your account.');
  await expect(page.getByTestId('promotion-educationVoucher-why')).toContainText('Not offered in your country of residence.');
  await expectAccessible(page, 'promotions');

  await page.getByTestId('promotion-depositBonus-join').click();
  await expect(page.getByTestId('promotion-depositBonus-bonus')).toHaveText('Bonus balance: $0.00');

  await page.goto('/deposit');
  await choose(page, 'Deposit into', /MetaTrader 4 Standard STP/);
  await page.getByTestId('deposit-amount').fill('500');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('provider-pay')).toBeVisible();
  const checkout = page.url();
  await page.getByTestId('provider-pay').click();
  await expect(page.getByTestId('deposit-result')).toContainText('Success');
  // The provider's callback arrives again, twice at once: nothing more is credited.
  await Promise.all([
    page.request.post(checkout, { form: { action: 'pay' }, maxRedirects: 0 }),
    page.request.post(checkout, { form: { action: 'pay' }, maxRedirects: 0 }),
  ]);

  await page.goto('/promotions');
  await expect(page.getByTestId('promotion-depositBonus-bonus')).toHaveText('Bonus balance: $100.00');
  await expect(page.getByTestId('promotion-depositBonus-credited')).toHaveText('Credited so far: $100.00');
});

test('copy trading: copy a provider by equity ratio; the next simulated trade appears scaled; stop', async ({ page }, info) => {
  const email = cloneUser('trader@demo.test', `copy-${info.project.name}`);
  await signIn(page, email);
  await (await openMenu(page)).getByRole('link', { name: 'Copy trading' }).click();
  await expect(page.getByRole('heading', { name: 'Copy trading', level: 1 })).toBeVisible();
  const steady = page.getByRole('article', { name: 'Steady Sam' });
  await expect(steady.getByText('Return', { exact: true })).toBeVisible();
  // The equity curve's figures are whole (11,000), never cut to "11,…".
  const ticks = steady.locator('.MuiChartsAxis-left .MuiChartsAxis-tickLabel');
  await expect(ticks.first()).toBeVisible();
  for (const tick of await ticks.allTextContents()) expect(tick).toMatch(/^\d{1,3}(,\d{3})*$/);
  await steady.getByRole('button', { name: 'Copy this provider' }).click();
  const form = page.getByTestId('copy-form');
  await expect(form.getByRole('combobox', { name: 'Allocation' })).toHaveText('Equity ratio');
  // The copy account's balance as every amount of the portal shows one: symbol and thousands separator.
  await expect(form.getByRole('combobox', { name: 'Copy-trading account' })).toHaveText(/^\d+ · \$5,000\.00$/);
  await expectAccessible(page, 'copy trading');
  await form.getByTestId('copy-start').click();
  const copy = page.getByTestId('copy-card').filter({ hasText: 'Steady Sam ·' });
  await expect(copy.getByTestId('copy-status')).toHaveText('Copying');
  await expect(copy).toContainText('No copied trades yet.');

  const step = JSON.parse(portalCli('copytrading', 'next-trade', '--json')) as { trades: { provider: number; lots: string; copies: number }[] };
  expect(step.trades.some((t) => t.copies > 0)).toBe(true);
  await page.reload();
  await expect(copy.getByTestId('copy-position')).toHaveCount(1);
  await expect(copy.getByTestId('copy-pnl')).toHaveText(/\$/);
  // Stopping cannot be undone: it is asked first, and keeping the copy leaves it running.
  await copy.getByTestId('copy-stop').click();
  const stop = page.getByRole('dialog', { name: 'Stop copying Steady Sam?' });
  await expect(stop).toContainText('A stopped copy cannot be resumed');
  await stop.getByRole('button', { name: 'Keep copying' }).click();
  await expect(stop).toBeHidden();
  await expect(copy.getByTestId('copy-status')).toHaveText('Copying');
  await copy.getByTestId('copy-stop').click();
  await page.getByRole('dialog', { name: 'Stop copying Steady Sam?' }).getByRole('button', { name: 'Stop copying' }).click();
  await expect(copy.getByTestId('copy-status')).toHaveText('Stopped');
});

test('a regulator without copy trading: no menu entry, and the page answers 404', async ({ page }, info) => {
  const email = `fca.copy.${info.project.name}.${Date.now()}@demo.test`;
  portalCli('user', 'add', '--email', email, '--name', 'Fiona Fca', '--regulator', 'fca', '--country', 'GB');
  await signIn(page, email);
  const menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'Promotions' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Copy trading' })).toHaveCount(0);
  await page.goto('/copyTrading');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
