import type { Db } from '../db/openDatabase';
import type { SubUserView, SubUsersView } from '../../../engine/api';
import { hashPassword } from '../auth/passwords';
import { newToken } from '../auth/tokens';
import type { ServerContext } from '../context';
import { ApiError } from '../http/apiError';
import { portalLink } from '../http/portalLink';
import { serverText } from '../i18n/serverText';
import { createEmailLinks } from '../signUp/emailLinks';
import { permissionIdsOf, type UserRecord } from '../users/userRecord';
import { userByEmail } from '../users/userRows';
import type { IbScope } from './ibScope';

/* An IB's sub-users (issue 17, item 5): listed, invited, given permission ids, disabled and enabled by the IB itself. */

type SubUserRecord = UserRecord & { disabled_at: number | null; invited_at: number | null; last_sign_in_at: number | null };

export interface NewSubUser {
  name: string;
  email: string;
  permissionIds: number[];
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The permissions an IB may give (the subUserPermission enumeration), by id. */
function choosable(scope: IbScope): SubUsersView['permissions'] {
  return (scope.config.enumerations.subUserPermission?.values ?? []).map((v) => ({
    id: Number(v.code),
    name: v.name,
    labelKey: v.labelKey ?? `ib.subUsers.permission.${v.name}`,
  }));
}

/** Refuses ids the enumeration does not hold (VALIDATION_FAILED names them). */
function checkPermissionIds(scope: IbScope, ids: readonly number[]): number[] {
  const known = new Set(choosable(scope).map((p) => p.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw new ApiError('VALIDATION_FAILED', 400, `invalid request: permissionIds holds ids that are not sub-user permissions (${unknown.join(', ')})`, {
      field: 'permissionIds',
    });
  return [...new Set(ids)].sort((a, b) => a - b);
}

export function createSubUserService(ctx: ServerContext) {
  const links = createEmailLinks(ctx.db, ctx.clock);
  const select = `SELECT u.*, (SELECT MAX(h.at) FROM sign_in_history h WHERE h.user_id = u.id) AS last_sign_in_at FROM users u`;

  const view = (scope: IbScope, record: SubRecordLike): SubUserView => {
    const names = new Map(choosable(scope).map((p) => [p.id, p.name]));
    const ids = permissionIdsOf(record);
    return {
      id: record.id,
      name: record.name,
      email: record.email,
      permissionIds: ids,
      permissions: ids.flatMap((id) => (names.has(id) ? [names.get(id)!] : [])),
      status: record.disabled_at !== null ? 'disabled' : record.last_sign_in_at === null && record.invited_at !== null ? 'invited' : 'active',
      createdAt: iso(record.created_at)!,
      lastSignInAt: iso(record.last_sign_in_at),
    };
  };

  /** One of the scope's own sub-users; anyone else's (or no one) is SUB_USER_NOT_FOUND. */
  const ownSubUser = (scope: IbScope, id: number): SubUserRecord => {
    const record = ctx.db.prepare(`${select} WHERE u.id = ? AND u.is_sub_user = 1 AND u.parent_user_id = ?`).get(id, scope.owner.id) as
      SubUserRecord | undefined;
    if (!record) throw new ApiError('SUB_USER_NOT_FOUND', 404, 'This sub-user was not found among yours.');
    return record;
  };

  /** Sends (again) the invitation: a single-use link to set its own password, to the outbox in the IB's language. */
  const invite = (scope: IbScope, subUser: Pick<UserRecord, 'id' | 'email' | 'name'>) => {
    const hours = scope.config.ibProgram.subUsers?.inviteLinkHours ?? 72;
    const token = links.issue(subUser.id, 'resetPassword', hours * 3_600_000);
    const link = portalLink(ctx, scope.config, `reset-password?token=${token}`);
    const language = scope.owner.language;
    const now = ctx.clock.now();
    ctx.db
      .prepare("INSERT INTO outbox (user_id, channel, address, subject, body, created_at) VALUES (?, 'email', ?, ?, ?, ?)")
      .run(
        subUser.id,
        subUser.email,
        serverText(ctx.load, 'ib.subUsers.mail.subject', { brand: scope.config.brand.name, ib: scope.owner.name }, language),
        serverText(ctx.load, 'ib.subUsers.mail.body', { name: subUser.name, ib: scope.owner.name, link, hours }, language),
        now,
      );
    ctx.db.prepare('UPDATE users SET invited_at = ? WHERE id = ?').run(now, subUser.id);
  };

  return {
    list(scope: IbScope): SubUsersView {
      const rows = ctx.db
        .prepare(`${select} WHERE u.is_sub_user = 1 AND u.parent_user_id = ? ORDER BY u.name COLLATE NOCASE, u.id`)
        .all(scope.owner.id) as SubUserRecord[];
      return { subUsers: rows.map((r) => view(scope, r)), permissions: choosable(scope), max: scope.config.ibProgram.subUsers?.maxPerIb ?? 50 };
    },

    /** Checks that need no step-up code: the address is free, the ids are permissions, the IB has room. */
    checkNew(scope: IbScope, input: NewSubUser): void {
      checkPermissionIds(scope, input.permissionIds);
      if (userByEmail(ctx.db, input.email.trim()))
        throw new ApiError('ALREADY_IN_USE', 409, 'This e-mail address already has a profile. Use another address.', { field: 'email' });
      const max = scope.config.ibProgram.subUsers?.maxPerIb ?? 50;
      const count = ctx.db.prepare('SELECT COUNT(*) FROM users WHERE is_sub_user = 1 AND parent_user_id = ?').pluck().get(scope.owner.id) as number;
      if (count >= max) throw new ApiError('SUB_USER_LIMIT', 400, `You already have the most sub-users allowed (${max}).`, { max });
    },

    /**
     * Creates the sub-user under the IB (its brand, regulator, country and user type) with a password
     * nobody knows, and sends it the invitation: it sets its own password (the password rule applies there).
     */
    async create(scope: IbScope, input: NewSubUser): Promise<SubUserView> {
      this.checkNew(scope, input);
      const ids = checkPermissionIds(scope, input.permissionIds);
      const unusable = await hashPassword(newToken());
      const now = ctx.clock.now();
      const owner = scope.owner;
      const id = ctx.db.transaction(() => {
        const result = ctx.db
          .prepare(
            `INSERT INTO users (email, password_hash, name, user_type, brand, regulator, country_id, language, is_sub_user, parent_user_id, permission_ids, email_verified, event_email_id, event_mobile_id, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, 0, ?, ?, ?)`,
          )
          .run(
            input.email.trim().toLowerCase(),
            unusable,
            input.name.trim(),
            owner.user_type,
            owner.brand,
            owner.regulator,
            owner.country_id,
            owner.language,
            owner.id,
            JSON.stringify(ids),
            newToken().slice(0, 24),
            newToken().slice(0, 24),
            now,
          );
        const subUserId = Number(result.lastInsertRowid);
        invite(scope, { id: subUserId, email: input.email.trim().toLowerCase(), name: input.name.trim() });
        return subUserId;
      })();
      return view(scope, ownSubUser(scope, id));
    },

    /** Replaces the permissions the enumeration knows; ids it does not know (granted elsewhere) stay as they are. */
    setPermissions(scope: IbScope, id: number, permissionIds: number[]): SubUserView {
      const record = ownSubUser(scope, id);
      const chosen = checkPermissionIds(scope, permissionIds);
      const known = new Set(choosable(scope).map((p) => p.id));
      const kept = permissionIdsOf(record).filter((p) => !known.has(p));
      const next = [...new Set([...kept, ...chosen])].sort((a, b) => a - b);
      ctx.db.prepare('UPDATE users SET permission_ids = ? WHERE id = ?').run(JSON.stringify(next), id);
      return view(scope, ownSubUser(scope, id));
    },

    /** Disables (every session and hand-off token ends at once) or enables a sub-user. */
    setEnabled(scope: IbScope, id: number, enabled: boolean): SubUserView {
      ownSubUser(scope, id);
      const now = ctx.clock.now();
      ctx.db.transaction(() => {
        if (enabled) {
          ctx.db.prepare('UPDATE users SET disabled_at = NULL WHERE id = ?').run(id);
          return;
        }
        ctx.db.prepare('UPDATE users SET disabled_at = COALESCE(disabled_at, ?) WHERE id = ?').run(now, id);
        ctx.db.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(now, id);
        ctx.db.prepare('UPDATE access_tokens SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(now, id);
      })();
      return view(scope, ownSubUser(scope, id));
    },

    /** Sends the invitation again (a new link; the earlier one stops working). */
    reinvite(scope: IbScope, id: number): SubUserView {
      const record = ownSubUser(scope, id);
      if (record.disabled_at !== null) throw new ApiError('SUB_USER_DISABLED', 403, 'This sub-user is disabled. Enable it first.');
      invite(scope, record);
      return view(scope, ownSubUser(scope, id));
    },
  };
}

type SubRecordLike = Pick<SubUserRecord, 'id' | 'name' | 'email' | 'permission_ids' | 'disabled_at' | 'invited_at' | 'last_sign_in_at' | 'created_at'>;

export type SubUserService = ReturnType<typeof createSubUserService>;

/** The name of one of the IB's sub-users; null for anyone else, so no other user's name is shown. */
export function subUserName(db: Db, userId: number, ibId: number): string | null {
  return (db.prepare('SELECT name FROM users WHERE id = ? AND parent_user_id = ?').pluck().get(userId, ibId) as string | undefined) ?? null;
}
