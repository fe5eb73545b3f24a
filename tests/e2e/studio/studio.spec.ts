import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectAccessible } from '../support/axe';
import { expectNoSidewaysScroll } from '../support/layout';
import { demoPassword, signIn } from '../support/session';

// The studio writes the project's own config files (the server runs on them): each test puts back what it changed.
const root = join(import.meta.dirname, '..', '..', '..');
const vfsc = 'regulators/vfsc.yaml';
const ibMenu = 'config/menus/ib.yaml';
const original = new Map<string, string>();
const keep = (path: string) => original.set(path, readFileSync(join(root, path), 'utf8'));
test.afterEach(() => {
  for (const [path, text] of original) writeFileSync(join(root, path), text);
  original.clear();
});

async function staffSignIn(page: Page, email: string) {
  // A signed-out visit finds out nobody is signed in without a refused request in the console.
  const errors: string[] = [];
  const collect = (m: ConsoleMessage) => void (m.type() === 'error' && errors.push(m.text()));
  page.on('console', collect);
  await page.goto('/studio/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('studio-staff')).toContainText(email);
  page.off('console', collect);
  expect(errors).toEqual([]);
}

/**
 * Replaces the whole YAML text as a user does: select all in the editor, then type (paste) the new text. Not
 * `fill`: it selects the editor's DOM, and CodeMirror draws only the lines in view (under load, not yet all of a
 * short file), so the lines not drawn stayed after the new text (CI once saw duplicate keys past the file's end).
 */
async function replaceYaml(page: Page, text: string) {
  await page.getByLabel('YAML text').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
}

const previewFrame = 'iframe[title="Portal preview"]';
const preview = (page: Page) => page.frameLocator(previewFrame);

test('editor journey: a phone cleared and changed in the form previews, saves as one line with comments kept, and reaches the running IB portal', async ({
  page,
  browser,
}) => {
  keep(vfsc);
  await staffSignIn(page, 'editor@staff.demo.test');
  await page.getByRole('link', { name: vfsc }).click();
  // The preview is the real IB portal: its own menu leads to its contact screen.
  const portal = preview(page);
  await page.locator(previewFrame).scrollIntoViewIfNeeded();
  await portal.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Contact us' }).click();
  await expect(portal.locator('main#main')).toContainText('+678 555 0100');

  // Cleared, then typed again: the key returns to its own line, not to the end of its map.
  await page.getByLabel('Support phone').first().fill('');
  await page.getByLabel('Support phone').first().fill('+678 555 0199');
  await expect(portal.locator('main#main')).toContainText('+678 555 0199', { timeout: 5000 });
  // Far down the long form, the preview is still beside it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator(previewFrame)).toBeInViewport();

  await page.getByRole('button', { name: 'Save…' }).click();
  await expect(page.getByTestId('save-diff')).toContainText('+  phone: +678 555 0199');
  await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Saved ${vfsc}`)).toBeVisible();

  const diff = execFileSync('git', ['diff', '-U0', '--', vfsc], { cwd: root, encoding: 'utf8' });
  // The key came back on its own line (written anew, so in YAML's plain style).
  expect(diff.split('\n').filter((l) => /^[-+][^-+]/.test(l))).toEqual(['-  phone: "+678 555 0100"', '+  phone: +678 555 0199']);

  const ibContext = await browser.newContext();
  const ib = await ibContext.newPage();
  await signIn(ib, 'ib@demo.test', '/ib');
  await ib.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Contact us' }).click();
  await expect(ib.getByText('+678 555 0199')).toBeVisible();
  await ibContext.close();

  await page.getByRole('tab', { name: 'Saves' }).click();
  await expect(page.getByText(`${vfsc}: saved by editor@staff.demo.test`)).toBeVisible();
});

test('a when: condition hides IB level for cima only, with the reason, and the grid shows every regulator', async ({ page }) => {
  keep(ibMenu);
  await staffSignIn(page, 'editor@staff.demo.test');
  await page.getByRole('link', { name: ibMenu }).click();
  const condition = page.getByTestId('predicate-root_items_2_when');
  await condition.getByRole('button', { name: 'Add condition' }).click();
  await condition.getByRole('checkbox', { name: 'not' }).check();
  await condition.getByRole('combobox', { name: 'Values' }).fill('cima');
  await page.getByRole('option', { name: 'cima', exact: true }).click();

  await page.getByLabel('Regulator').click();
  await page.getByRole('option', { name: 'cima', exact: true }).click();
  // The real portal, as cima's demo IB sees it: its menu has no IB level; the studio says why.
  await expect(preview(page).getByTestId('user-name')).toContainText('Carmen Cima');
  const menu = preview(page).getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toContainText('Contact us');
  await expect(menu).not.toContainText('IB level');
  await expect(page.getByTestId('preview-hidden')).toContainText(/IB level.*hidden because/s);

  await page.getByRole('button', { name: 'Grid' }).click();
  const grid = page.getByTestId('menu-grid');
  for (const regulator of ['asic', 'cima', 'fca', 'vfsc', 'vfsc2']) await expect(grid.getByTestId(`grid-${regulator}`)).toBeVisible();
  await expect(grid.getByTestId('grid-cima').getByRole('list', { name: 'IB menu of cima' })).not.toContainText('IB level');
  await expect(grid.getByTestId('grid-vfsc').getByRole('list', { name: 'IB menu of vfsc' })).toContainText('IB level');
});

test("the hidden menu items name what the frame's own user hides: the fca IB's open settings, switched off by its own settings", async ({ page }) => {
  await staffSignIn(page, 'viewer@staff.demo.test');
  await page.getByRole('link', { name: ibMenu }).click();
  // The preview first shows the default regulator's IB (the page has settled: the select is not moved while it opens).
  await expect(preview(page).getByTestId('user-name')).toBeVisible();
  await page.getByLabel('Regulator').click();
  await page.getByRole('option', { name: 'fca', exact: true }).click();
  // The real portal, as fca's demo IB sees it: its open settings are off, so its menu has no entry for them.
  await expect(preview(page).getByTestId('user-name')).toContainText('Felix Fca');
  const menu = preview(page).getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toContainText('Contact us');
  await expect(menu).not.toContainText('Open settings');
  // Beside it the studio names the entry, why, and that the user's own setting (not config) hides it.
  const hidden = page.getByTestId('preview-hidden').locator('[data-hidden-id="openSettings"]');
  await expect(hidden).toContainText(/Open settings.*hidden because .*openSettingsOff/s);
  await expect(hidden).toContainText("Switched off by the previewed user's own settings: config alone does not hide it.");
});

test('a file changed on disk since it was opened: the save is refused, then taken against the file as it is now, showing what it would undo', async ({
  page,
}) => {
  const fca = 'regulators/fca.yaml';
  keep(fca);
  await staffSignIn(page, 'editor@staff.demo.test');
  await page.getByRole('link', { name: fca }).click();
  const phone = page.getByLabel('Support phone').first();
  await phone.fill('+44 20 7946 0999');
  writeFileSync(join(root, fca), original.get(fca)! + '# changed by someone else\n');
  await page.getByRole('button', { name: 'Save…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('changed on disk since it was opened');
  await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Compare with the file on disk' }).click();
  await expect(page.getByTestId('save-diff')).toContainText('-# changed by someone else');
  await expect(page.getByTestId('save-diff')).toContainText('+44 20 7946 0999');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Saved ${fca}`)).toBeVisible();
  expect(readFileSync(join(root, fca), 'utf8')).toContain('+44 20 7946 0999');
});

