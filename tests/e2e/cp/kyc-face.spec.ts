import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { freshClient } from '../support/portalCli';
import { signIn } from '../support/session';

test(
  'the face verification drawer captures a check with the local provider: INIT, then PENDING, then SUCCESS',
  { tag: '@mobile' },
  async ({ page }, testInfo) => {
    const email = freshClient('face', testInfo.project.name, [1, 2, 3, 4, 5, 6]);
    await signIn(page, email, '', '/verification');
    await expect(page.getByTestId('face-status-chip')).toHaveText('Not started');
    await page.getByRole('button', { name: 'Open face verification' }).click();
    const drawer = page.getByRole('dialog', { name: 'Face verification' });
    await expect(drawer.getByTestId('face-status')).toHaveText('Status: Not started');
    await expectAccessible(page, 'face verification drawer');
    await drawer.getByRole('button', { name: 'Start' }).click();
    await drawer.getByRole('button', { name: 'Capture' }).click();
    await expect(drawer.getByTestId('face-status')).toHaveText('Status: Pending');
    await expect(drawer.getByText('Your face is verified.')).toBeVisible({ timeout: 15_000 });
    await expect(drawer.getByTestId('face-status')).toHaveText('Status: Verified');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('face-status-chip')).toHaveText('Verified');
  },
);
