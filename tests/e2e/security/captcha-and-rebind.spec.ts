import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { cloneUser, requireAuthenticatorRebind } from '../support/portalCli';
import { solveCaptcha } from '../support/captcha';

test('after repeated failed sign-ins the captcha (local provider) must be solved, then the right password signs in', async ({ page }, info) => {
  const email = cloneUser('client@demo.test', `captcha-${info.project.name}`);
  await page.goto('/login');
  for (let i = 0; i < 3; i++) {
    await page.getByTestId('sign-in-email').fill(email);
    await page.getByTestId('sign-in-password').fill(`wrong-${i}`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('incorrect');
  }
  await page.getByTestId('sign-in-password').fill('Demo#2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Security check' });
  await expect(dialog).toBeVisible();
  const width = (await dialog.boundingBox())!.width;
  expect(width).toBeLessThanOrEqual(info.project.name === 'mobile' ? 320 : 480);
  await expect(dialog.locator('label[for="captcha-answer"]')).toBeVisible();
  await expectAccessible(page, 'captcha');
  await solveCaptcha(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('main#main')).toBeVisible();
});

test('when the authenticator must be re-bound, a notice opens /profile/securityManagement in a new tab', async ({ page, context }, info) => {
  const email = cloneUser('trader@demo.test', `rebind-${info.project.name}`);
  requireAuthenticatorRebind(email);
  await page.goto('/login');
  await page.getByTestId('sign-in-email').fill(email);
  await page.getByTestId('sign-in-password').fill('Demo#2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const link = page.getByTestId('rebind-link');
  await expect(link).toHaveAttribute('target', '_blank');
  await expectAccessible(page, 'rebind notice');
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(tab).toHaveURL(/\/profile\/securityManagement$/);
  await expect(tab.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
});
