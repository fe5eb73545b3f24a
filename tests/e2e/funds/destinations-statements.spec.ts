import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expectNoSidewaysScroll } from '../support/layout';
import { cloneUser, e2eDb, lastCode, portalCli } from '../support/portalCli';
import { signIn } from '../support/session';
import { enterEmailCode, stepUpDialog } from '../support/stepUp';

/* Issue 16: payment destinations before withdrawals, leverage caps, statements. */

async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', typeof label === 'string' ? { name: label, exact: true } : { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function checkPage(page: Page, context: string) {
  await page.waitForTimeout(300);
  await expectAccessible(page, context);
  await expectNoSidewaysScroll(page, context);
}

const sql = (statement: string, ...params: unknown[]) => {
  const db = new Database(e2eDb);
  try {
    db.prepare(statement).run(...params);
  } finally {
    db.close();
  }
};

test.setTimeout(180_000);

test('an fca client withdraws only to a verified bank account: refused before any code without one; saved with a proof, verified by staff, then paid', async ({
  page,
}) => {
  const email = cloneUser('trader@demo.test', 'dest');
  sql("UPDATE users SET regulator = 'fca' WHERE email = ?", email);
  sql('DELETE FROM payment_destinations WHERE user_id = (SELECT id FROM users WHERE email = ?)', email);
  await signIn(page, email);

  await page.goto('/withdraw');
  await choose(page, 'Withdraw from', /MetaTrader 4 Standard STP/);
  await choose(page, 'Payment method', /International bank transfer/);
  await expect(page.getByTestId('trading-withdraw-no-destination')).toContainText('Add a bank account');
  await page.getByTestId('trading-withdraw-amount').fill('60');
  await page.getByTestId('trading-withdraw-submit').click();
  await expect(page.getByTestId('funds-error')).toContainText('Add and verify a destination for this payment method first.');
  await expect(stepUpDialog(page)).toHaveCount(0);

  await page.goto('/payment-methods');
  await page.getByTestId('bank-holder').fill('Taylor Trader');
  await page.getByTestId('bank-name').fill('Example Bank');
  await page.getByTestId('bank-account-number').fill('GB33 BUKB 2020 1555 5555 55');
  await page.getByTestId('bank-swift').fill('EXMPGB2L');
  await page
    .getByTestId('bank-proof')
    .setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n') });
  await page.getByTestId('bank-add').click();
  await expect(page.getByTestId('destinations-message')).toContainText('once our staff have verified it');
  await expect(page.getByTestId('bank-row-status')).toHaveText('Waiting for verification');
  await checkPage(page, 'payment methods');

  expect(portalCli('destinations', 'review', '--email', email, '--decision', 'approve')).toMatch(/is now verified/);
  await page.reload();
  await expect(page.getByTestId('bank-row-status')).toHaveText('Verified');

  await page.goto('/withdraw');
  await choose(page, 'Withdraw from', /MetaTrader 4 Standard STP/);
  await choose(page, 'Payment method', /International bank transfer/);
  await expect(page.getByTestId('trading-withdraw-destination')).toHaveValue(/\d+/);
  await page.getByTestId('trading-withdraw-amount').fill('60');
  await page.getByTestId('trading-withdraw-submit').click();
  const dialog = stepUpDialog(page);
  await expect(dialog).toBeVisible();
  await enterEmailCode(dialog, () => lastCode(email));
  await expect(page.getByTestId('withdraw-done')).toContainText('of $60.00 is requested');
});

test("leverage above the fca retail cap cannot be chosen and the reason shows; the monthly statement's closing balance equals the ledger's and its PDF opens", async ({
  page,
}) => {
  const email = cloneUser('trader@demo.test', 'lev');
  sql("UPDATE users SET regulator = 'fca' WHERE email = ?", email);
  await signIn(page, email);

  await page.goto('/account-settings');
  await expect(page.getByTestId('manage-server')).toContainText('Server:');
  await expect(page.getByTestId('manage-leverage-reason')).toContainText('at most 1:30');
  await page.getByRole('combobox', { name: 'Leverage', exact: true }).click();
  await expect(page.getByTestId('leverage-option-500')).toHaveAttribute('aria-disabled', 'true');
  await page.getByTestId('leverage-option-30').click();
  await page.getByTestId('manage-leverage-submit').click();
  await expect(page.getByTestId('manage-message')).toContainText('1:30');
  await checkPage(page, 'account settings');

  await page.goto('/statements');
  await choose(page, 'Account', /MetaTrader 4/);
  const closing = page.getByTestId('statement-closing');
  await expect(closing).toBeVisible();
  const db = new Database(e2eDb, { readonly: true });
  const number = (await page.getByTestId('statement-account').inputValue()) || '';
  const ledger = db
    .prepare('SELECT l.balance FROM ledger_accounts l JOIN client_accounts a ON a.ledger_account_id = l.id WHERE a.number = ?')
    .pluck()
    .get(number) as number;
  db.close();
  await expect(closing).toHaveAttribute('data-amount', (ledger / 100).toFixed(2));
  const href = (await page.getByTestId('statement-pdf').getAttribute('href'))!;
  // A plain link sends no X-Lang: it names the page's language for the PDF's texts.
  expect(new URL(href, page.url()).searchParams.get('lang')).toBe('en_US');
  const pdf = await page.request.get(href);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain(`closingBalance=${(ledger / 100).toFixed(2)} USD`);
  // The history's amount columns line up at their end, their headers with them.
  for (const name of ['Amount', 'Balance']) {
    await expect(page.getByRole('columnheader', { name, exact: true })).toHaveCSS('text-align', 'right');
  }
  // The month is named as the language names it; the history's dates are typed in the configured pattern.
  await expect(page.getByRole('combobox', { name: 'Month' })).toHaveText(/^[A-Z][a-z]+ \d{4}$/);
  const from = page.getByLabel('From', { exact: true });
  await expect(from).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  await from.fill('01/01/2099');
  await expect(page.getByText('No movements match these filters.')).toBeVisible();
  await checkPage(page, 'statements');
});

test(
  'a crypto deposit shows its reference and the address of each network with its QR code; on a phone each keeps the whole width to wrap in',
  { tag: '@mobile' },
  async ({ page }, info) => {
    await signIn(page, cloneUser('trader@demo.test', `crypto-${info.project.name}`), '', '/deposit');
    await page.getByRole('combobox', { name: 'Deposit into' }).click();
    await page
      .getByRole('option', { name: /MetaTrader 4 Standard STP/ })
      .first()
      .click();
    await page.getByRole('combobox', { name: 'Payment method' }).click();
    await page.getByRole('option', { name: 'USDT (TRC20)' }).click();
    await page.getByTestId('deposit-amount').fill('100');
    await page.getByTestId('deposit-submit').click();
    const instructions = page.getByTestId('deposit-instructions');
    await expect(instructions.getByTestId('instructions-reference')).not.toBeEmpty();
    await expect(instructions.getByTestId('deposit-qr').first()).toBeVisible();
    const card = (await instructions.boundingBox())!;
    const values = instructions.locator('[data-testid="instructions-reference"], [data-testid^="instructions-address-text-"]');
    expect(await values.count()).toBeGreaterThan(1);
    for (const value of await values.all()) {
      // The value's line spans most of the card (the copy button beside it), never a narrow column beside its label.
      expect((await value.boundingBox())!.width).toBeGreaterThan(card.width * 0.6);
    }
    await checkPage(page, 'crypto deposit instructions');
  },
);
