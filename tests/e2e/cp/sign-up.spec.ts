import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { portalCli } from '../support/portalCli';
import { demoPassword } from '../support/session';

/** Calls the API as the demo IB (its session token in the header). */
async function asIb(request: APIRequestContext, path: string): Promise<unknown> {
  const login = await request.post('/web-api/api/login', { data: { email: 'ib@demo.test', password: demoPassword } });
  const { xtoken } = ((await login.json()) as { data: { xtoken: string } }).data;
  return ((await (await request.get(`/web-api/api/${path}`, { headers: { 'X-Token': xtoken } })).json()) as { data: unknown }).data;
}

/** The path of the newest link the server "sent" to an address (portal outbox). */
function lastLink(email: string): string {
  const messages = JSON.parse(portalCli('outbox', '--email', email, '--last', '1', '--json')) as { body: string }[];
  const link = /(\/[\w-]+\?token=[\w-]+)/.exec(messages[0]?.body ?? '')?.[1];
  if (!link) throw new Error(`no link in the outbox of ${email}`);
  return link;
}

async function chooseCountry(page: Page, name: string) {
  await page.getByRole('combobox', { name: /Country of residence/ }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

test.setTimeout(120_000);

test(
  "a visitor opens an IB's referral link, registers under that IB, confirms the e-mail from the outbox, resets the password and signs in; a US resident is refused with the reason",
  { tag: '@mobile' },
  async ({ page, request }, info) => {
    const email = `visitor.${info.project.name}.${Date.now()}@visitor.test`;
    // The IB portal's referral link (en_US, as /referralLinks shows and copies it) opens the sign-up page with the IB's code;
    // the code stays with the visit, also when the visitor goes to sign-in first.
    const links = (await asIb(request, 'ibaccount/referralLinks')) as { language: string; url: string }[];
    const link = new URL(links.find((l) => l.language === 'en_US')!.url);
    await page.goto(link.pathname + link.search);
    await expect(page.getByTestId('sign-up-referral')).toHaveValue(link.searchParams.get('ib')!);
    await page.goto('/login');
    await page.getByTestId('to-sign-up').click();
    await expect(page.getByRole('heading', { name: 'Open your profile' })).toBeVisible();
    await expect(page.getByTestId('sign-up-referral')).toHaveValue(link.searchParams.get('ib')!);

    await chooseCountry(page, 'United States');
    await expect(page.getByTestId('sign-up-refused')).toContainText('We cannot open a profile for residents of United States');
    await expect(page.getByTestId('sign-up-submit')).toBeDisabled();

    await page.getByTestId('sign-up-name').fill('Nova Visitor');
    await page.getByTestId('sign-up-email').fill(email);
    await page.getByTestId('sign-up-password').fill('Trade#2026x');
    await chooseCountry(page, 'United Kingdom');
    await expect(page.getByTestId('sign-up-entity')).toContainText('FCA (United Kingdom)');
    await page.getByTestId('sign-up-referral').fill('not a code!');
    await expect(page.getByText('A referral code has letters, digits, - and _ only (up to 40).')).toBeVisible();
    await expect(page.getByTestId('sign-up-submit')).toBeDisabled();
    await page.getByTestId('sign-up-referral').fill(link.searchParams.get('ib')!);
    await expectAccessible(page, 'sign-up');
    await page.getByTestId('sign-up-submit').click();
    await expect(page.getByTestId('sign-up-done')).toContainText(email);
    const leads = (await asIb(request, `ibaccount/clients?list=leads&search=${encodeURIComponent(email)}`)) as { rows: { email: string }[] };
    expect(leads.rows.map((r) => r.email)).toEqual([email]);

    await page.goto(lastLink(email));
    await expect(page.getByTestId('verify-email-done')).toContainText(email);

    await page.goto('/forgot-password');
    await page.getByTestId('forgot-email').fill(email);
    await expectAccessible(page, 'forgot password');
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('forgot-sent')).toBeVisible();

    await page.goto(lastLink(email));
    await page.getByTestId('reset-password').fill('Fresh#2026y');
    await page.getByTestId('reset-repeat').fill('Fresh#2026y');
    await expectAccessible(page, 'reset password');
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('reset-done')).toBeVisible();

    await page.getByTestId('to-sign-in').click();
    await page.getByTestId('sign-in-email').fill(email);
    await page.getByTestId('sign-in-password').fill('Fresh#2026y');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.locator('main#main')).toBeVisible();
  },
);

test('in Russian, a mistyped e-mail address is pointed out at its field before anything is sent, and a weak password is refused with the rule in Russian', async ({
  page,
}) => {
  const registers: string[] = [];
  page.on('request', (r) => new URL(r.url()).pathname === '/web-api/api/register' && registers.push(r.method()));
  await page.goto('/sign-up?lang=ru');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.getByTestId('sign-up-name').fill('Nova Visitor');
  await page.getByTestId('sign-up-email').fill('nova@');
  await page.getByTestId('sign-up-password').fill('short');
  await page.getByRole('combobox', { name: /Страна проживания/ }).click();
  await page.getByRole('option', { name: 'Австралия', exact: true }).click();
  await expect(page.getByTestId('sign-up-entity')).toBeVisible();
  await page.getByTestId('sign-up-submit').click();
  await expect(page.getByText('Введите корректный адрес электронной почты.')).toBeVisible();
  await expect(page.getByTestId('sign-up-email')).toHaveAttribute('aria-invalid', 'true');
  expect(registers).toEqual([]);
  await expect(page.getByTestId('sign-up-error')).toBeHidden();

  await page.getByTestId('sign-up-email').fill(`nova.${test.info().project.name}.${Date.now()}@visitor.test`);
  await expect(page.getByText('Введите корректный адрес электронной почты.')).toBeHidden();
  await page.getByTestId('sign-up-submit').click();
  await expect(page.getByTestId('sign-up-error')).toHaveText(
    'Некоторые поля заполнены неверно: Не менее 8 символов, включая строчную букву, заглавную букву и цифру.',
  );
  await expectAccessible(page, 'sign-up in Russian, refused');
});
