import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session';
import { openIbPage, settledAndAccessible } from './ibPages';

/** The privacy switches hide client data in the lists (and the server blanks it). */
async function setSwitches(page: Page, values: Record<string, boolean>) {
  await openIbPage(page, '/settings', 'Profile settings');
  for (const [label, checked] of Object.entries(values)) {
    const box = page.getByRole('checkbox', { name: label, exact: true });
    await expect(box).toBeVisible();
    if ((await box.isChecked()) !== checked) await box.click();
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('form-success')).toHaveText('Your privacy settings are saved.');
  await settledAndAccessible(page, 'settings after saving the privacy switches');
}

test('name, e-mail, P&L and margin switches hide those columns of the client lists; clearing them shows them again', async ({ page }) => {
  await signIn(page, 'ib@demo.test', '/ib');
  await setSwitches(page, { Name: true, 'E-mail': true, 'P&L': true, Margin: true });
  try {
    await openIbPage(page, '/openaccounts', 'Opened accounts');
    const table = page.getByRole('table', { name: 'Opened accounts' });
    await expect(table.getByRole('columnheader', { name: 'Account', exact: true })).toBeVisible();
    for (const hidden of ['Name', 'E-mail', 'P&L', 'Margin']) await expect(table.getByRole('columnheader', { name: hidden, exact: true })).toHaveCount(0);
    await expect(table.getByRole('cell', { name: /@example\.com$/ })).toHaveCount(0);
    await settledAndAccessible(page, 'opened accounts with hidden columns');
  } finally {
    await setSwitches(page, { Name: false, 'E-mail': false, 'P&L': false, Margin: false });
  }
  await openIbPage(page, '/openaccounts', 'Opened accounts');
  const table = page.getByRole('table', { name: 'Opened accounts' });
  await expect(table.getByRole('columnheader', { name: 'Name', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: /@example\.com$/ }).first()).toBeVisible();
  await settledAndAccessible(page, 'opened accounts with every column');
});
