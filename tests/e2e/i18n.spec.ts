import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { composed } from '../helpers/config';
import { expectNoSidewaysScroll, expectShownWhole } from './support/layout';
import { cloneUser } from './support/portalCli';
import { demoPassword, isMobile } from './support/session';

/** Paths of the language-pack requests the page makes (the translation service). */
function packRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/translations/')) paths.push(path);
  });
  return paths;
}

async function signInHere(page: Page, email: string) {
  await page.getByTestId('sign-in-email').fill(email);
  await page.getByTestId('sign-in-password').fill(demoPassword);
  await page.getByTestId('sign-in-password').press('Enter');
  await expect(page.locator('main#main')).toBeVisible();
}

test(
  '?lang=ar lays the portal out right to left: dir and lang, no sideways scroll, the menu on the right, accessible; the pack is fetched once and cached',
  { tag: '@mobile' },
  async ({ page }) => {
    const email = cloneUser('ib@demo.test', `rtl-${test.info().project.name}`);
    const packs = packRequests(page);
    await page.goto('/ib/login?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'IB sign-in in Arabic');
    // An e-mail address and a password are typed left to right ("bad@", not "@bad"), at the field's start (its right side).
    for (const field of ['sign-in-email', 'sign-in-password']) {
      await expect(page.getByTestId(field)).toHaveAttribute('dir', 'ltr');
      await expect(page.getByTestId(field)).toHaveCSS('text-align', 'end');
    }

    await signInHere(page, email);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'IB home in Arabic');
    const width = page.viewportSize()!.width;
    if (isMobile(page)) await page.locator('header button[aria-expanded]').click();
    const drawer = page.locator('.MuiDrawer-paper').filter({ has: page.getByRole('navigation') });
    await expect(drawer).toBeVisible();
    await expect(async () => {
      const box = (await drawer.boundingBox())!;
      expect(Math.round(box.x + box.width)).toBe(width);
      expect(box.x).toBeGreaterThan(width / 2 - box.width);
    }).toPass();

    // Only the chosen language and the fallback, each once; a reload takes both from the browser cache.
    expect([...packs].sort()).toEqual(['/translations/portal-au/ar.json', '/translations/portal-au/en.json']);
    await page.reload();
    await expect(page.locator('main#main')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    expect(packs).toHaveLength(2);
  },
);

test(
  'the language switcher lists every language by its own name and switches in place, on the sign-in page and in the app bar; the choice is stored for the user',
  { tag: '@mobile' },
  async ({ page }) => {
    const email = cloneUser('client@demo.test', `lang-${test.info().project.name}`);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Language' }).click();
    await expect(page.getByRole('menuitem')).toHaveCount(22);
    const names = await page.getByRole('menuitem').allTextContents();
    expect(names).toEqual(expect.arrayContaining(['English', '简体中文', '日本語', 'العربية', 'Français', 'Oʻzbek']));
    await expectAccessible(page, 'language menu');
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page).toHaveURL(/\/login$/);
    // To a right-to-left language in place too: the form is drawn mirrored, its labels at the fields' right.
    await page.getByRole('button', { name: 'Langue' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: 'تسجيل الدخول', exact: true })).toBeVisible();
    const field = (await page.getByTestId('sign-in-email').boundingBox())!;
    const label = (await page.locator('label[for]').first().boundingBox())!;
    expect(label.x).toBeGreaterThan(field.x + field.width / 2);

    await signInHere(page, email);
    await page.goto('/security');
    const stored = page.waitForRequest((r) => r.url().endsWith('/userProfile/setlanguage'));
    await page.locator('header button[aria-haspopup="menu"]').click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    // The interface code goes to the server (zh_CN -> zh-CN), in the body and in X-Lang from then on.
    expect((await stored).postDataJSON()).toEqual({ language: 'zh-CN' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page).toHaveURL(/\/security$/);
    const next = page.waitForRequest((r) => r.url().includes('/web-api/') && r.headers()['x-lang'] !== undefined);
    await page.reload();
    expect((await next).headers()['x-lang']).toBe('zh-CN');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  },
);

