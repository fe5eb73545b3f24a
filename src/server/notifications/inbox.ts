import type { ServerContext } from '../context';
import { renderNotification } from './notify';

type InboxDeps = Pick<ServerContext, 'db' | 'clock' | 'load'>;

export function unreadCount(deps: Pick<ServerContext, 'db'>, userId: number): number {
  return deps.db.prepare('SELECT COUNT(*) FROM notifications WHERE user_id = ? AND read_at IS NULL').pluck().get(userId) as number;
}

/** A user's notices, newest first, written in the reader's language. */
export function inbox(deps: InboxDeps, userId: number, language: string, limit: number) {
  const rows = deps.db
    .prepare('SELECT id, event, text_values, created_at, read_at FROM notifications WHERE user_id = ? ORDER BY id DESC LIMIT ?')
    .all(userId, limit) as {
    id: number;
    event: string;
    text_values: string;
    created_at: number;
    read_at: number | null;
  }[];
  const items = rows.map((r) => ({
    id: r.id,
    event: r.event,
    ...renderNotification(deps.load, r.event, JSON.parse(r.text_values), language),
    at: new Date(r.created_at).toISOString(),
    read: r.read_at !== null,
  }));
  return { unread: unreadCount(deps, userId), items };
}

/** Marks the given notices (or all) read; answers the unread count left. */
export function markRead(deps: InboxDeps, userId: number, ids?: number[]): number {
  const now = deps.clock.now();
  if (ids?.length) {
    const mark = deps.db.prepare('UPDATE notifications SET read_at = ? WHERE user_id = ? AND id = ? AND read_at IS NULL');
    deps.db.transaction(() => ids.forEach((id) => mark.run(now, userId, id)))();
  } else {
    deps.db.prepare('UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL').run(now, userId);
  }
  return unreadCount(deps, userId);
}
