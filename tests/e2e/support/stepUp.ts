import { expect, type Locator, type Page } from '@playwright/test';

/** The step-up dialog an action opens when it needs the user's factors. */
export const stepUpDialog = (page: Page): Locator => page.getByRole('dialog', { name: "Confirm it's you" });

/** Sends the dialog's e-mail code (the field named by where it goes), types it as the outbox has it, and confirms (unless another factor comes first). */
export async function enterEmailCode(dialog: Locator, readCode: () => string, { confirm = true } = {}): Promise<void> {
  // Before it is sent, the field says where the code will go, not that it went.
  await expect(dialog.getByLabel('Code by e-mail', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/^We will send it to \S+@/)).toBeVisible();
  await expect(dialog.getByText(/Sent to/)).toHaveCount(0);
  await dialog.getByTestId('step-up-email-send').click();
  await expect(dialog.getByText(/Sent to/)).toBeVisible();
  await dialog.getByTestId('step-up-email').fill(readCode());
  if (confirm) await dialog.getByTestId('step-up-confirm').click();
}
