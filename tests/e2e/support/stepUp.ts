import { expect, type Locator, type Page } from '@playwright/test';

/** The step-up dialog an action opens when it needs the user's factors. */
export const stepUpDialog = (page: Page): Locator => page.getByRole('dialog', { name: "Confirm it's you" });

/** Sends the dialog's e-mail code, types it as the outbox has it, and confirms (unless another factor comes first). */
export async function enterEmailCode(dialog: Locator, readCode: () => string, { confirm = true } = {}): Promise<void> {
  await dialog.getByTestId('step-up-email-send').click();
  await expect(dialog.getByText(/Sent to/)).toBeVisible();
  await dialog.getByTestId('step-up-email').fill(readCode());
  if (confirm) await dialog.getByTestId('step-up-confirm').click();
}
