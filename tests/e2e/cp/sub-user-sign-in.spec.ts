import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { demoPassword, signIn } from '../support/session';

/*
 * An IB's sub-user (a staff login of the IB) has no client's home: the client portal's sign-in refuses it
 * (config/policies.yaml clientPortal) and links to the IB portal's sign-in, where it signs in.
 */
test("an IB's sub-user is refused by the client portal's sign-in and sent on to the IB portal's @mobile", async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('sign-in-email').fill('sub.full@demo.test');
  await page.getByTestId('sign-in-password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const refusal = page.getByTestId('sign-in-error');
  await expect(refusal).toHaveText(
    'This is a sub-user login of an introducing broker: it signs in to the IB portal, not the client portal. Sign in to the IB portal',
  );
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page, 'client sign-in refusing a sub-user');
  // Not signed in to the client portal: its home asks for a sign-in.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);

  await page.getByTestId('sign-in-email').fill('sub.full@demo.test');
  await page.getByTestId('sign-in-password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await refusal.getByRole('link', { name: 'Sign in to the IB portal' }).click();
  await expect(page).toHaveURL(/\/ib\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to the IB portal' })).toBeVisible();
  await signIn(page, 'sub.full@demo.test', '/ib');
});

test("an IB's sub-user signed in to the IB portal who opens the client portal is taken to the IB portal's dashboard @mobile", async ({ page }) => {
  await signIn(page, 'sub.full@demo.test', '/ib');
  for (const path of ['/', '/deposit']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/ib\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  }
});
