import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { portalCli } from '../support/portalCli';

/** The path of the newest link the server "sent" to an address (portal outbox). */
function lastLink(email: string): string {
  const messages = JSON.parse(portalCli('outbox', '--email', email, '--last', '1', '--json')) as { body: string }[];
  const link = /(\/[\w-]+\?token=[\w-]+)/.exec(messages[0]?.body ?? '')?.[1];
  if (!link) throw new Error(`no link in the outbox of ${email}`);
  return link;
}

async function chooseCountry(page: Page, name: string) {
  await page.getByRole('combobox', { name: /Country of residence/ }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

test.setTimeout(120_000);

test(
  'a new visitor registers, confirms the e-mail from the outbox, resets the password and signs in; a US resident is refused with the reason',
  { tag: '@mobile' },
  async ({ page }, info) => {
    const email = `visitor.${info.project.name}.${Date.now()}@visitor.test`;
    await page.goto('/login');
    await page.getByTestId('to-sign-up').click();
    await expect(page.getByRole('heading', { name: 'Open your profile' })).toBeVisible();

    await chooseCountry(page, 'United States');
    await expect(page.getByTestId('sign-up-refused')).toContainText('We cannot open a profile for residents of United States');
    await expect(page.getByTestId('sign-up-submit')).toBeDisabled();

    await page.getByTestId('sign-up-name').fill('Nova Visitor');
    await page.getByTestId('sign-up-email').fill(email);
    await page.getByTestId('sign-up-password').fill('Trade#2026x');
    await chooseCountry(page, 'United Kingdom');
    await expect(page.getByTestId('sign-up-entity')).toContainText('FCA (United Kingdom)');
    await expectAccessible(page, 'sign-up');
    await page.getByTestId('sign-up-submit').click();
    await expect(page.getByTestId('sign-up-done')).toContainText(email);

    await page.goto(lastLink(email));
    await expect(page.getByTestId('verify-email-done')).toContainText(email);

    await page.goto('/forgot-password');
    await page.getByTestId('forgot-email').fill(email);
    await expectAccessible(page, 'forgot password');
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('forgot-sent')).toBeVisible();

    await page.goto(lastLink(email));
    await page.getByTestId('reset-password').fill('Fresh#2026y');
    await page.getByTestId('reset-repeat').fill('Fresh#2026y');
    await expectAccessible(page, 'reset password');
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('reset-done')).toBeVisible();

    await page.getByTestId('to-sign-in').click();
    await page.getByTestId('sign-in-email').fill(email);
    await page.getByTestId('sign-in-password').fill('Fresh#2026y');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.locator('main#main')).toBeVisible();
  },
);
