import type { ServerContext } from '../context';
import type { Db } from '../db/openDatabase';
import { prepared } from '../db/prepared';
import type { UserRecord } from './userRecord';

type PrivacyDeps = Pick<ServerContext, 'db' | 'config'>;

/** The switch names of config's privacySwitch enumeration (clientDetails, lots, name, email, pnl, margin). */
const switchNames = (deps: PrivacyDeps, user: UserRecord): string[] =>
  (deps.config(user.regulator).enumerations.privacySwitch?.values ?? []).map((v) => v.name);

/** The switches an IB has stored (those it turned on or off), read by every view of its clients. */
export function storedSwitches(db: Db, ibId: number): Record<string, boolean> {
  const stored = prepared(db, 'SELECT privacy_switches FROM user_settings WHERE user_id = ?').pluck().get(ibId) as string | undefined;
  return stored ? (JSON.parse(stored) as Record<string, boolean>) : {};
}

/**
 * The IB's privacy switches, every named switch true or false. A sub-user reads its IB's switches: the IB
 * decides what its sub-users see.
 */
export function clientSwitches(deps: PrivacyDeps, user: UserRecord): Record<string, boolean> {
  const ownerId = user.is_sub_user === 1 && user.parent_user_id ? user.parent_user_id : user.id;
  const values = storedSwitches(deps.db, ownerId);
  return Object.fromEntries(switchNames(deps, user).map((name) => [name, values[name] === true]));
}

/** Stores the IB's own switches: every named switch, off unless given as true (the caller refuses sub-users). */
export function setClientSwitches(deps: PrivacyDeps, user: UserRecord, given: Record<string, boolean>): Record<string, boolean> {
  const values = Object.fromEntries(switchNames(deps, user).map((name) => [name, given[name] === true]));
  deps.db.prepare('UPDATE user_settings SET privacy_switches = ? WHERE user_id = ?').run(JSON.stringify(values), user.id);
  return values;
}
