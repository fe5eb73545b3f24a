import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session';
import { openIbPage, settledAndAccessible } from './ibPages';

/** Issue 17: the sub-IB network (tree three levels deep, node = sum of its clients), and IB pages at 375 px. */

const money = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);

async function figure(page: Page, ibCode: RegExp | string, field: string): Promise<string> {
  const node = page.locator('[data-testid^="network-node-"]').filter({ hasText: ibCode }).first();
  return node.locator(`> div [data-field="${field}"] dd`).first().innerText();
}

test('ib@demo.test sees its sub-IB tree three levels deep; a node equals the sum of its client rows', async ({ page }) => {
  await signIn(page, 'ib@demo.test', '/ib');
  await openIbPage(page, '/ibNetwork', 'Sub-IB network');
  const tree = page.getByRole('tree');
  await expect(tree.getByRole('treeitem')).toHaveCount(6);
  await expect(tree.locator('[aria-level="3"]')).toContainText('Noel Northfield');
  await settledAndAccessible(page, 'sub-IB network tree');

  const rebate = await figure(page, 'Nadia North', 'rebate');
  const clients = Number(await figure(page, 'Nadia North', 'clients'));
  await page.getByRole('button', { name: 'Show the clients of Nadia North' }).click();
  const table = page.getByRole('table', { name: 'Clients of Nadia North' });
  await expect(table.getByTestId('table-total')).toBeVisible();
  await table.getByRole('combobox').or(page.getByTestId('network-clients').getByRole('combobox')).first().click();
  await page.getByRole('option', { name: '50' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(clients);
  const cells = await table.locator('tbody tr td:nth-child(6)').allInnerTexts();
  expect(cells.reduce((sum, c) => sum + money(c), 0)).toBe(money(rebate));
  await expect(table.getByTestId('table-total').locator('td').nth(5)).toHaveText(rebate);

  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.getByRole('table', { name: 'Sub-IB network' }).locator('tbody tr')).toHaveCount(6);
  await settledAndAccessible(page, 'sub-IB network list and drill-down');
});

test('override rebates appear in the rebate report, own and override apart', async ({ page }) => {
  await signIn(page, 'ib@demo.test', '/ib');
  await openIbPage(page, '/rebatereport', 'IB report');
  await page.getByRole('button', { name: 'Per product' }).click();
  const table = page.getByRole('table').first();
  await expect(table.getByRole('columnheader', { name: 'Override rebate' })).toBeVisible();
  await expect(table.getByTestId('table-total')).toContainText('$');
});

const ibPaths = [
  '/home',
  '/ibreport',
  '/rebatereport',
  '/iblevel',
  '/ibNetwork',
  '/ibaccounts',
  '/pendingaccounts',
  '/leads',
  '/archivedClients',
  '/unfundedaccounts',
  '/openaccounts',
  '/rebateTransfer',
  '/rebateWithdraw',
  '/settings',
  '/sharedAccounts',
  '/security',
  '/ibagreement',
  '/transfer-ib-affiliate',
  '/contactUs',
  '/rebatePaymentHistory',
  '/openSettings',
  '/referralLinks',
  '/ibReferralLinks',
  '/campaignLinks',
];

test(
  'no IB page is wider than the viewport at 375 px (tables scroll inside themselves), its dates and table pagers show whole, each passes axe, and none has a call refused',
  { tag: '@mobile-only' },
  async ({ page }) => {
    // One sign-in, then every page in turn with axe on each: minutes on a busy machine, not one.
    test.setTimeout(240_000);
    const viewport = page.viewportSize()!.width;
    await signIn(page, 'ib@demo.test', '/ib');
    const refused: string[] = [];
    page.on('response', (response) => response.status() >= 400 && refused.push(`${response.status()} ${new URL(response.url()).pathname}`));
    for (const path of ibPaths) {
      await page.goto(`/ib${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settledAndAccessible(page, `IB page ${path} at ${viewport} px`);
      const width = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
      expect(width, path).toBeLessThanOrEqual(viewport);
      // A period's dates show whole in their fields, never cut to "/2026".
      for (const date of await page.locator('input[id$="-from"], input[id$="-to"]').all()) {
        expect(await date.evaluate((input) => input.scrollWidth <= input.clientWidth), `${path}: ${await date.inputValue()}`).toBe(true);
      }
      // A table's pager is whole on the screen: "next page" is never past its right edge.
      for (const next of await page.getByRole('button', { name: 'Next page' }).all()) {
        const box = (await next.boundingBox())!;
        expect(box.x + box.width, `${path}: next page`).toBeLessThanOrEqual(viewport);
      }
    }
    expect(refused).toEqual([]);
  },
);
