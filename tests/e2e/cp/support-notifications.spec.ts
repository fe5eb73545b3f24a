import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { cloneUser, e2eDb, portalCli } from '../support/portalCli';
import { signIn } from '../support/session';

const depositOf = (email: string) => {
  const db = new Database(e2eDb, { readonly: true });
  try {
    return db
      .prepare('SELECT d.id FROM deposits d JOIN users u ON u.id = d.user_id WHERE u.email = ? AND d.status = 5 ORDER BY d.id LIMIT 1')
      .pluck()
      .get(email) as number;
  } finally {
    db.close();
  }
};
const errorReports = () => JSON.parse(portalCli('errors', 'list', '--last', '500', '--json')) as { message: string }[];

test.setTimeout(120_000);

test(
  'support chat: the button after sign-in, tags on open, a message to staff and the staff reply in the widget',
  { tag: '@mobile' },
  async ({ page }, info) => {
    const email = cloneUser('trader@demo.test', `chat-${info.project.name}`);
    await signIn(page, email);
    const button = page.getByTestId('support-chat-button');
    await expect(button).toBeVisible();

    // Scrolled to its end, a page shows its last button clear of the chat button, not under it (the wallet at 375 px).
    await page.goto('/wallet');
    const last = page.getByRole('button', { name: 'Request withdrawal' });
    await expect(last).toBeVisible();
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const [lastBox, buttonBox] = [(await last.boundingBox())!, (await button.boundingBox())!];
      expect(lastBox.y + lastBox.height, 'the last button ends above the chat button').toBeLessThanOrEqual(buttonBox.y);
    }).toPass();

    await button.click();
    const widget = page.getByTestId('support-chat-widget');
    await expect(widget).toBeVisible();
    await expect(button).toBeHidden();
    await expect(widget).toHaveAttribute('data-tags', 'language:en_US,country:MY');
    await expectAccessible(page, 'support chat');

    await widget.getByLabel('Message').fill('Where is my deposit?');
    await widget.getByRole('button', { name: 'Send' }).click();
    await expect(widget.getByTestId('support-chat-messages')).toContainText('Where is my deposit?');
    // The visitor's own message is read as easily as the rest (its bubble's text against its colour).
    await expectAccessible(page, 'support chat with a message sent');
    const conversations = JSON.parse(portalCli('chat', 'list', '--json')) as { email: string; tags: string[]; messages: { text: string }[] }[];
    expect(conversations.find((c) => c.email === email)).toMatchObject({
      tags: ['language:en_US', 'country:MY'],
      messages: [{ text: 'Where is my deposit?' }],
    });

    portalCli('chat', 'reply', '--email', email, '--text', 'It arrives today.', '--staff', 'Ann');
    await expect(widget.locator('[data-author="staff"]')).toContainText('It arrives today.');

    await widget.getByRole('button', { name: 'Close support chat' }).click();
    await expect(widget).toBeHidden();
    await expect(button).toBeVisible();
  },
);

test('a deposit moved to Success by staff: an e-mail in the outbox and an unread notice in the portal', async ({ page }, info) => {
  const email = cloneUser('trader@demo.test', `notice-${info.project.name}`);
  await signIn(page, email);
  const bell = page.getByTestId('notifications-button');
  await expect(bell).toHaveAttribute('data-unread', '0');
  const id = depositOf(email);
  portalCli('funds', 'review', '--deposit', String(id), '--decision', 'dispute');
  portalCli('funds', 'review', '--deposit', String(id), '--decision', 'approve');
  const mail = JSON.parse(portalCli('outbox', '--email', email, '--last', '1', '--json')) as { subject: string }[];
  expect(mail[0]!.subject).toMatch(/: Success$/);
  await page.reload();
  await expect(bell).toHaveAttribute('data-unread', '2');
  await bell.click();
  await expect(page.getByTestId('notifications-list')).toContainText('Success');
});

test('error reporting: a thrown error is stored once, a cross-origin "Script error." is not', async ({ page }, info) => {
  await signIn(page, cloneUser('trader@demo.test', `errors-${info.project.name}`));
  const message = `Error: e2e boom ${info.project.name} ${Date.now()}`;
  await page.evaluate((text) => {
    const boom = () => {
      throw new Error(text.replace(/^Error: /, ''));
    };
    setTimeout(boom, 0);
    setTimeout(boom, 0);
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
  }, message);
  await expect.poll(() => errorReports().filter((r) => r.message === message).length).toBe(1);
  expect(errorReports().filter((r) => r.message === 'Script error.')).toHaveLength(0);
});
