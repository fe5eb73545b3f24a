import { expect, type Page } from '@playwright/test';

/** Solves the local captcha provider's challenge ("what is A plus B?") in its dialog, as a person would. */
export async function solveCaptcha(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Security check' });
  await expect(dialog.locator('label[for="captcha-answer"]')).toBeVisible();
  const question = await dialog.locator('label[for="captcha-answer"]').textContent();
  const [a, b] = (question ?? '').match(/\d+/g)!.map(Number);
  await dialog.getByRole('textbox').fill(String(a! + b!));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
}
