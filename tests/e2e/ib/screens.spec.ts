import { expect, test, type Locator } from '@playwright/test';
import { composed } from '../../helpers/config';
import { signIn, isMobile } from '../support/session';
import { openIbPage, settledAndAccessible, stat } from './ibPages';

/** Every IB screen of the spec, as ib@demo.test, rendered from config/screens/ib against the reference server. */
test.beforeEach(async ({ page }) => {
  await signIn(page, 'ib@demo.test', '/ib');
});

test('dashboard (/home and /): key figures, rebate and funds charts in the 6-colour palette, the activity ticker', { tag: '@mobile' }, async ({ page }) => {
  for (const path of ['/home', '/']) {
    await openIbPage(page, path, 'Dashboard');
    await expect(stat(page, 'Rebate balance')).toHaveText(/^\$[\d,]+\.\d\d$/);
    await expect(stat(page, 'Clients')).toHaveText(/^\d+$/);
    await expect(page.getByTestId('ticker-ticker')).toBeVisible();
    // The ticker's message is read whole, on a phone too (two lines there): nothing of it is cut off.
    const message = page.getByTestId('ticker-message');
    expect(await message.evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await expect(page.getByTestId('chart-rebateChart').locator('svg').first()).toBeVisible();
    await settledAndAccessible(page, `IB dashboard ${path}`);
  }
  // The series take the palette's colours in order: four products, then deposits and withdrawals.
  const palette = composed('au', 'vfsc').constants.chartPalette;
  expect(palette).toHaveLength(6);
  const rebates = page.getByTestId('chart-rebateChart');
  for (const product of ['Forex', 'Metals', 'Indices', 'Crypto']) await expect(rebates.getByText(product, { exact: true })).toBeVisible();
  for (const colour of palette.slice(0, 4)) await expect(rebates.locator(`svg [fill="${colour}"]`).first()).toBeAttached();
  const funds = page.getByTestId('chart-fundsChart');
  for (const colour of palette.slice(0, 2)) await expect(funds.locator(`svg path[stroke="${colour}"]`).first()).toBeAttached();
  // The date axis's ticks are day and month (the tooltip tells the year): whole on a phone too, none cut to "29/10/20…".
  const ticks = await funds.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').allTextContents();
  expect(ticks.length).toBeGreaterThan(1);
  for (const tick of ticks) expect(tick).toMatch(/^\d\d\/\d\d$/);
});

test('dashboard: nothing on screen moves when the key figures arrive last (layout shift <= 0.05, issue 18)', async ({ page }) => {
  // Every layout shift of the page, from its first byte.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The key figures' answer is held until the rest of the page has come.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/ibaccount/dashboard/summary*', async (route) => {
    await held;
    await route.continue();
  });
  await openIbPage(page, '/home', 'Dashboard');
  await expect(page.getByTestId('ticker-ticker')).toBeVisible();
  release();
  await expect(stat(page, 'Rebate balance')).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(page.getByTestId('chart-rebateChart').locator('svg').first()).toBeVisible();
  await expect(page.getByTestId('chart-fundsChart').locator('svg').first()).toBeVisible();
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
  expect(shifts.reduce((total, value) => total + value, 0)).toBeLessThanOrEqual(0.05);
});

