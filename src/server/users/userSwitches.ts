import type { Db } from '../db/openDatabase';
import type { UserRecord } from './userRecord';

/**
 * The user's own switches as predicate facts (`{ switch: name }` in config): settings of the IB (for a
 * sub-user, its IB's) that switch an area off, so menus hide entries whose page would only bounce back.
 */
export function userSwitches(db: Db, user: Pick<UserRecord, 'id' | 'is_sub_user' | 'parent_user_id'>): Record<string, boolean> {
  const ownerId = user.is_sub_user === 1 && user.parent_user_id !== null ? user.parent_user_id : user.id;
  const row = db.prepare('SELECT withdrawal_channel_enabled, open_settings_enabled FROM user_settings WHERE user_id = ?').get(ownerId) as
    { withdrawal_channel_enabled: number; open_settings_enabled: number } | undefined;
  if (!row) return {};
  return { withdrawalChannelOff: row.withdrawal_channel_enabled === 0, openSettingsOff: row.open_settings_enabled === 0 };
}
