import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { openMenu, signIn } from './support/session';

test('the sign-in page of the IB portal is accessible and signs an IB in to the dashboard', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/ib/login');
  await expect(page.getByRole('heading', { name: 'Sign in to the IB portal' })).toBeVisible();
  await expectAccessible(page, 'IB sign-in');
  await signIn(page, 'ib@demo.test', '/ib');
  await expect(page).toHaveURL(/\/ib\/?$/);
  const menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expectAccessible(page, 'IB home');
});

test(
  'before its script has loaded, the sign-in page shows the brand banner in the card, exactly where the card then draws it (issue 18)',
  { tag: '@mobile' },
  async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/login');
    const early = page.locator('#page-loader img');
    await expect(early).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    const before = await early.boundingBox();
    await page.unroute('**/assets/*.js');
    await page.reload();
    await expect(page.getByTestId('sign-in-email')).toBeVisible();
    await expect(page.locator('#page-loader')).toBeHidden();
    expect(await page.getByRole('main').locator('img').first().boundingBox()).toEqual(before);
  },
);

/**
 * The answers to these paths, from the moment this is called. A page reached by signing in asks its opening reads
 * itself (no page carried them), and under load it may ask them after the sign-in helper has returned: a test
 * that records a reload's calls waits for these first, so none of them is counted as the reloaded page's.
 */
const answered = (page: Page, paths: readonly string[]) =>
  Promise.all(paths.map((path) => page.waitForResponse((response) => new URL(response.url()).pathname === path)));

/** Every request the page makes from now on (path and query), and every failed response. */
function recordCalls(page: Page) {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    asked.push(url.pathname + url.search);
  });
  const failed: string[] = [];
  page.on('response', (response) => response.status() >= 400 && failed.push(`${response.status()} ${response.url()}`));
  return { asked, failed };
}

test("a signed-in page starts with the user and the answers it carries: after a reload the name and the dashboard's figures show without a request for getUserInfo or any of the page's opening reads, and no call fails (the device fingerprint is recorded) (issue 18)", async ({
  page,
}) => {
  const openingReads = ['/web-api/api/ibaccount/getClientSwitch', '/web-api/cp/api/multiFactorAuth/hintInfo', '/web-api/api/ibaccount/dashboard/summary'];
  const signedInPageReads = answered(page, openingReads);
  await signIn(page, 'ib@demo.test', '/ib');
  await signedInPageReads;
  const { asked, failed } = recordCalls(page);
  const fingerprint = page.waitForResponse((response) => response.url().endsWith('/device/fingerprint'));
  await page.reload();
  await expect(page.getByTestId('user-name')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('stats-keyFigures')).toContainText('$');
  expect((await fingerprint).status()).toBe(200);
  expect(failed).toEqual([]);
  expect(asked.filter((path) => path.includes('getUserInfo') || openingReads.includes(path))).toEqual([]);
});

test("a client's home opens with the answers its page carries: after a reload the verification centre, promotions and quick actions show without a request for any of its opening reads (GETs and POSTs), and no call fails (issue 18)", async ({
  page,
}) => {
  // Every read of the first (not carried) visit has come back before the calls are recorded: one still in flight at the
  // reload would be counted against the reloaded page.
  const signedInPageReads = answered(page, [
    '/web-api/cp/api/profile/myVerificationCenter',
    '/web-api/cp/api/profile/queryFunctionPermissionAll',
    '/web-api/cp/api/promotion/list',
    '/web-api/cp/api/home/dashboard',
  ]);
  await signIn(page, 'trader@demo.test');
  await signedInPageReads;
  const { asked, failed } = recordCalls(page);
  await page.reload();
  await expect(page.getByTestId('promotions-teaser')).toContainText('Deposit bonus');
  // The teaser's one heading is the widget's title, drawn by the screen; the screen's own title ("Home") is not repeated in it.
  await expect(page.getByRole('heading', { name: 'Promotions for you' })).toHaveCount(1);
  await expect(page.getByTestId('promotions-teaser').getByRole('heading')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Verification' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quick actions' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Deposit' }).first()).toBeVisible();
  expect(failed).toEqual([]);
  expect(asked.filter((path) => /myVerificationCenter|queryFunctionPermissionAll|promotion\/list|home\/dashboard|hintInfo/.test(path))).toEqual([]);
});

test('a wrong password is refused with a message', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('sign-in-email').fill('client@demo.test');
  await page.getByTestId('sign-in-password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('The e-mail address or password is incorrect.');
});

test('a signed-out visitor of a portal page is sent to sign in, then back', async ({ page }) => {
  await page.goto('/ib/iblevel');
  await expect(page).toHaveURL(/\/ib\/login\?returnTo=%2Fiblevel/);
  await page.getByTestId('sign-in-email').fill('ib@demo.test');
  await page.getByTestId('sign-in-password').fill('Demo#2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/ib\/iblevel$/);
});

test('a config form (RJSF, precompiled validator) prefills, saves and reloads: the IB privacy switches', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page, 'ib@demo.test', '/ib', '/settings');
  const lots = page.getByRole('checkbox', { name: 'Lots' });
  await expect(lots).toBeVisible();
  await expectAccessible(page, 'IB settings');
  const before = await lots.isChecked();
  await lots.click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('form-success')).toContainText('Your privacy settings are saved.');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Lots' })).toBeChecked({ checked: !before });
  expect(errors.filter((e) => /Content Security Policy|EvalError|unsafe-eval/i.test(e))).toEqual([]);
});
