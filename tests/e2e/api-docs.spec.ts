import { expect, test } from '@playwright/test';

test('the API reference at /web-api/docs renders the operations of the OpenAPI document under the strict CSP', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/web-api/docs');
  // Swagger UI draws its heading once it has read the whole document (hundreds of operations); as CI's first test it
  // shares the machine with the unit suite loading its first files, which took it past 10 s twice.
  await expect(page.getByRole('heading', { name: /Reference broker API/ })).toBeVisible({ timeout: 30_000 });
  const login = page.locator('.opblock').filter({ hasText: '/web-api/api/login' }).first();
  await expect(login).toBeVisible();
  await expect(page.locator('.opblock').filter({ hasText: /getProfileInfoCp(?!\w)/ })).toHaveCount(1);
  // The spec's r variant of the client base answers the same call (config/http.yaml baseVariants).
  await expect(page.locator('.opblock').filter({ hasText: '/web-api/r/cp/api/profile/info' })).toHaveCount(1);
  await login.locator('.opblock-summary').click();
  await expect(login.getByRole('row', { name: /^200 Sign in with e-mail and password/ })).toContainText('xtoken');
  await expect(page.locator('.models').getByText('AccountView', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
