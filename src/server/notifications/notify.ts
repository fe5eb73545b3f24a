import type { PortalConfigLoad } from '../../../engine/config';
import type { ServerContext } from '../context';
import { serverText } from '../i18n/serverText';

/** The events that notify (config/constants.yaml notifications.events names which do, and how). */
export type NotificationEvent =
  | 'depositStatus'
  | 'withdrawalProcessed'
  | 'withdrawalRejected'
  | 'accountApproved'
  | 'accountRejected'
  | 'kycDecision'
  | 'promotionCredit'
  | 'ibNewClient'
  | 'ibRebatePaid';

/** What notifying needs; `load` gives the texts (without it, as in some unit tests, the keys are written). */
export type NotifyDeps = Pick<ServerContext, 'db' | 'clock' | 'config'> & { load?: PortalConfigLoad };

export interface NotificationTexts {
  /** Plain values of the texts' placeholders (amounts, references, numbers). */
  values?: Record<string, string | number>;
  /** Placeholders whose value is itself an i18n key (a status label, a module name), translated in the reader's language. */
  keys?: Record<string, string>;
}

interface StoredTexts {
  values: Record<string, string | number>;
  keys: Record<string, string>;
}

/** A notice's title and body in a language. */
export function renderNotification(load: PortalConfigLoad | undefined, event: string, stored: StoredTexts, language: string): { title: string; body: string } {
  const text = (key: string, values: Record<string, string | number>) => (load ? serverText(load, key, values, language) : key);
  const values = { ...stored.values, ...Object.fromEntries(Object.entries(stored.keys).map(([name, key]) => [name, text(key, {})])) };
  return { title: text(`notifications.${event}.title`, values), body: text(`notifications.${event}.body`, values) };
}

/**
 * Tells a user that something happened to their money, accounts or verification: an e-mail to the
 * outbox in the user's language and a notice in the portal inbox, as config/constants.yaml
 * notifications.events says for the event (an event not listed notifies nobody). Runs inside the
 * caller's transaction, so a notice exists exactly when the change it reports does.
 *
 * Other services (promotions: `notifyUser(deps, userId, 'promotionCredit', { values: { amount, currency, promotion, account } })`)
 * call this one function.
 */
export function notifyUser(deps: NotifyDeps, userId: number, event: NotificationEvent, texts: NotificationTexts = {}): void {
  const user = deps.db.prepare('SELECT id, email, regulator, language FROM users WHERE id = ?').get(userId) as
    { id: number; email: string; regulator: string; language: string } | undefined;
  if (!user) return;
  const rule = deps.config(user.regulator).constants.notifications.events[event];
  if (!rule || (!rule.email && !rule.inbox)) return;
  const stored: StoredTexts = { values: texts.values ?? {}, keys: texts.keys ?? {} };
  const now = deps.clock.now();
  if (rule.inbox) {
    deps.db
      .prepare('INSERT INTO notifications (user_id, event, title_key, body_key, text_values, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(user.id, event, `notifications.${event}.title`, `notifications.${event}.body`, JSON.stringify(stored), now);
  }
  if (rule.email) {
    const { title, body } = renderNotification(deps.load, event, stored, user.language);
    const footer = deps.load ? serverText(deps.load, 'notifications.emailFooter', {}, user.language) : '';
    deps.db
      .prepare("INSERT INTO outbox (user_id, channel, address, subject, body, created_at) VALUES (?, 'email', ?, ?, ?, ?)")
      .run(user.id, user.email, title, footer ? `${body}\n\n${footer}` : body, now);
  }
}
