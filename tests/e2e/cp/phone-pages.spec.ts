import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { expectAccessible } from '../support/axe';
import { cloneUser } from '../support/portalCli';
import { signIn } from '../support/session';

/** Every page of the client portal's menu, read from its config: each must fit a phone and pass axe at 375 px. */
const menu = parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'config', 'menus', 'cp.yaml'), 'utf8')) as { items: { path: string }[] };
const paths = [...new Set(menu.items.map((item) => item.path))];

test(
  'no client page is wider than the viewport at 375 px, each passes axe, and none has a call refused (a client is asked nothing meant for IBs)',
  { tag: '@mobile-only' },
  async ({ page }) => {
    // One sign-in, then every page in turn with axe on each: minutes on a busy machine, not one.
    test.setTimeout(240_000);
    const viewport = page.viewportSize()!.width;
    await signIn(page, 'trader@demo.test');
    const refused: string[] = [];
    page.on('response', (response) => response.status() >= 400 && refused.push(`${response.status()} ${new URL(response.url()).pathname}`));
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByTestId('loading-overlay')).toBeHidden();
      await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
      const width = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
      expect(width, path).toBeLessThanOrEqual(viewport);
      await expectAccessible(page, `client page ${path} at ${viewport} px`);
    }
    expect(refused).toEqual([]);
  },
);

test(
  "a new client's home in Arabic: the empty balance chart and recent activity say so in Arabic, with no English and no caption naming a period without dates",
  { tag: '@mobile' },
  async ({ page }, info) => {
    const email = cloneUser('client@demo.test', `empty-home-${info.project.name}`);
    await signIn(page, email);
    await page.goto('/?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const chart = page.getByTestId('chart-equityChart');
    await chart.scrollIntoViewIfNeeded();
    await expect(chart).toHaveText('لا يوجد نشاط في هذه الفترة.');
    await expect(page.getByText('لا يوجد شيء هنا بعد.')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('No data');
  },
);

test(
  'amounts keep their order in Arabic: the minus of a withdrawal stands before its currency symbol, as in any language',
  { tag: '@mobile' },
  async ({ page }) => {
    await signIn(page, 'trader@demo.test');
    await page.goto('/?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('main')).toContainText('-$');
    // Where each glyph is drawn: the bidi algorithm would put the minus of "-$300.00" at the far (left-hand) end.
    const minusBeforeSymbol = await page.getByRole('main').evaluate((main) => {
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      const found: boolean[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf('-$');
        if (at === -1) continue;
        const x = (offset: number) => {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          return range.getBoundingClientRect().left;
        };
        found.push(x(at) < x(at + 1));
      }
      return found;
    });
    expect(minusBeforeSymbol.length).toBeGreaterThan(0);
    expect(minusBeforeSymbol.every(Boolean)).toBe(true);
  },
);

test(
  'the verification results fit a phone in German: the table of levels and their limits scrolls in its own region, the page does not',
  { tag: '@mobile-only' },
  async ({ page }) => {
    await signIn(page, 'trader@demo.test');
    await page.goto('/verification-results?lang=de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verifizierungsergebnisse');
    const region = page.getByRole('region', { name: 'Verifizierungsstufen' });
    await expect(region.getByRole('cell', { name: 'Stufe 21 · Mittelherkunftsnachweis' })).toBeAttached();
    const width = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expectAccessible(page, 'verification results in German at 375 px');
  },
);
