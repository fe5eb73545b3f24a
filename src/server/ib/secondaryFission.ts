import type { RequestAuth } from '../auth/authPlugin';
import type { ServerContext } from '../context';
import { ApiError, forbidden } from '../http/apiError';
import { isIb } from '../users/profile';
import type { UserRecord } from '../users/userRecord';
import { ibLevel } from './dashboard';
import { ibScope } from './ibScope';

/* IB secondary fission (spec section 3 "IB secondary-fission info"): what an IB must handle in its network, its sub-accounts and level, and the upgrade-to-IB offer to clients. */

type FissionDeps = Pick<ServerContext, 'db' | 'clock' | 'config' | 'ledger'>;

interface DocumentRow {
  id: number;
  ib_id: number;
  sub_user_id: number | null;
  title: string;
  kind: string;
  status: string;
  created_at: number;
}

/** The IB an agentAccount (an IB code) names, which must be the caller's own book or an IB below it. */
function agentOf(ctx: ServerContext, auth: RequestAuth, agentAccount: string | undefined): UserRecord {
  const { owner } = ibScope(ctx, auth);
  if (!agentAccount) return owner;
  const agent = ctx.db.prepare('SELECT u.* FROM ib_profiles p JOIN users u ON u.id = p.user_id WHERE p.ib_code = ?').get(agentAccount) as
    UserRecord | undefined;
  if (!agent) throw new ApiError('NOT_FOUND', 404, `There is no IB account ${agentAccount}.`);
  const below = ctx.db
    .prepare(
      'WITH RECURSIVE tree(id) AS (SELECT ? UNION SELECT p.user_id FROM ib_profiles p JOIN tree t ON p.parent_ib_id = t.id) SELECT 1 FROM tree WHERE id = ?',
    )
    .get(owner.id, agent.id);
  if (!below) throw forbidden(`IB account ${agentAccount} is not in your network.`);
  return agent;
}

/** The info flags and the documents to handle: IBs see their documents and level; clients (not IBs) get the upgrade offer. */
export function handleDocumentInfo(ctx: ServerContext, auth: RequestAuth, agentAccount?: string) {
  const config = ctx.config(auth.user.regulator);
  if (!isIb(config, auth.user)) {
    const requested = Boolean(ctx.db.prepare('SELECT 1 FROM ib_upgrade_requests WHERE user_id = ?').get(auth.user.id));
    return { showHandleDocumentFlag: false, showLevelFlag: false, showLevel: null, showUpgradeIbFlag: !requested, upgradeRequested: requested, documents: [] };
  }
  const agent = agentOf(ctx, auth, agentAccount);
  const documents = (
    ctx.db.prepare("SELECT * FROM ib_fission_documents WHERE ib_id = ? AND status = 'pending' ORDER BY created_at, id").all(agent.id) as DocumentRow[]
  ).map((d) => ({
    id: d.id,
    title: d.title,
    kind: d.kind,
    status: d.status,
    createdAt: new Date(d.created_at).toISOString(),
  }));
  const scope = { ...ibScope(ctx, auth), owner: agent };
  const level = ibLevel(ctx as FissionDeps, scope);
  // Sub-users handle nothing and see no level: those are the IB's own (spec: permission-gated IB areas).
  const own = auth.user.is_sub_user !== 1;
  return {
    showHandleDocumentFlag: own && documents.length > 0,
    showLevelFlag: own,
    showLevel: own ? level.level : null,
    showUpgradeIbFlag: false,
    upgradeRequested: false,
    documents: own ? documents : [],
  };
}

/** The IBs directly below an agent account (its sub-accounts), with their client counts. */
export function subAccounts(ctx: ServerContext, auth: RequestAuth, agentAccount?: string) {
  const agent = agentOf(ctx, auth, agentAccount);
  const rows = ctx.db
    .prepare(
      `SELECT u.id, u.name, u.email, p.ib_code, (SELECT COUNT(*) FROM ib_clients c WHERE c.ib_id = u.id) AS clients
       FROM ib_profiles p JOIN users u ON u.id = p.user_id WHERE p.parent_ib_id = ? ORDER BY u.name, u.id`,
    )
    .all(agent.id) as { id: number; name: string; email: string; ib_code: string; clients: number }[];
  return rows.map((r) => ({ userId: r.id, name: r.name, agentAccount: r.ib_code, clients: r.clients }));
}

export const fissionActions = ['acceptDocument', 'declineDocument', 'upgradeIb'] as const;
export type FissionAction = (typeof fissionActions)[number];

/** An action of secondary fission: handle a document (accept/decline) or, for a client, ask to become an IB. */
export function fissionAction(ctx: ServerContext, auth: RequestAuth, action: FissionAction, input: { documentId?: number }) {
  if (action === 'upgradeIb') {
    if (isIb(ctx.config(auth.user.regulator), auth.user)) throw new ApiError('BAD_REQUEST', 400, 'You already are an introducing broker.');
    ctx.db.prepare('INSERT OR IGNORE INTO ib_upgrade_requests (user_id, requested_at) VALUES (?, ?)').run(auth.user.id, ctx.clock.now());
    return { action, done: true };
  }
  if (auth.user.is_sub_user === 1) throw forbidden('Sub-users cannot handle documents.');
  const { owner } = ibScope(ctx, auth);
  if (!input.documentId) throw new ApiError('BAD_REQUEST', 400, 'documentId is required.');
  const result = ctx.db
    .prepare("UPDATE ib_fission_documents SET status = ?, handled_at = ? WHERE id = ? AND ib_id = ? AND status = 'pending'")
    .run(action === 'acceptDocument' ? 'accepted' : 'declined', ctx.clock.now(), input.documentId, owner.id);
  if (result.changes === 0) throw new ApiError('NOT_FOUND', 404, `There is no pending document ${input.documentId} of yours.`);
  return { action, done: true };
}
