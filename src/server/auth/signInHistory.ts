import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { describeUserAgent, type UserAgentView } from './describeUserAgent';

/** A sign-in as the security centre shows it: the raw user agent kept beside what a person recognises of it. */
export interface SignInEntry extends UserAgentView {
  at: string;
  ip: string | null;
  userAgent: string | null;
}

export interface ActiveDevice extends SignInEntry {
  id: number;
  kind: string;
  lastSeenAt: string;
  current: boolean;
}

/** Remembers where a session started (network address, browser), for the login history and the devices list. */
export function recordSignIn(ctx: Pick<ServerContext, 'db' | 'clock'>, request: FastifyRequest, userId: number, sessionId: number): void {
  const agent = request.headers['user-agent'];
  ctx.db
    .prepare('INSERT INTO sign_in_history (user_id, session_id, at, ip, user_agent) VALUES (?, ?, ?, ?, ?)')
    .run(userId, sessionId, ctx.clock.now(), request.ip ?? null, typeof agent === 'string' ? agent.slice(0, 300) : null);
}

/** The user's latest sign-ins, newest first. */
export function signInHistory(ctx: Pick<ServerContext, 'db'>, userId: number, limit: number): SignInEntry[] {
  const rows = ctx.db.prepare('SELECT at, ip, user_agent FROM sign_in_history WHERE user_id = ? ORDER BY at DESC, id DESC LIMIT ?').all(userId, limit) as {
    at: number;
    ip: string | null;
    user_agent: string | null;
  }[];
  return rows.map((r) => ({ at: new Date(r.at).toISOString(), ip: r.ip, userAgent: r.user_agent, ...describeUserAgent(r.user_agent) }));
}

/** Sessions still signed in (not revoked, within the idle and absolute time-outs), the current one marked. */
export function activeDevices(ctx: Pick<ServerContext, 'db' | 'clock' | 'config'>, userId: number, currentSessionId: number): ActiveDevice[] {
  const { idleMinutes, absoluteHours } = ctx.config().security.session;
  const now = ctx.clock.now();
  const rows = ctx.db
    .prepare(
      `SELECT s.id, s.kind, s.created_at, s.last_seen_at, h.ip, h.user_agent FROM sessions s LEFT JOIN sign_in_history h ON h.session_id = s.id
       WHERE s.user_id = ? AND s.revoked_at IS NULL AND s.last_seen_at > ? AND s.created_at > ? ORDER BY s.last_seen_at DESC`,
    )
    .all(userId, now - idleMinutes * 60_000, now - absoluteHours * 3_600_000) as {
    id: number;
    kind: string;
    created_at: number;
    last_seen_at: number;
    ip: string | null;
    user_agent: string | null;
  }[];
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    at: new Date(r.created_at).toISOString(),
    lastSeenAt: new Date(r.last_seen_at).toISOString(),
    ip: r.ip,
    userAgent: r.user_agent,
    ...describeUserAgent(r.user_agent),
    current: r.id === currentSessionId,
  }));
}
