import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { fixture, upload } from '../support/kyc';
import { freshClient } from '../support/portalCli';
import { signIn } from '../support/session';

test(
  'asking for a function the user lacks opens the KYC guide and says which level and which modules are missing',
  { tag: '@mobile' },
  async ({ page }, testInfo) => {
    const email = freshClient('gating', testInfo.project.name, [1, 2, 3]);
    await signIn(page, email);
    const withdraw = page.getByTestId('action-withdraw');
    await expect(withdraw).toHaveAttribute('data-available', 'false');
    await withdraw.getByRole('button', { name: 'Withdraw' }).click();
    const guide = page.getByRole('dialog', { name: 'Verification guide' });
    // The flow-log download is a QA aid: clients (no qa flag) never see it.
    await expect(guide.getByRole('button', { name: 'Download flow log (QA)' })).toHaveCount(0);
    await expect(guide.getByTestId('kyc-guide-reason')).toContainText('“Withdraw” needs Level 3 · Financial profile.');
    await expect(guide.getByTestId('kyc-guide-reason')).toContainText('Still to do: Proof of identity, Proof of address, and Questionnaire.');
    await expect(guide.getByText('Step 1 of 3: Proof of identity')).toBeVisible();
    await expectAccessible(page, 'KYC guide opened by a missing function');
    await guide.getByRole('button', { name: 'Close' }).click();

    // A gated screen reached directly says the same and offers the guide.
    await page.goto('/deposit');
    const locked = page.getByTestId('function-locked');
    await expect(locked).toContainText('Deposit needs Level 2 · Identity and address. Still to do: Proof of identity and Proof of address.');
    await expectAccessible(page, 'locked deposit screen');
    await locked.getByRole('button', { name: 'Verify now' }).click();
    await expect(guide.getByTestId('kyc-guide-reason')).toContainText('“Deposit” needs Level 2 · Identity and address.');
  },
);

test('bad uploads (a script renamed .jpg, an oversized file, an empty file) are refused with a clear message and nothing is submitted', async ({
  page,
}, testInfo) => {
  const email = freshClient('bad-upload', testInfo.project.name, [1, 2, 3]);
  await signIn(page, email, '', '/verification');
  await page.getByTestId('level-2').getByRole('button', { name: 'Verify Level 2 · Identity and address' }).click();
  const guide = page.getByRole('dialog', { name: 'Verification guide' });
  const section = guide.getByTestId('upload-4');
  const error = guide.getByTestId('upload-4-error');

  await upload(page, guide, 4, 'ID card', fixture('script-renamed.jpg'));
  await expect(error).toHaveText('This file is not a JPEG, PNG or PDF document. Its content was checked, not its name.');
  await expectAccessible(page, 'refused upload');

  await section
    .getByTestId('upload-4-file')
    .setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(6 * 1024 * 1024)]) });
  // Refused as it is chosen, against the same limit the server enforces: nothing is sent.
  await expect(error).toHaveText('"huge.jpg" is larger than 5 MB. Choose a smaller scan or photo.');
  await section.getByRole('button', { name: 'Upload' }).click();
  await expect(error).toHaveText('"huge.jpg" is larger than 5 MB. Choose a smaller scan or photo.');

  await section.getByTestId('upload-4-file').setInputFiles({ name: 'empty.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(0) });
  await section.getByRole('button', { name: 'Upload' }).click();
  await expect(error).toHaveText('The file is empty. Choose the document file again.');

  // Still step 1 of 2: nothing was submitted.
  await expect(guide.getByText('Step 1 of 2: Proof of identity')).toBeVisible();
  await page.goto('/verification');
  await expect(page.getByTestId('level-2').getByTestId('module-4')).toContainText('Proof of identity: Not submitted');
});