test('a language pack that fails after 3 retries says "Third-party language pack failed to load." and the portal stays in English', async ({ page }) => {
  let attempts = 0;
  await page.route('**/translations/*/ja.json', (route) => {
    attempts += 1;
    return route.fulfill({ status: 503, body: '' });
  });
  await page.goto('/login?lang=ja');
  await expect(page.getByText('Third-party language pack failed to load.')).toBeVisible();
  expect(attempts).toBe(4);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});

test('a right-to-left page whose style code fails to download says the language could not be loaded and shows the portal in English, left to right', async ({
  page,
}) => {
  await page.route('**/assets/stylis-rtl-*.js', (route) => route.abort());
  await page.goto('/login?lang=ar');
  await expect(page.getByText('Third-party language pack failed to load.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});

test(
  'the app bar keeps one row whatever the language: the language button beside the logo, the bell and sign-out overlaps none of them (at 375 px before, Русский and Bahasa Indonesia ran over the logo and 简体中文 broke into a column that made the bar 110 px tall)',
  { tag: '@mobile' },
  async ({ page }) => {
    const email = cloneUser('ib@demo.test', `bar-${test.info().project.name}`);
    await page.goto('/ib/login?lang=zh_CN');
    await signInHere(page, email);
    for (const [code, lang, name] of [
      ['ru', 'ru', 'Русский'],
      ['zh_CN', 'zh-CN', '简体中文'],
      ['ja', 'ja', '日本語'],
      ['id', 'id', 'Bahasa Indonesia'],
      ['vi', 'vi', 'Tiếng Việt'],
      ['ko', 'ko', '한국어'],
    ] as const) {
      await page.goto(`/ib/home?lang=${code}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const bar = page.locator('header .MuiToolbar-root');
      await expect(bar.locator('button[aria-haspopup="menu"]')).toHaveAccessibleName(new RegExp(`: ${name}$`));
      await expect(bar.getByRole('button', { name: /0/ })).toBeVisible();
      // Each control's extent is its box together with what it draws: a label too wide for its button spills out of it.
      const boxes = await bar.evaluate((toolbar) =>
        [...toolbar.children]
          .filter((e) => e.getBoundingClientRect().width > 0 && e.getBoundingClientRect().height > 0 && e.getBoundingClientRect().width < toolbar.clientWidth)
          .map((e) => {
            const range = document.createRange();
            range.selectNodeContents(e);
            const rects = [e.getBoundingClientRect(), ...[...e.querySelectorAll('*')].map((c) => c.getBoundingClientRect()), ...range.getClientRects()].filter(
              (r) => r.width > 0,
            );
            return {
              what: e.getAttribute('aria-label') ?? e.tagName,
              left: Math.min(...rects.map((r) => r.left)),
              right: Math.max(...rects.map((r) => r.right)),
            };
          }),
      );
      expect(await bar.evaluate((e) => e.getBoundingClientRect().height), `the app bar's height in ${code}`).toBeLessThanOrEqual(64);
      for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1)) expect(a.right, `${a.what} runs into ${b.what} in ${code}`).toBeLessThanOrEqual(b.left + 0.5);
      await expectNoSidewaysScroll(page, `IB home in ${code}`);
      // The activity ticker's sentence is read whole: on a phone on two lines (on one, 375 px cut "…매도했습…").
      await expectShownWhole(page.getByTestId('ticker-message'), `the activity ticker in ${code}`);
    }
  },
);

test("the IB report's field labels are shown whole in every language (in Spanish the statement month's read 'Mes del estado de c…')", async ({ page }) => {
  // The report in each of the 22 languages, one after another: minutes on a busy machine, not one.
  test.setTimeout(180_000);
  const email = cloneUser('ib@demo.test', `labels-${test.info().project.name}`);
  await page.goto('/ib/login');
  await signInHere(page, email);
  for (const code of composed().languages.languages.map((l) => l.code)) {
    await page.goto(`/ib/rebatereport?lang=${code}`);
    await expect(page.locator('html')).toHaveAttribute('lang', code.replace('_', '-'));
    await expect(page.getByTestId('monthly-statement')).toBeVisible();
    for (const label of await page.locator('main .MuiInputLabel-root').all()) await expectShownWhole(label, `${await label.innerText()} in ${code}`);
  }
});
