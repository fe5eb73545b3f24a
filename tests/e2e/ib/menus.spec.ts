import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/session';
import { menuLinks, openIbPage, settledAndAccessible } from './ibPages';

/** The IB side menu from config/menus/ib.yaml, resolved per regulator and per user (spec section 2). */
const common = [
  'Dashboard',
  'Rebate report',
  'Funds report',
  'IB level',
  'Sub-IB network',
  'Accounts',
  'Unfunded accounts',
  'Opened accounts',
  'Pending accounts',
  'Leads',
  'Archived clients',
  'Payment history',
  'Rebate transfer',
  'Rebate withdrawal',
  'Profile settings',
  'Shared IB accounts',
  'Security',
  'IB agreement',
];
const tail = ['Sub-users', 'Referral links', 'Campaign links', 'Open settings', 'Contact us'];
const vfscType = [...common, 'Transfer IB affiliate', 'Sub-users', 'Referral links', 'IB referral links', 'Campaign links', 'Open settings', 'Contact us'];
// An entry whose page is switched off for this IB is not shown (it would only bounce back with a toast).
const without = (items: string[], hidden: string) => items.filter((item) => item !== hidden);

const menus: [string, string, string[]][] = [
  ['ib.cima@demo.test', 'cima (rebate withdrawal switched off)', without([...common, ...tail], 'Rebate withdrawal')],
  ['ib.fca@demo.test', 'fca (open settings off)', without([...common, ...tail], 'Open settings')],
  ['ib.company@demo.test', 'asic (company IB)', [...common, ...tail]],
  ['ib.vfsc2@demo.test', 'vfsc2', vfscType],
  ['ib@demo.test', 'vfsc', vfscType],
];

/** The size and left edge of the label a menu entry shows. */
const label = (entry: Locator) =>
  entry.evaluate((e) => {
    const walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT, {
      acceptNode: (n) => (n.textContent!.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP),
    });
    const text = walker.nextNode()!;
    const range = document.createRange();
    range.selectNodeContents(text);
    return { text: text.textContent!, size: parseFloat(getComputedStyle(text.parentElement!).fontSize), left: range.getBoundingClientRect().left };
  });

/** Every expanded group's items are no larger than its heading, and their labels stand indented under its label. */
async function expectItemsUnderTheirHeading(page: Page) {
  const groups = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { expanded: true });
  expect(await groups.count()).toBeGreaterThan(0);
  for (const group of await groups.all()) {
    const heading = await label(group);
    const items = await group.locator('xpath=following-sibling::*').getByRole('link').all();
    expect(items.length, heading.text).toBeGreaterThan(0);
    for (const item of items) {
      const shown = await label(item);
      expect(shown.size, `${shown.text} (under ${heading.text})`).toBeLessThanOrEqual(heading.size);
      expect(shown.left, `${shown.text} (under ${heading.text})`).toBeGreaterThan(heading.left);
    }
  }
}

for (const [email, regulator, expected] of menus) {
  test(`the menu of ${email} (${regulator}): the spec's order, groups expanded, the funds parent hidden with its children shown`, async ({ page }) => {
    await signIn(page, email, '/ib');
    await openIbPage(page, '/home', 'Dashboard');
    await settledAndAccessible(page, `${email} dashboard`);
    expect(await menuLinks(page)).toEqual(expected);
    await expectItemsUnderTheirHeading(page);
  });
}

test('sub.view@demo.test (no permission 3): no rebate moves, no IB agreement; the rebate pages and the agreement go to /404', async ({ page }) => {
  await signIn(page, 'sub.view@demo.test', '/ib');
  await openIbPage(page, '/home', 'Dashboard');
  await settledAndAccessible(page, 'sub-user dashboard');
  const links = await menuLinks(page);
  expect(links).not.toContain('Rebate transfer');
  expect(links).not.toContain('Rebate withdrawal');
  expect(links).not.toContain('IB agreement');
  expect(links).toContain('Shared IB accounts');
  for (const path of ['/rebateTransfer', '/rebateWithdraw', '/ibagreement']) {
    await page.goto(`/ib${path}`);
    await expect(page).toHaveURL(/\/ib\/404$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await settledAndAccessible(page, `404 of a sub-user for ${path}`);
  }
});

test('sub.full@demo.test (permission 3): rebate transfer and withdrawal allowed, the IB agreement never shown', async ({ page }) => {
  await signIn(page, 'sub.full@demo.test', '/ib');
  const links = await menuLinks(page);
  expect(links).toEqual(expect.arrayContaining(['Rebate transfer', 'Rebate withdrawal']));
  expect(links).not.toContain('IB agreement');
  await openIbPage(page, '/rebateTransfer', 'Rebate transfer');
  await expect(page.getByRole('combobox', { name: /Transfer to/ })).toBeVisible();
  await settledAndAccessible(page, 'sub-user rebate transfer');
  await openIbPage(page, '/rebateWithdraw', 'Rebate withdrawal');
  await settledAndAccessible(page, 'sub-user rebate withdrawal');
  await page.goto('/ib/ibagreement');
  await expect(page).toHaveURL(/\/ib\/404$/);
  await settledAndAccessible(page, '404 of sub.full for /ibagreement');
  await openIbPage(page, '/settings', 'Profile settings');
  // The privacy switches are the IB's: its sub-users do not get the form.
  await expect(page.getByRole('checkbox', { name: 'Lots' })).toHaveCount(0);
  await settledAndAccessible(page, 'sub-user settings');
});
