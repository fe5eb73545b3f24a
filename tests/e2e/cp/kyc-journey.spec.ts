import { expect, test, type Locator, type Page } from '@playwright/test';
import { join } from 'node:path';
import { expectAccessible } from '../support/axe';
import { solveCaptcha } from '../support/captcha';
import { choose, fixture, upload } from '../support/kyc';
import { freshClient, lastCode, portalCli, portalCommand } from '../support/portalCli';
import { openMenu, signIn } from '../support/session';

async function verifyCode(page: Page, guide: Locator, email: string, module: 1 | 2) {
  await guide.getByRole('button', { name: 'Send code' }).click();
  // An SMS code needs a solved captcha first (config/security.yaml captcha.beforeSms).
  if (module === 2) await solveCaptcha(page);
  await expect(guide.getByRole('button', { name: /Send another code in \d+ s/ })).toBeDisabled();
  await guide.getByTestId(`otp-code-${module}`).fill(lastCode(email));
  await guide.getByRole('button', { name: 'Verify', exact: true }).click();
}

test('a new client verifies e-mail and phone with codes from the outbox, fills personal information, uploads a POI and a POA; staff approves; the centre shows the next level and deposit becomes available', async ({
  page,
}, testInfo) => {
  // The longest journey of the suite (codes, a captcha, two uploads, staff review): more than the default minute.
  test.setTimeout(150_000);
  // The desktop run verifies client@demo.test itself; the mobile run (same database, later) a fresh client.
  const email = testInfo.project.name === 'desktop' ? 'client@demo.test' : freshClient('journey', testInfo.project.name);
  await signIn(page, email);
  // QA opens the portal with the qa flag: the guide then offers its flow log as a download.
  await page.goto('/?qa=1');

  const deposit = page.getByTestId('action-deposit');
  await expect(deposit).toHaveAttribute('data-available', 'false');
  await expect(deposit).toContainText('Needs Level 2 · Identity and address');
  await expectAccessible(page, 'client home, nothing verified');

  // Asking for deposit opens the KYC guide, which says why and walks through what level 2 needs.
  await deposit.getByRole('button', { name: 'Deposit' }).click();
  const guide = page.getByRole('dialog', { name: 'Verification guide' });
  await expect(guide.getByTestId('kyc-guide-reason')).toContainText('“Deposit” needs Level 2 · Identity and address.');
  await expect(guide.getByTestId('kyc-guide-reason')).toContainText(
    'Still to do: E-mail verification, Phone verification, Personal information, Proof of identity, and Proof of address.',
  );
  await expect(guide.getByText('Step 1 of 5: E-mail verification')).toBeVisible();
  await expectAccessible(page, 'KYC guide: e-mail step');

  await verifyCode(page, guide, email, 1);
  await expect(guide.getByText('Step 2 of 5: Phone verification')).toBeVisible();
  // What is done leaves "Still to do" at once.
  await expect(guide.getByTestId('kyc-guide-reason')).toContainText(
    'Still to do: Phone verification, Personal information, Proof of identity, and Proof of address.',
  );
  await verifyCode(page, guide, email, 2);

  await expect(guide.getByText('Step 3 of 5: Personal information')).toBeVisible();
  await expect(guide.getByRole('textbox', { name: /^Full name/ })).not.toHaveValue('');
  await choose(page, guide, /^Title/, 'Ms');
  await guide.getByLabel(/^Date of birth/).fill('1990-05-14');
  await choose(page, guide, /^State or province/, 'Victoria');
  await guide.getByRole('textbox', { name: /^Suburb or city/ }).fill('Melbourne');
  await guide.getByRole('textbox', { name: /^Street address/ }).fill('1 Collins Street');
  await guide.getByRole('textbox', { name: /^Postcode/ }).fill('3000');
  await expectAccessible(page, 'KYC guide: personal information');
  await guide.getByRole('button', { name: 'Save and continue' }).click();

  await expect(guide.getByText('Step 4 of 5: Proof of identity')).toBeVisible();
  await upload(page, guide, 4, 'Passport', fixture('passport.jpg'));
  await expect(guide.getByText('Step 5 of 5: Proof of address')).toBeVisible();
  await expectAccessible(page, 'KYC guide: proof of address');
  await upload(page, guide, 5, 'Utility bill', fixture('utility-bill.png'));

  await expect(guide.getByTestId('verification-result')).toContainText('Under review: Proof of identity and Proof of address.');
  await expect(guide.getByTestId('kyc-guide-reason')).toContainText('Everything is submitted: we let you know when the review is done.');

  // QA downloads what the user did (events and the states the browser saw) and replays it with the CLI: green.
  const [download] = await Promise.all([page.waitForEvent('download'), guide.getByRole('button', { name: 'Download flow log (QA)' }).click()]);
  const log = join(testInfo.outputDir, 'guide-log.json');
  await download.saveAs(log);
  const replayed = portalCommand('kyc', 'replay', '--events', log).trim().split('\n');
  expect(replayed.at(-2)).toMatch(/step +5 +DONE +-> result$/);
  expect(replayed.at(-1)).toBe('6 steps, every state as expected');
  await guide.getByRole('button', { name: 'Close' }).click();

  // Staff approve both documents from the command line.
  expect(portalCli('kyc', 'review', '--email', email, '--module', '4', '--decision', 'approve')).toContain('module 4 is now verified');
  expect(portalCli('kyc', 'review', '--email', email, '--module', '5', '--decision', 'approve')).toContain('module 5 is now verified');

  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Verification centre' }).click();
  await expect(page.getByTestId('level-2-status')).toHaveText('Verified');
  await expect(page.getByTestId('level-3').getByTestId('next-level-chip')).toBeVisible();
  await expect(page.getByTestId('centre-summary')).toContainText('Your verification: Level 2 · Identity and address. Next: Level 3 · Financial profile.');
  await expect(page.getByTestId('level-2')).toContainText('Deposit · daily limit $20,000.00');
  await expectAccessible(page, 'verification centre');

  await (await openMenu(page)).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByTestId('action-deposit')).toHaveAttribute('data-available', 'true');
  await page.getByTestId('action-deposit').getByRole('button', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/deposit$/);
  await expect(page.getByTestId('function-locked')).toHaveCount(0);
  await expectAccessible(page, 'deposit, unlocked');
});
