import { expect, test } from '@playwright/test';
import { cloneUser, lastCode, portalCli } from '../support/portalCli';
import { signIn } from '../support/session';
import { menuLinks, openIbPage, settledAndAccessible } from './ibPages';
import { enterEmailCode, stepUpDialog } from '../support/stepUp';

/**
 * Issue 17: sub-user management by the IB (invite with the e-mail code, permissions by name, disable:
 * the sub-user cannot sign in), the per-client drill-down, the commission statement download, and
 * menu entries hidden instead of bouncing back.
 */

test("the IB invites a sub-user with the e-mail code; it sets its password and goes on to the IB portal's sign-in; disabled, it cannot sign in", async ({
  page,
  browser,
}, info) => {
  // A copy of the IB per project: its step-up codes and sub-users are its own.
  const ibEmail = cloneUser('ib@demo.test', `subusers-${info.project.name}`);
  const email = `helper.${info.project.name}.${Date.now()}@demo.test`;
  await signIn(page, ibEmail, '/ib');
  expect(await menuLinks(page)).toContain('Sub-users');
  await openIbPage(page, '/subUsers', 'Sub-users');
  await settledAndAccessible(page, 'sub-users');

  await page.getByTestId('sub-user-name').fill('Helen Helper');
  await page.getByTestId('sub-user-email').fill(email);
  await page.getByTestId('sub-user-new-permission-rebateMove').check();
  await page.getByTestId('sub-user-invite').click();
  const dialog = stepUpDialog(page);
  await enterEmailCode(dialog, () => lastCode(ibEmail));
  await expect(page.getByTestId('sub-user-invited')).toHaveText(`Invitation sent to ${email}.`);
  const card = page.getByTestId(`sub-user-${email}`);
  await expect(card.getByTestId('sub-user-status')).toHaveText('Invited');
  await expect(card.getByTestId('sub-user-permissions')).toHaveText('Permissions: Move rebates (transfer and withdraw)');

  // The invitation's link sets the sub-user's own password (the password rule applies there).
  const link = /(\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(portalCli('outbox', '--email', email, '--last', '1'))![1]!;
  const other = await browser.newPage({ baseURL: info.project.use.baseURL!, viewport: page.viewportSize()! });
  await other.goto(link);
  await other.getByTestId('reset-password').fill('Helper#2026x');
  await other.getByTestId('reset-repeat').fill('Helper#2026x');
  await other.getByTestId('reset-submit').click();
  await expect(other.getByTestId('reset-done')).toBeVisible();
  // It signs in to the IB portal, not the client portal (whose sign-in took it to a client's home: verify, deposit).
  await other.getByTestId('to-sign-in').click();
  await expect(other).toHaveURL(/\/ib\/login$/);
  await expect(other.getByRole('heading', { name: 'Sign in to the IB portal' })).toBeVisible();

  await card.getByRole('button', { name: 'Disable Helen Helper' }).click();
  await expect(card.getByTestId('sub-user-status')).toHaveText('Disabled');
  await settledAndAccessible(page, 'sub-users after inviting and disabling');
  await other.goto('/ib/login');
  await other.getByTestId('sign-in-email').fill(email);
  await other.getByTestId('sign-in-password').fill('Helper#2026x');
  await other.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(other.getByText('This sub-user has been disabled by its introducing broker. Ask them to enable it again.').first()).toBeVisible();
  await other.close();
});

test('a client opens its detail from the client list; the rebate report downloads a monthly commission statement', async ({ page }) => {
  await signIn(page, 'ib@demo.test', '/ib');
  await openIbPage(page, '/ibaccounts', 'Accounts');
  await page.getByTestId('row-detail').first().click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByTestId('client-detail')).toContainText('Volume and rebates by product');
  await expect(detail.getByRole('table', { name: 'Accounts' })).toBeVisible();
  await settledAndAccessible(page, 'client detail');
  await detail.getByTestId('client-detail-close').click();

  await openIbPage(page, '/rebatereport', 'IB report');
  const download = page.waitForEvent('download');
  await page.getByTestId('statement-download').click();
  expect((await download).suggestedFilename()).toMatch(/^commission-statement-\d{4}-\d{2}\.pdf$/);
  await settledAndAccessible(page, 'rebate report with the statement picker');
});

test('entries whose page is switched off for this IB are not in its menu', async ({ page }) => {
  await signIn(page, 'ib.cima@demo.test', '/ib');
  expect(await menuLinks(page)).not.toContain('Rebate withdrawal');
  await page.goto('/ib/logout');
  await signIn(page, 'ib.fca@demo.test', '/ib');
  const links = await menuLinks(page);
  expect(links).not.toContain('Open settings');
  expect(links).toContain('Rebate withdrawal');
});