test('two problems in one file show at once with line and pointer, and Save is refused', async ({ page }) => {
  await staffSignIn(page, 'editor@staff.demo.test');
  await page.getByRole('link', { name: ibMenu }).click();
  await page.getByRole('tab', { name: 'YAML' }).click();
  const yaml = page.getByLabel('YAML text');
  const text = readFileSync(join(root, 'config/menus/ib.yaml'), 'utf8');
  await replaceYaml(page, text.replace('path: /iblevel, icon: level', 'path: /iblevl, icon: level').replace('    hidden: true\n', '    hidden: "yes"\n'));
  const problems = page.getByTestId('problem-list');
  await expect(problems).toContainText(/config\/menus\/ib\.yaml:\d+:\d+ \/items\/\d+\/hidden: .* \[CONFIG_WRONG_TYPE\]/);
  await expect(problems).toContainText(/config\/menus\/ib\.yaml:\d+:\d+ \/items\/2\/path: .* \[CONFIG_UNKNOWN_ROUTE\]/);
  // A problem shows its line: selected in the YAML text, in view.
  await problems
    .locator('[data-problem-code="CONFIG_WRONG_TYPE"]')
    .getByRole('button', { name: /^Show line \d+$/ })
    .click();
  await expect(yaml).toBeFocused();
  expect(await page.evaluate(() => document.getSelection()?.toString())).toBe('    hidden: "yes"');
  // The editor numbers its lines and marks the problem's line.
  const shown = Number((await problems.locator('[data-problem-code="CONFIG_WRONG_TYPE"]').getByRole('button').textContent())!.replace(/\D/g, ''));
  await expect(page.getByTestId('yaml-editor').locator('.cm-lineNumbers .cm-gutterElement', { hasText: new RegExp(`^${shown}$`) })).toBeVisible();
  await expect(page.getByTestId('yaml-editor').locator('.cm-lint-marker-error').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save…' })).toBeDisabled();
  await expect(page.getByText(/Save is refused while the config has \d+ problem/)).toBeVisible();
  // The draft is not previewed while it has problems: the frame keeps the last good config, and says so.
  await expect(page.getByTestId('preview-stale')).toHaveText(
    'The preview shows the last draft without problems: fix the problems in the list to see your latest changes.',
  );
  await expect(preview(page).getByRole('navigation', { name: 'Main menu' })).toContainText('Contact us');
  await replaceYaml(page, text);
  await expect(page.getByTestId('preview-stale')).toBeHidden();
});

test(
  'mobile smoke: a viewer signs in, opens a file and cannot save; the file list and the editor fit the phone and pass axe',
  { tag: '@mobile-only' },
  async ({ page }) => {
    await staffSignIn(page, 'viewer@staff.demo.test');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'studio files');
    await page.getByRole('link', { name: vfsc }).click();
    await expect(page.getByText('only editors can save')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save…' })).toBeDisabled();
    await expect(preview(page).getByRole('navigation', { name: 'Main menu' })).toContainText('Contact us');
    await expectNoSidewaysScroll(page);
    // Its form has a map with free-named keys (switches): each key's input has its label.
    await expect(page.getByRole('textbox', { name: 'perpetual Key' })).toBeVisible();
    await expectAccessible(page, 'studio file editor');
    // The YAML text is a code editor with numbered lines that fits the phone too.
    await page.getByRole('tab', { name: 'YAML' }).click();
    await expect(page.getByTestId('yaml-editor').locator('.cm-lineNumbers .cm-gutterElement', { hasText: /^1$/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'studio YAML text');
    // The pages' tabs have a row of their own on a phone: every page is a tap away, its label readable.
    const pages = page.getByRole('navigation', { name: 'Studio pages' });
    await pages.getByRole('tab', { name: 'Saves' }).click();
    await expect(page).toHaveURL(/\/studio\/history/);
    await expectAccessible(page, 'studio saves');
    await pages.getByRole('tab', { name: 'KYC flows' }).click();
    await expect(page).toHaveURL(/\/studio\/kyc-flows/);
    await expectNoSidewaysScroll(page);
  },
);

test("the studio speaks the staff member's language, right to left in Arabic, and keeps the choice", async ({ page }) => {
  await page.goto('/studio/?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: 'تسجيل دخول الموظفين' })).toBeVisible();
  await expectAccessible(page, 'studio sign-in in Arabic');
  await page.getByLabel('البريد الإلكتروني').fill('viewer@staff.demo.test');
  await page.getByLabel('كلمة المرور').fill(demoPassword);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByRole('heading', { name: 'استوديو الإعدادات' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  // A config value keeps its own direction in the right-to-left studio: a phone number reads "+678 …", not "… 678+".
  await page.getByRole('link', { name: vfsc }).click();
  await expect(page.getByLabel('Support phone').first()).toHaveValue('+678 555 0100');
  await expect(page.getByLabel('Support phone').first()).toHaveCSS('unicode-bidi', 'plaintext');
  // Another language from the bar: the studio opens again in it, and stays in it without the parameter.
  await page.getByTestId('studio-language').getByRole('combobox', { name: 'اللغة' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.getByTestId('studio-staff')).toContainText('viewer@staff.demo.test · viewer');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.goto('/studio/');
  await expect(page.getByTestId('studio-language').getByRole('combobox', { name: 'Language' })).toHaveText('English');
});
