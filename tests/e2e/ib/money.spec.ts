import { expect, test, type Page } from '@playwright/test';
import { lastCode } from '../support/portalCli';
import { signIn } from '../support/session';
import { cents, openIbPage, settledAndAccessible, stat } from './ibPages';
import { enterEmailCode, stepUpDialog } from '../support/stepUp';

/** Rebates move once and only within the balance. The DB is shared by both projects: only relative changes are asserted. */
const available = async (page: Page) => cents(await stat(page, 'Available rebates').innerText());

test('a rebate transfer is checked in a dialog (target and amount) before it moves; a double-clicked confirm moves money once, and the history shows it', async ({
  page,
}) => {
  const amount = test.info().project.name === 'mobile' ? '2.34' : '1.23';
  await signIn(page, 'ib@demo.test', '/ib');
  await openIbPage(page, '/rebateTransfer', 'Rebate transfer');
  await expect(stat(page, 'Available rebates')).toHaveText(/^\$/);
  const before = await available(page);
  await page.getByRole('combobox', { name: /Transfer to/ }).click();
  await page
    .getByRole('option', { name: /your trading account/ })
    .first()
    .click();
  await page.getByRole('textbox', { name: /Amount/ }).fill(amount);
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  // Nothing moves before the IB has checked where to and how much.
  const check = page.getByRole('dialog', { name: 'Check your transfer' });
  await expect(check.getByTestId('form-summary')).toContainText('your trading account');
  await expect(check.getByTestId('form-summary')).toContainText(`Amount (USD)${amount}`);
  expect(await available(page)).toBe(before);
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  await settledAndAccessible(page, 'rebate transfer check');
  await check.getByRole('button', { name: 'Transfer', exact: true }).dblclick();
  await expect(page.getByTestId('form-success')).toHaveText('The rebates are transferred.');
  await expect.poll(() => available(page)).toBe(before - cents(amount));
  await expect(page.getByRole('table', { name: 'Transfer history' }).getByRole('row').nth(1)).toContainText(`-$${amount}`);
  await page.reload();
  await expect.poll(() => available(page)).toBe(before - cents(amount));
  await settledAndAccessible(page, 'rebate transfer after the transfer');
});

test("amounts (typed in any script's digits) are checked against the programme's minimum at the field and the available rebate balance by the server: each refusal shows in the form", async ({
  page,
}) => {
  await signIn(page, 'ib@demo.test', '/ib');
  await openIbPage(page, '/rebateTransfer', 'Rebate transfer');
  await expect(stat(page, 'Available rebates')).toHaveText(/^\$/);
  const before = await available(page);
  await page.getByRole('combobox', { name: /Transfer to/ }).click();
  await page
    .getByRole('option', { name: /sub-IB/ })
    .first()
    .click();
  const sent: string[] = [];
  page.on('request', (request) => void (request.method() === 'POST' && request.url().endsWith('/rebate/transfer') && sent.push(request.url())));
  const amountField = page.getByRole('textbox', { name: /Amount/ });
  await expect(page.getByText('At least 1.00 and at most your available rebate balance.')).toBeVisible();
  // Typed on an Arabic keyboard: a number input would drop these digits; the field writes them 0-9.
  await amountField.focus();
  await page.keyboard.insertText('٠٫٥');
  await expect(amountField).toHaveValue('0.5');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText('Must be at least 1.00.')).toBeVisible();
  expect(sent).toEqual([]);
  await amountField.fill(String(before / 100 + 1000));
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await page.getByRole('dialog', { name: 'Check your transfer' }).getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByTestId('form-error')).toHaveText(/^The amount is more than your available rebate balance of \$[\d,]+\.\d\d\.$/);
  expect(await available(page)).toBe(before);
  await settledAndAccessible(page, 'rebate transfer refused');
});

test('a rebate withdrawal asks for the e-mail code (issue 17), pays to a verified destination once, and shows its status', async ({ page }) => {
  await signIn(page, 'ib@demo.test', '/ib');
  await openIbPage(page, '/rebateWithdraw', 'Rebate withdrawal');
  await expect(stat(page, 'Available rebates')).toHaveText(/^\$/);
  const before = await available(page);
  await page.getByRole('combobox', { name: /Withdrawal method/ }).click();
  await page.getByRole('option', { name: 'Bank transfer' }).click();
  await page.getByRole('combobox', { name: /Pay to/ }).click();
  await page.getByRole('option', { name: /Example Bank Berhad/ }).click();
  await page.getByRole('textbox', { name: /Amount/ }).fill('50');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).dblclick();
  const dialog = stepUpDialog(page);
  await expect(dialog).toBeVisible();
  await expect.poll(() => available(page)).toBe(before);
  await enterEmailCode(dialog, () => lastCode('ib@demo.test'));
  await expect(page.getByTestId('form-success')).toHaveText('Your withdrawal is on its way.');
  await expect.poll(() => available(page)).toBe(before - 5000);
  const row = page.getByRole('table', { name: 'Withdrawal history' }).getByRole('row').nth(1);
  await expect(row).toContainText('Example Bank Berhad');
  await expect(row).toContainText('Submitted');
  await settledAndAccessible(page, 'rebate withdrawal after the withdrawal');
});