test("dashboard: the key figures and the charts' titles show while the charts library is still on its way, which is not on their path (issue 18); the charts then draw in the boxes kept for them", async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/ChartPlot-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await openIbPage(page, '/home', 'Dashboard');
  await expect(stat(page, 'Rebate balance')).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(page.getByRole('heading', { name: 'Rebates by product, last 30 days' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Client deposits and withdrawals, last 30 days' })).toBeVisible();
  const rebates = page.getByTestId('chart-rebateChart');
  await expect(rebates.getByRole('progressbar')).toBeVisible();
  const kept = await rebates.boundingBox();
  release();
  await expect(rebates.locator('svg').first()).toBeVisible();
  await expect(rebates.getByRole('progressbar')).toHaveCount(0);
  expect(await rebates.boundingBox()).toEqual(kept);
});

test('IB report: funds and rebate sub-pages, date range, per-account and per-product breakdowns, totals, CSV and XLSX export', async ({ page }) => {
  await openIbPage(page, '/ibreport', 'IB report');
  await expect(page.getByRole('tab', { name: 'Funds report', selected: true })).toBeVisible();
  await page.getByLabel('From').fill('2026-08-01');
  await page.getByLabel('To').fill('2026-11-15');
  await expect(page.getByTestId('report-range')).toHaveText('From 01/08/2026 to 15/11/2026');
  await expect(page.getByTestId('table-total').first()).toContainText('Total');
  await settledAndAccessible(page, 'funds report');

  await page.getByRole('tab', { name: 'Rebate report' }).click();
  await expect(page).toHaveURL(/\/ib\/rebatereport$/);
  await page.getByLabel('From').fill('2026-08-01');
  await page.getByLabel('To').fill('2026-11-15');
  await page.getByRole('button', { name: 'Per product' }).click();
  const table = page.getByRole('table', { name: 'Rebate report · Per product' });
  for (const product of ['Forex', 'Metals', 'Indices', 'Crypto']) await expect(table.getByRole('cell', { name: product, exact: true })).toBeVisible();
  await expect(page.getByTestId('table-total')).toContainText(/Total.*\$[\d,]+\.\d\d/);
  await settledAndAccessible(page, 'rebate report per product');

  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await csv;
  expect(download.suggestedFilename()).toBe('rebate-report-2026-08-01-2026-11-15.csv');
  const text = (await (await download.createReadStream()).toArray()).join('');
  // What you see is what you export: the visible columns (Lots may be hidden by a privacy switch).
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((h) => h.trim());
  expect(headers.filter((h) => h !== 'Lots')).toEqual(['Product', 'Accounts', 'Own rebate', 'Override rebate', 'Rebate']);
  expect(text.replace(/^\ufeff/, '').split('\r\n')[0]).toBe(headers.join(','));
  const xlsx = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Excel' }).click();
  expect((await xlsx).suggestedFilename()).toMatch(/\.xlsx$/);
});

test('IB level: current level, next level and progress', async ({ page }) => {
  await openIbPage(page, '/iblevel', 'IB level');
  await expect(stat(page, 'Current level')).toHaveText(/^(Bronze|Silver|Gold|Platinum|Diamond)$/);
  await expect(page.getByRole('progressbar', { name: 'Progress to the next level' })).toBeVisible();
  await settledAndAccessible(page, 'IB level');
});

test('the six client lists: one table, server-side paging, sorting, search, dates; export', async ({ page }) => {
  const lists: [string, string, string][] = [
    ['/ibaccounts', 'Accounts', 'Funded'],
    ['/unfundedaccounts', 'Unfunded accounts', 'Unfunded'],
    ['/openaccounts', 'Opened accounts', 'Funded|Unfunded'],
    ['/pendingaccounts', 'Pending accounts', 'Pending'],
    ['/leads', 'Leads', 'Lead'],
    ['/archivedClients', 'Archived clients', 'Archived'],
  ];
  for (const [path, title, status] of lists) {
    await openIbPage(page, path, title);
    const table = page.getByRole('table', { name: title });
    await expect(table.getByRole('row')).not.toHaveCount(1);
    await expect(table.getByRole('row').nth(1).getByRole('cell').nth(5)).toHaveText(new RegExp(`^(${status})$`));
    await settledAndAccessible(page, title);
  }
  await openIbPage(page, '/ibaccounts', 'Accounts');
  const table = page.getByRole('table', { name: 'Accounts' });
  await expect(page.getByText(/^1–10 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(/^11–20 of \d+$/)).toBeVisible();
  await table.getByRole('button', { name: /^Balance/ }).click();
  await expect(page.getByText(/^1–10 of \d+$/)).toBeVisible();
  const header = table.getByRole('columnheader', { name: /^Balance/ });
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  // Issue 17: amounts sort within each currency, and the header says so.
  await expect(header).toContainText('sorted per currency');
  const cells = await table.getByRole('row').locator('td:nth-child(8)').allInnerTexts();
  // Each currency's amounts descend, currency after currency (tests/server/ib-clients.test.ts checks the order per
  // currency on the server). USD, USC and USDT all show a $ sign here, so the $ amounts fall into at most 3 descending runs.
  const dollars = cells.filter((t) => t.startsWith('$')).map((t) => Number(t.replace(/[^0-9.-]/g, '')));
  const runs = dollars.filter((amount, i) => i === 0 || amount > dollars[i - 1]!).length;
  expect(runs).toBeLessThanOrEqual(3);
  const account = (await table.getByRole('row').nth(1).getByRole('cell').first().innerText()).trim();
  await page.getByLabel('Search').fill(account);
  await expect(page.getByText('1–1 of 1')).toBeVisible();
  await page.getByLabel('Search').fill('');
  await page.getByLabel('From').fill('2030-01-01');
  await expect(table.getByText('No clients in this list.')).toBeVisible();
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await csv).suggestedFilename()).toBe('clients-accounts.csv');
});

test('rebate transfer, rebate withdrawal and the payment history', async ({ page }) => {
  await openIbPage(page, '/rebateTransfer', 'Rebate transfer');
  await expect(stat(page, 'Available rebates')).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(page.getByRole('table', { name: 'Transfer history' }).getByRole('row').nth(1)).toContainText(/Transfer/);
  await settledAndAccessible(page, 'rebate transfer');
  await openIbPage(page, '/rebateWithdraw', 'Rebate withdrawal');
  // Each row says where the money went: the method of a seeded payout, or the verified destination of a newer one.
  await expect(page.getByRole('table', { name: 'Withdrawal history' }).getByRole('row').nth(1)).toContainText(/Bank|USDT|E-wallet/);
  await settledAndAccessible(page, 'rebate withdrawal');
  await openIbPage(page, '/rebatePaymentHistory', 'Funds and payment history');
  await expect(page.getByRole('table', { name: 'Funds and payment history' }).getByText('Rebate payout').first()).toBeVisible();
  await settledAndAccessible(page, 'payment history');
});

test('IB profile: settings, shared IB accounts, the IB agreement, transfer IB affiliate', async ({ page }) => {
  await openIbPage(page, '/settings', 'Profile settings');
  await expect(stat(page, 'IB code')).toHaveText(/^IB\d+$/);
  await expect(page.getByRole('checkbox', { name: 'Lots' })).toBeVisible();
  await settledAndAccessible(page, 'settings');
  await openIbPage(page, '/sharedAccounts', 'Shared IB accounts');
  await expect(
    page
      .getByRole('table', { name: 'Shared IB accounts' })
      .getByRole('cell', { name: /\(IB\d+\)$/ })
      .first(),
  ).toBeVisible();
  await settledAndAccessible(page, 'shared accounts');
  await openIbPage(page, '/ibagreement', 'IB agreement');
  await expect(stat(page, 'Status')).toHaveText('Signed');
  await expect(page.getByRole('link', { name: 'Read the IB agreement' })).toHaveAttribute('href', /\/legal\/ib-agreement\//);
  await settledAndAccessible(page, 'IB agreement');
  await openIbPage(page, '/transfer-ib-affiliate', 'Transfer IB affiliate');
  await page.getByLabel('Client account number').fill('123');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Must have at least 4 characters.')).toBeVisible();
  await settledAndAccessible(page, 'transfer IB affiliate');
});

test('contact us, open settings, referral, IB referral and campaign links with copy buttons and QR codes', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openIbPage(page, '/contactUs', 'Contact us');
  await expect(page.getByRole('link', { name: 'support@vfsc.broker.example' })).toHaveAttribute('href', 'mailto:support@vfsc.broker.example');
  await settledAndAccessible(page, 'contact us');

  await openIbPage(page, '/openSettings', 'Open settings');
  await expect(page.getByRole('combobox', { name: /Default platform/ })).toBeVisible();
  await settledAndAccessible(page, 'open settings');

  await openIbPage(page, '/referralLinks', 'Referral links');
  const first = page.locator('[data-link]').first();
  const url = (await first.getByTestId('link-url').innerText()).trim();
  // A client referral link opens this portal's sign-up page with the IB's code (tests/e2e/cp/sign-up.spec.ts follows one).
  expect(url).toMatch(/^http:\/\/[^/]+\/sign-up\?ib=IB\d+&type=\w+&lang=en_US$/);
  const copy = first.getByRole('button', { name: /^(Copy|Copied): Standard STP$/ });
  await copy.click();
  await expect(copy).toHaveAttribute('data-state', 'copied');
  await expect(copy).toContainText('Copied');
  await copy.click(); // ignored while copied
  if (!isMobile(page)) expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(copy).toHaveAttribute('data-state', 'idle', { timeout: 4000 });
  await first.getByRole('button', { name: 'QR code' }).click();
  await expect(first.getByTestId('qr-code')).toHaveAttribute('src', /^data:image\/png;base64,/);
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: '日本語' }).click();
  await expect(page.locator('[data-link]').first().getByTestId('link-url')).toHaveText(/\/sign-up\?ib=IB\d+&type=\w+&lang=ja$/);
  await settledAndAccessible(page, 'referral links');

  await openIbPage(page, '/ibReferralLinks', 'IB referral links');
  await expect(page.locator('[data-link]').first().getByTestId('link-url')).toHaveText(/\/partners\/join\?parent=IB\d+$/);
  await settledAndAccessible(page, 'IB referral links');
  await openIbPage(page, '/campaignLinks', 'Campaign links');
  await expect(page.locator('[data-link]').first()).toContainText(/Clicks: \d+ · Registrations: \d+/);
  await settledAndAccessible(page, 'campaign links');
});

