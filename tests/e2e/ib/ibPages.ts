import { expect, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { isMobile, openMenu } from '../support/session';

/** Opens a page of the IB portal and waits for its heading; axe checks it once its content is in. */
export async function openIbPage(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(`/ib${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** axe on the page once the loading overlay and skeletons are gone. */
export async function settledAndAccessible(page: Page, context: string): Promise<void> {
  await expect(page.getByTestId('loading-overlay')).toBeHidden();
  // Menus and selects that were just closed fade out: axe would read their half-transparent text.
  await expect(page.locator('.MuiPopover-root, .MuiMenu-root, [role="listbox"]')).toHaveCount(0);
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await expectAccessible(page, context);
}

/** The side menu's links (drawer on a phone), by their names, in order. */
export async function menuLinks(page: Page): Promise<string[]> {
  const nav = await openMenu(page);
  // Expand every group so its children are listed too.
  const collapsed = nav.getByRole('button', { expanded: false });
  while ((await collapsed.count()) > 0) await collapsed.first().click();
  const names = await nav.getByRole('link').allInnerTexts();
  if (isMobile(page)) await page.keyboard.press('Escape');
  return names.map((n) => n.trim());
}

/** A stat's value by its label (stats widgets are definition lists). */
export function stat(page: Page, label: string) {
  return page
    .locator('[data-stat]')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
}

/** "$10,105.17" -> 1010517 (minor units). */
export function cents(text: string): number {
  return Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);
}
