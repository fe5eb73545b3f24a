import { expect, type Page } from '@playwright/test';

/** The page fits its viewport's width: nothing scrolls sideways (a phone at 375 px, a mirrored right-to-left page). */
export async function expectNoSidewaysScroll(page: Page, context = ''): Promise<void> {
  const overflow = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - document.documentElement.clientWidth);
  expect(overflow, `sideways scrolling on ${context || page.url()}`).toBeLessThanOrEqual(0);
}