test('/questionAwareNaire signs out to the client portal, returning to that path', async ({ page }) => {
  await page.goto('/ib/questionAwareNaire');
  await expect(page).toHaveURL(/\/login\?returnTo=%2FquestionAwareNaire$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await settledAndAccessible(page, 'client portal sign-in');
  await page.goto('/ib/home');
  await expect(page).toHaveURL(/\/ib\/login\?returnTo=%2Fhome/);
  await expect(page.getByRole('heading', { name: 'Sign in to the IB portal' })).toBeVisible();
  await settledAndAccessible(page, 'IB sign-in');
});

test('an unknown path shows the 404 page; the 400 page exists too', async ({ page }) => {
  await page.goto('/ib/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await settledAndAccessible(page, '404');
  await page.goto('/ib/400');
  await expect(page.getByRole('heading', { name: 'Bad request' })).toBeVisible();
  await settledAndAccessible(page, '400');
});

// The characters of an element in the order they are drawn, left to right on the screen.
const drawn = (cell: Locator) =>
  cell.evaluate((el) => {
    const glyphs: { char: string; x: number }[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null)
      for (let i = 0; i < node.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getBoundingClientRect();
        if (box.width > 0 && node.data[i]!.trim()) glyphs.push({ char: node.data[i]!, x: box.x });
      }
    return glyphs
      .sort((a, b) => a.x - b.x)
      .map((g) => g.char)
      .join('');
  });

test('in Arabic a client\'s phone number and e-mail read left to right, in the list and in its detail ("+23 555 3195" showed as "3195 555 23+")', async ({
  page,
}) => {
  await page.goto('/ib/ibaccounts?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const row = page.locator('main table tbody tr').first();
  await expect(page.locator('main table thead th').filter({ hasText: 'الهاتف' })).toBeVisible();
  await expect(row).toBeVisible();
  const header = await page.locator('main table thead th').allInnerTexts();
  const phone = row.locator('td').nth(header.findIndex((h) => h.trim() === 'الهاتف'));
  const email = row.locator('td').nth(header.findIndex((h) => h.trim() === 'البريد الإلكتروني'));
  await expect(phone).toHaveText(/^[\u2066-\u2069]?\+\d+ 555 \d{4}[\u2066-\u2069]?$/);
  const phoneText = (await phone.innerText()).replace(/[\s\u2066-\u2069]/g, '');
  expect(await drawn(phone)).toBe(phoneText);
  expect(await drawn(email)).toBe((await email.innerText()).replace(/[\s\u2066-\u2069]/g, ''));
  // The client's detail says the same.
  await row.getByTestId('row-detail').click();
  const dialog = page.getByRole('dialog');
  const detailPhone = dialog.locator('dd').filter({ hasText: / 555 / });
  await expect(detailPhone).toBeVisible();
  expect(await drawn(detailPhone)).toBe(phoneText);
});

test('in Arabic the contact page\'s phone number reads left to right ("+678 555 0100" showed as "0100 555 678+")', async ({ page }) => {
  await page.goto('/ib/contactUs?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const phone = page.getByTestId('link-url').filter({ hasText: / 555 / });
  await expect(phone).toBeVisible();
  expect(await drawn(phone)).toBe((await phone.innerText()).replace(/\s/g, ''));
});

test(
  'in Japanese on a phone the export buttons keep their labels on one line ("CSVでエクスポー" with "ト" below it)',
  { tag: '@mobile-only' },
  async ({ page }) => {
    await page.goto('/ib/ibaccounts?lang=ja');
    for (const name of ['CSVでエクスポート', 'Excelでエクスポート']) {
      const button = page.getByRole('button', { name });
      await expect(button).toBeVisible();
      // The lines its label's text is drawn on.
      const lines = await button.evaluate((element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const tops = new Set<number>();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
        }
        return tops.size;
      });
      expect(lines).toBe(1);
    }
  },
);
