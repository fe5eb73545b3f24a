import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expectNoSidewaysScroll, expectShownWhole } from '../support/layout';
import { cloneUser, freshClient, lastCode } from '../support/portalCli';
import { isMobile, openMenu, signIn } from '../support/session';
import { enterEmailCode, stepUpDialog } from '../support/stepUp';

/** Chooses an option of an MUI select by the select's label and a part of the option's text. */
async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', typeof label === 'string' ? { name: label, exact: true } : { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Chooses an account by a part of its option, which must show whole, as must the chosen account and its balance (not cut at 375 px). */
async function chooseAccount(page: Page, label: string | RegExp, option: RegExp) {
  const select = page.getByRole('combobox', typeof label === 'string' ? { name: label, exact: true } : { name: label });
  await select.click();
  const picked = page.getByRole('option', { name: option }).first();
  await expectShownWhole(picked, `the option ${String(option)}`);
  await picked.click();
  await expect(select).toContainText(/\d\.\d\d$/); // the balance ends the chosen value
  await expectShownWhole(select, `the chosen account of ${String(label)}`);
}

/** The balance an account row shows, as a number ("$4,700.00 USD" -> 4700). */
async function balanceOf(page: Page, account: RegExp): Promise<number> {
  const row = page.getByTestId('account-list-row').filter({ hasText: account }).first();
  const text = (await row.textContent()) ?? '';
  const match = /\$([\d,]+\.\d{2}) USD/.exec(text);
  if (!match) throw new Error(`no USD balance in "${text}"`);
  return Number(match[1]!.replace(/,/g, ''));
}

/** axe-core clean, and nothing wider than the viewport (375 px on the mobile project). */
async function checkPage(page: Page, context: string) {
  await page.waitForTimeout(300); // let colour transitions of buttons that just became enabled finish
  await expectAccessible(page, context);
  await expectNoSidewaysScroll(page, context);
}

test.setTimeout(180_000);

test(
  'trader opens an MT5 account, deposits through the local provider, transfers, converts in the wallet, requests and cancels a withdrawal',
  { tag: '@mobile' },
  async ({ page }, info) => {
    const email = cloneUser('trader@demo.test', `funds-${info.project.name}`);
    await signIn(page, email, '', '/accounts');

    // Accounts: the list with audit statuses, then the opening drawer.
    await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
    await expect(page.getByTestId('main-account-audit')).toContainText('Completed');
    await expect(page.getByTestId('account-list-row').filter({ hasText: 'Standard STP' }).first()).toContainText('Approved');
    const mt4Before = await balanceOf(page, /MetaTrader 4 · Standard STP/);
    const mt5Before = await balanceOf(page, /MetaTrader 5 · MT5 Standard STP/);
    await checkPage(page, 'accounts');

    await page.getByTestId('open-account').click();
    const drawer = page.getByRole('dialog', { name: 'Open an account' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId('open-kind-mainLive')).toBeDisabled();
    await drawer.getByTestId('open-kind-sameNameLive').check();
    await drawer.getByTestId('open-platform-mt5').check();
    await choose(page, 'Account type', 'MT5 Standard STP');
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveText('USD');
    await checkPage(page, 'account-opening drawer');
    await drawer.getByTestId('open-account-submit').click();
    await expect(drawer.getByTestId('open-account-done')).toContainText('waiting for our review');
    const opened = /Account (\d+) is open/.exec((await drawer.getByTestId('open-account-done').textContent()) ?? '')![1]!;
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId(`audit-${opened}`)).toHaveText('Pending');

    // Deposit through the local provider's page.
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Deposit' }).click();
    await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();
    await chooseAccount(page, 'Deposit into', /MetaTrader 4 Standard STP/);
    // The recommended method is preselected; the country's own (FPX in Malaysia) is offered first.
    await expect(page.getByRole('combobox', { name: 'Payment method' })).toContainText('Credit or debit card · recommended');
    await page.getByRole('combobox', { name: 'Payment method' }).click();
    await expect(page.getByRole('option').first()).toHaveText('FPX online banking');
    await page.getByRole('option', { name: /Credit or debit card/ }).click();
    await page.getByTestId('deposit-amount').fill('100');
    await checkPage(page, 'deposit form');
    await page.getByTestId('deposit-submit').click();
    await expect(page.getByRole('heading', { name: 'Local payment provider' })).toBeVisible();
    // The page's language goes with the link: the provider's page speaks it even when it is not the stored one.
    expect(new URL(page.url()).searchParams.get('lang')).toBe('en_US');
    await expect(page.getByTestId('provider-amount')).toHaveText('$100.00');
    await checkPage(page, 'payment provider page');
    await page.getByTestId('provider-pay').click();
    await expect(page).toHaveURL(/\/deposit\?deposit=\d+&result=pay/);
    await expect(page.getByTestId('deposit-result')).toContainText('Success');
    await expect(page.getByTestId('deposit-history-row').first()).toContainText('Success');
    await checkPage(page, 'deposit result and history');

    // Transfer between own accounts.
    await page.goto('/transfer');
    await chooseAccount(page, 'From', /MetaTrader 4 Standard STP/);
    await chooseAccount(page, /^To$/, /MetaTrader 5 MT5 Standard STP/);
    await page.getByTestId('transfer-amount').fill('50');
    await checkPage(page, 'transfer form');
    await page.getByTestId('transfer-submit').click();
    await expect(page.getByTestId('transfer-done')).toContainText('$50.00 moved from');
    await expect(page.getByTestId('transfer-history-row').first()).toContainText('Own accounts');

    // The wallet: crypto under "Crypto Wallet", UST-style codes shown for users, a conversion at the shown rate.
    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-crypto').getByRole('heading', { name: 'Crypto Wallet' })).toBeVisible();
    await expect(page.getByTestId('wallet-crypto').getByTestId('wallet-USDT').locator('img')).toHaveAttribute('src', '/images/currencies/usdt.svg');
    await expect(page.getByTestId('wallet-balance-EUR')).toHaveText('€500.00');
    await choose(page, 'From', /Wallet USD/);
    await choose(page, /^To$/, /Wallet EUR/);
    await page.getByTestId('convert-amount').fill('20');
    // The rate is shown with at most constants numberFormat.rateDecimals (6) decimals; the exact rate is still sent.
    await expect(page.getByTestId('convert-rate')).toHaveText('1 USD = 0.925926 EUR. You receive €18.51.');
    await checkPage(page, 'wallet');
    await page.getByTestId('convert-submit').click();
    await expect(page.getByTestId('convert-done')).toContainText('Converted $20.00 into €18.51');
    await expect(page.getByTestId('wallet-balance-EUR')).toHaveText('€518.51');

    // A withdrawal asks for the configured step-up factors, then is tracked and cancelled.
    await page.goto('/withdraw');
    await chooseAccount(page, 'Withdraw from', /MetaTrader 4 Standard STP/);
    await choose(page, 'Payment method', /International bank transfer/);
    await expect(page.getByTestId('trading-withdraw-amount')).toBeVisible();
    await page.getByTestId('trading-withdraw-amount').fill('60');
    await checkPage(page, 'withdrawal form');
    await page.getByTestId('trading-withdraw-submit').click();
    const dialog = stepUpDialog(page);
    await expect(dialog).toBeVisible();
    await enterEmailCode(dialog, () => lastCode(email));
    await expect(page.getByTestId('withdraw-done')).toContainText('of $60.00 is requested');
    const row = page.getByTestId('withdrawal-history-row').first();
    await expect(row).toContainText('Submitted');
    await checkPage(page, 'withdrawal history');
    // The row's button names the withdrawal by what the row shows; cancelling is asked first, naming the amount and the
    // account it goes back to.
    await row.getByRole('button', { name: /^Cancel withdrawal of \$60\.00 requested \d/ }).click();
    const cancelling = page.getByRole('dialog', { name: 'Cancel this withdrawal?' });
    await expect(cancelling).toContainText(/\$60\.00 will not be paid out: it goes back to account \d+\./);
    await cancelling.getByRole('button', { name: 'Cancel withdrawal' }).click();
    await expect(row).toContainText('Cancelled');

    // Every movement shows in the balances: +100 deposit, -50 transfer; the cancelled withdrawal is paid back.
    await page.goto('/accounts');
    await expect.poll(() => balanceOf(page, /MetaTrader 4 · Standard STP/)).toBe(mt4Before + 100 - 50);
    expect(await balanceOf(page, /MetaTrader 5 · MT5 Standard STP/)).toBe(mt5Before + 50);
  },
);

