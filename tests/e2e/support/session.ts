import { expect, type Page } from '@playwright/test';

export const demoPassword = 'Demo#2026';

/** Signs in through the sign-in page of a view ("" for the client portal, "/ib" for the IB portal). */
export async function signIn(page: Page, email: string, base: '' | '/ib' = '', returnTo?: string): Promise<void> {
  await page.goto(`${base}/login${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`);
  await page.getByTestId('sign-in-email').fill(email);
  await page.getByTestId('sign-in-password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('user-name')).toBeVisible({ visible: page.viewportSize()!.width > 767 });
  await expect(page.locator('main#main')).toBeVisible();
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 767;

/** Opens the side menu (a drawer at mobile widths) and returns the navigation landmark. */
export async function openMenu(page: Page) {
  if (isMobile(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('navigation', { name: 'Main menu' });
}
