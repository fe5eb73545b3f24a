import { expect, test, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { expectAccessible } from '../support/axe';
import { cloneUser, lastCode } from '../support/portalCli';
import { signIn } from '../support/session';
import { enterEmailCode, stepUpDialog } from '../support/stepUp';

/**
 * A TOTP code from the key the page showed, computed with an independent library (otplib). The
 * server refuses a code of a time step already used, so each call takes a later step than the last
 * (the next step is accepted early; beyond that, wait for the clock like a user would).
 */
let lastStep = 0;
async function totp(secret: string): Promise<string> {
  for (;;) {
    const step = Math.floor(Date.now() / 30_000);
    const candidate = lastStep === 0 ? step : step + 1;
    if (candidate > lastStep) {
      lastStep = candidate;
      return generateSync({ secret, epoch: candidate * 30 });
    }
    await new Promise((r) => setTimeout(r, (step + 1) * 30_000 - Date.now() + 200));
  }
}

async function answerEmailStepUp(page: Page, email: string, totpSecret?: string) {
  const dialog = stepUpDialog(page);
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'step-up dialog');
  await enterEmailCode(dialog, () => lastCode(email), { confirm: false });
  if (totpSecret) await dialog.getByTestId('step-up-totp').fill(await totp(totpSecret));
  await dialog.getByTestId('step-up-confirm').click();
  await expect(dialog).toBeHidden();
}

test.setTimeout(120_000);

test('the security centre: turn the authenticator on, sign in with it, change the e-mail with codes from the outbox', async ({ page }, info) => {
  // A fresh copy of trader@demo.test per run and viewport: the journey changes the user for good.
  let email = cloneUser('trader@demo.test', info.project.name);
  await signIn(page, email, '', '/security');
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  await expectAccessible(page, 'security centre');

  // Turn the authenticator on: the step-up dialog asks for an e-mail code first.
  await page.getByTestId('totp-begin').click();
  await answerEmailStepUp(page, email);
  const secret = await page.getByTestId('totp-secret').inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expectAccessible(page, 'authenticator set-up');
  lastStep = 0;
  await page.getByTestId('totp-confirm-code').fill(await totp(secret));
  await page.getByTestId('totp-confirm').click();
  await expect(page.getByText('The authenticator is on.')).toBeVisible();

  // Sign out and in again: after the password, the authenticator code.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/login?returnTo=%2Fsecurity');
  await page.getByTestId('sign-in-email').fill(email);
  await page.getByTestId('sign-in-password').fill('Demo#2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = stepUpDialog(page);
  await expect(dialog.getByTestId('step-up-totp')).toBeVisible();
  await expect(dialog.getByTestId('step-up-email')).toHaveCount(0);
  await dialog.getByTestId('step-up-totp').fill(await totp(secret));
  await dialog.getByTestId('step-up-confirm').click();
  await expect(page).toHaveURL(/\/security$/);

  // Change the e-mail: a code to the new address, then the step-up factors (current e-mail + authenticator).
  const newEmail = email.replace('@', `+new${Date.now()}@`);
  await page.getByTestId('email-change').click();
  await page.getByTestId('email-new').fill(newEmail);
  await expect(page.getByText(`We will send it to ${newEmail}`)).toBeVisible();
  await page.getByTestId('email-new-code-send').click();
  await page.getByTestId('email-new-code').fill(lastCode(newEmail));
  await page.getByTestId('email-change-confirm').click();
  await answerEmailStepUp(page, email, secret);
  await expect(page.getByText('Your e-mail address is changed.')).toBeVisible();
  email = newEmail;
  await expectAccessible(page, 'e-mail changed');
});

test('in Arabic the masked phone number and e-mail read left to right, as they are written', async ({ page }) => {
  await signIn(page, 'trader@demo.test');
  await page.goto('/security?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const phone = page.getByText(/^\*+\d+$/);
  const email = page.getByText(/^\S+\*+\S*@\S+$/);
  await expect(phone).toBeVisible();
  await expect(email).toBeVisible();
  // Where each glyph is drawn: the first character of the masked value stands left of its last.
  const drawnInOrder = (element: typeof phone) =>
    element.evaluate((node) => {
      const text = node.firstChild!;
      const x = (offset: number) => {
        const range = document.createRange();
        range.setStart(text, offset);
        range.setEnd(text, offset + 1);
        return range.getBoundingClientRect().left;
      };
      return x(0) < x(text.textContent!.length - 1);
    });
  expect(await drawnInOrder(phone)).toBe(true);
  expect(await drawnInOrder(email)).toBe(true);
});
