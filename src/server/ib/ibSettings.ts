import type { Db } from '../db/openDatabase';

/** Whether staff enabled the open-settings menu for the IB (user_settings; off when there is no row). */
export function openSettingsEnabled(db: Db, ibId: number): boolean {
  return (db.prepare('SELECT open_settings_enabled FROM user_settings WHERE user_id = ?').pluck().get(ibId) as number | undefined) === 1;
}

/** Whether staff enabled rebate withdrawal for the IB (user_settings; off when there is no row). */
export function withdrawalChannelEnabled(db: Db, ibId: number): boolean {
  return (db.prepare('SELECT withdrawal_channel_enabled FROM user_settings WHERE user_id = ?').pluck().get(ibId) as number | undefined) === 1;
}

/** Stores the IB's open settings (what clients opening an account through its links get) on its IB profile. */
export function saveOpenSettings(db: Db, ibId: number, settings: Record<string, unknown>): void {
  db.prepare('UPDATE ib_profiles SET open_settings = ? WHERE user_id = ?').run(JSON.stringify(settings), ibId);
}
