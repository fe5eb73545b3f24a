import type { ServerContext } from '../context';
import { userById } from '../users/userRows';
import type { UserRecord } from '../users/userRecord';
import { hmacHex, safeEqual, tokenHash } from './tokens';

/**
 * The user a mobile app signs in as: the device must be registered with that app user token, and the
 * signature must be the app secret's HMAC of both. Undefined on any mismatch, so the caller gives one
 * refusal whatever failed.
 */
export function appDeviceUser(deps: Pick<ServerContext, 'db' | 'appSecret'>, device: string, userToken: string, sign: string): UserRecord | undefined {
  const expected = hmacHex(deps.appSecret, `${device}:${userToken}`);
  const row = deps.db.prepare('SELECT user_id FROM app_devices WHERE device = ? AND user_token_hash = ?').get(device, tokenHash(userToken)) as
    { user_id: number } | undefined;
  return row && safeEqual(expected, sign) ? userById(deps.db, row.user_id) : undefined;
}
