import { expect, type Locator, type Page } from '@playwright/test';

/** The page fits its viewport's width: nothing scrolls sideways (a phone at 375 px, a mirrored right-to-left page). */
export async function expectNoSidewaysScroll(page: Page, context = ''): Promise<void> {
  const overflow = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - document.documentElement.clientWidth);
  expect(overflow, `sideways scrolling on ${context || page.url()}`).toBeLessThanOrEqual(0);
}

/** A box shows its whole text: nothing runs past its width or height into an ellipsis or hidden overflow (a select's chosen value at 375 px). */
export async function expectShownWhole(box: Locator, context: string): Promise<void> {
  const cut = await box.evaluate((e) => ({ sideways: e.scrollWidth - e.clientWidth, downwards: e.scrollHeight - e.clientHeight }));
  expect(cut.sideways, `text cut at the side of ${context}`).toBeLessThanOrEqual(0);
  expect(cut.downwards, `text cut at the bottom of ${context}`).toBeLessThanOrEqual(0);
}