test('a client with nothing verified (as client@demo.test) is sent to the KYC guide when trying to deposit', async ({ page }, info) => {
  // A fresh unverified client: the KYC journey of this run verifies client@demo.test itself.
  await signIn(page, freshClient('deposit-gate', info.project.name), '', '/deposit');
  const locked = page.getByTestId('function-locked');
  await expect(locked).toContainText('Deposit');
  await expect(page.getByTestId('deposit-submit')).toHaveCount(0);
  await checkPage(page, 'deposit locked');
  await locked.getByRole('button', { name: 'Verify now' }).click();
  const guide = page.getByRole('dialog', { name: 'Verification guide' });
  await expect(guide.getByTestId('kyc-guide-reason')).toContainText('“Deposit” needs Level 2');
  await checkPage(page, 'KYC guide from deposit');
});

test('payment cards: add one with a photo of each side, then delete it', async ({ page }, info) => {
  const email = cloneUser('trader@demo.test', `cards-${info.project.name}`);
  await signIn(page, email, '', '/cards');
  await expect(page.getByText('You have no payment cards yet.')).toBeVisible();
  await page.getByTestId('card-holder').fill('Taylor Trader');
  await page.getByTestId('card-number').fill('4111 1111 1111 1111');
  await page.getByTestId('card-expiry').fill('12/30');
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
  await page.getByTestId('card-front').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png });
  await page.getByTestId('card-back').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: png });
  await checkPage(page, 'payment cards');
  await page.getByTestId('card-add').click();
  await expect(page.getByTestId('cards-message')).toContainText('The card ending 1111 is added.');
  await expect(page.getByTestId('card-row')).toContainText('Visa ending 1111, expires 12/30, Taylor Trader');
  await page.getByTestId('card-delete-1111').click();
  await checkPage(page, 'delete confirmation');
  await page.getByTestId('card-delete-confirm').click();
  await expect(page.getByTestId('card-row')).toHaveCount(0);
  if (!isMobile(page)) await expect(page.getByTestId('cards-message')).toContainText('deleted');
});
