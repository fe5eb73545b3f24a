import type { PortalConfig } from '../../../engine/config';
import type { RequestAuth } from '../auth/authPlugin';
import type { ServerContext } from '../context';
import { prepared } from '../db/prepared';
import { forbidden } from '../http/apiError';
import { storedSwitches } from '../users/privacySwitches';
import { isIb } from '../users/profile';
import type { UserRecord } from '../users/userRecord';

/** Whose IB book a request reads: the IB itself, or for a sub-user the IB above it. */
export interface IbScope {
  /** The signed-in user (an IB or a sub-user). */
  user: UserRecord;
  /** The IB whose clients, rebates and links these are. */
  owner: UserRecord;
  config: PortalConfig;
  /** The owner's privacy switches (a sub-user sees what its IB lets it see). */
  switches: Record<string, boolean>;
  /** The language the request is answered in (RequestAuth.language): texts such as rebate details are written in it. */
  language: string;
}

/** The IB scope of a signed-in request; users who are not IBs or sub-users are refused. */
export function ibScope(ctx: Pick<ServerContext, 'db' | 'config'>, auth: RequestAuth): IbScope {
  const config = ctx.config(auth.user.regulator);
  if (!isIb(config, auth.user)) throw forbidden('This is for introducing brokers only.');
  const owner =
    auth.user.is_sub_user === 1 && auth.user.parent_user_id !== null
      ? (prepared(ctx.db, 'SELECT * FROM users WHERE id = ?').get(auth.user.parent_user_id) as UserRecord | undefined)
      : auth.user;
  if (!owner) throw forbidden('This sub-user has no IB.');
  return { user: auth.user, owner, config, switches: storedSwitches(ctx.db, owner.id), language: auth.language };
}

export interface IbProfileRow {
  user_id: number;
  ib_code: string;
  parent_ib_id: number | null;
  agreement_version: string | null;
  agreement_signed_at: number | null;
  open_settings: string;
}

export function ibProfileOf(ctx: ServerContext, userId: number): IbProfileRow | undefined {
  return prepared(ctx.db, 'SELECT * FROM ib_profiles WHERE user_id = ?').get(userId) as IbProfileRow | undefined;
}

export interface SubIb {
  id: number;
  name: string;
  ibCode: string;
  parentId: number;
  depth: number;
}

/** The IBs below an IB in the sub-IB tree (every depth), nearest first. */
export function subIbsOf(ctx: Pick<ServerContext, 'db'>, ibId: number): SubIb[] {
  return ctx.db
    .prepare(
      `WITH RECURSIVE tree(id, parent_id, depth) AS (
         SELECT user_id, parent_ib_id, 1 FROM ib_profiles WHERE parent_ib_id = ?
         UNION ALL
         SELECT p.user_id, p.parent_ib_id, tree.depth + 1 FROM ib_profiles p JOIN tree ON p.parent_ib_id = tree.id WHERE tree.depth < 10
       )
       SELECT tree.id, u.name, p.ib_code AS ibCode, tree.parent_id AS parentId, tree.depth
       FROM tree JOIN users u ON u.id = tree.id JOIN ib_profiles p ON p.user_id = tree.id
       ORDER BY tree.depth, u.name`,
    )
    .all(ibId) as SubIb[];
}
