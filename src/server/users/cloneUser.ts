import { createHash } from 'node:crypto';
import type { Db } from '../db/openDatabase';

/**
 * A copy of a user under a new e-mail (same password, profile, KYC state and settings), for QA and
 * end-to-end runs that need a user in a known state more than once. Sessions are not copied; areas
 * that hold more (accounts and money) copy it in `also`, inside the same transaction.
 */
export function cloneUser(db: Db, fromEmail: string, toEmail: string, now: number, also?: (sourceId: number, targetId: number) => void): number {
  const id = createHash('sha256').update(toEmail).digest('hex').slice(0, 12);
  return db.transaction(() => {
    const source = db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(fromEmail) as number | undefined;
    if (source === undefined) throw new Error(`no user ${fromEmail}`);
    const result = db
      .prepare(
        `INSERT INTO users (email, password_hash, name, nick, title, user_type, brand, regulator, country_id, phone_code, phone, language, is_sub_user, parent_user_id, permission_ids, sub_user_switch, client_classification, event_email_id, event_mobile_id, created_at)
         SELECT ?, password_hash, name, nick, title, user_type, brand, regulator, country_id, phone_code, NULL, language, is_sub_user, parent_user_id, permission_ids, sub_user_switch, client_classification, ?, ?, ? FROM users WHERE id = ?`,
      )
      .run(toEmail, `em-${id}`, `mb-${id}`, now, source);
    const userId = Number(result.lastInsertRowid);
    db.prepare(
      'INSERT INTO user_settings (user_id, privacy_switches, open_settings_enabled, withdrawal_channel_enabled) SELECT ?, privacy_switches, open_settings_enabled, withdrawal_channel_enabled FROM user_settings WHERE user_id = ?',
    ).run(userId, source);
    db.prepare(
      'INSERT INTO kyc_modules (user_id, module_code, status, reason, updated_at) SELECT ?, module_code, status, reason, updated_at FROM kyc_modules WHERE user_id = ?',
    ).run(userId, source);
    also?.(source, userId);
    return userId;
  })();
}
