import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { fixture, upload } from '../support/kyc';
import { freshClient, portalCli } from '../support/portalCli';
import { openMenu, signIn } from '../support/session';

test('a rejected proof of address shows the rejection with its reason and can be resubmitted', async ({ page }, testInfo) => {
  // E-mail, phone, personal information and the proof of identity are verified; the POA is next.
  const email = freshClient('rejected-poa', testInfo.project.name, [1, 2, 3, 4]);
  await signIn(page, email);
  await (await openMenu(page)).getByRole('link', { name: 'Verification centre' }).click();
  await page.getByTestId('level-2').getByRole('button', { name: 'Verify Level 2 · Identity and address' }).click();
  const guide = page.getByRole('dialog', { name: 'Verification guide' });
  await expect(guide.getByText('Step 1 of 1: Proof of address')).toBeVisible();
  await upload(page, guide, 5, 'Bank statement', fixture('bank-statement.pdf'));
  await expect(guide.getByTestId('verification-result')).toContainText('Under review: Proof of address.');
  await guide.getByRole('button', { name: 'Close' }).click();

  const reason = 'The statement is older than three months';
  expect(portalCli('kyc', 'review', '--email', email, '--module', '5', '--decision', 'reject', '--reason', reason)).toContain('module 5 is now rejected');

  await page.goto('/verification-results');
  const rejection = page.getByTestId('rejected-5');
  await expect(rejection).toContainText(`Proof of address was rejected: ${reason}.`);
  await expectAccessible(page, 'verification results with a rejection');

  await rejection.getByRole('button', { name: 'Submit again' }).click();
  await expect(guide.getByTestId('upload-5-rejected')).toContainText(`This document was rejected: ${reason}. Please upload it again.`);
  await expectAccessible(page, 'KYC guide: resubmitting the proof of address');
  await upload(page, guide, 5, 'Utility bill', fixture('utility-bill.png'));
  await expect(guide.getByTestId('verification-result')).toContainText('Under review: Proof of address.');
  await expect(guide.getByTestId('rejected-5')).toHaveCount(0);
});
