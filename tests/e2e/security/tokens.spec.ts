import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';

/** Attacks on the browser's session: script reading it, forged requests from another page, a failed in-app sign-in. */

test('attack: script of the signed-in page reads its storage -> no session token or hand-off token there', async ({ page, context }) => {
  await signIn(page, 'client@demo.test');
  const session = (await context.cookies()).find((c) => c.name === 'portal_session');
  expect(session?.httpOnly).toBe(true);
  const readable = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookies: document.cookie }));
  expect(readable).not.toContain(session!.value);
  expect(readable).not.toMatch(/xtoken|accessToken/);
  // The session is the cookie alone: without it the page is signed out.
  await context.clearCookies();
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
});

test('attack: a page of another origin (same site) submits a form POST with the cookie -> nothing changes, the session stays', async ({ page, baseURL }) => {
  await signIn(page, 'client@demo.test');
  const attacker = 'http://127.0.0.1:9/';
  await page.route(attacker, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form method="post" enctype="multipart/form-data" action="${baseURL}/web-api/api/logout"><input name="x" value="1"></form><script>document.forms[0].submit()</script>`,
    }),
  );
  const answer = page.waitForResponse((r) => r.url().endsWith('/web-api/api/logout'));
  await page.goto(attacker);
  expect((await answer).status()).toBe(403);
  await page.goto('/');
  await expect(page.locator('main#main')).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
});

test('in the app, a bad sign shows the 501 page (no spinner over it) and its retry tries the app sign-in again', { tag: '@mobile' }, async ({ page }) => {
  await page.goto(`/ib/home?device=demo-device&userToken=demo-app-token&sign=${'0'.repeat(64)}`);
  await expect(page.getByRole('heading', { name: 'Signing in through the app failed' })).toBeVisible();
  await expect(page.locator('#page-loader')).toBeHidden();
  const retried = page.waitForRequest((r) => r.url().endsWith('/web-api/api/login/app'));
  await page.getByRole('button', { name: 'Try again' }).click();
  await retried;
  await expect(page.getByRole('heading', { name: 'Signing in through the app failed' })).toBeVisible();
});
