import type { ServerContext } from '../context';
import { ApiError } from '../http/apiError';

/* The reference server's local support-chat provider: conversations and messages in SQLite, answered by staff. */

export type ChatDeps = Pick<ServerContext, 'db' | 'clock'>;

/** Who is chatting: a signed-in user, or a guest browser's visitor id. */
export type ChatParty = { userId: number } | { visitorId: string };

export interface ChatMessage {
  id: number;
  author: 'visitor' | 'staff';
  staffName: string | null;
  text: string;
  at: string;
}

interface ConversationRow {
  id: number;
  user_id: number | null;
  visitor_id: string | null;
  channel_key: string;
  tags: string;
  created_at: number;
  updated_at: number;
}

const partyWhere = (party: ChatParty) => ('userId' in party ? { sql: 'user_id = ?', value: party.userId } : { sql: 'visitor_id = ?', value: party.visitorId });

function conversationOf(deps: ChatDeps, party: ChatParty): ConversationRow | undefined {
  const where = partyWhere(party);
  return deps.db.prepare(`SELECT * FROM chat_conversations WHERE ${where.sql}`).get(where.value) as ConversationRow | undefined;
}

function openConversation(deps: ChatDeps, party: ChatParty, channelKey: string): ConversationRow {
  const found = conversationOf(deps, party);
  if (found) return found;
  const now = deps.clock.now();
  deps.db
    .prepare('INSERT INTO chat_conversations (user_id, visitor_id, channel_key, created_at, updated_at) VALUES (?, ?, ?, ?, ?)')
    .run('userId' in party ? party.userId : null, 'visitorId' in party ? party.visitorId : null, channelKey, now, now);
  return conversationOf(deps, party)!;
}

/** Sets the conversation tags (language, plus country when signed in), as the widget does on open. */
export function tagConversation(deps: ChatDeps, party: ChatParty, channelKey: string, tags: string[]): { tags: string[] } {
  const conversation = openConversation(deps, party, channelKey);
  deps.db
    .prepare('UPDATE chat_conversations SET tags = ?, channel_key = ?, updated_at = ? WHERE id = ?')
    .run(JSON.stringify(tags), channelKey, deps.clock.now(), conversation.id);
  return { tags };
}

export function sendVisitorMessage(deps: ChatDeps, party: ChatParty, channelKey: string, text: string): ChatMessage {
  return deps.db.transaction(() => {
    const conversation = openConversation(deps, party, channelKey);
    return addMessage(deps, conversation.id, 'visitor', null, text);
  })();
}

function addMessage(deps: ChatDeps, conversationId: number, author: 'visitor' | 'staff', staffName: string | null, text: string): ChatMessage {
  const now = deps.clock.now();
  const { lastInsertRowid } = deps.db
    .prepare('INSERT INTO chat_messages (conversation_id, author, staff_name, text, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(conversationId, author, staffName, text, now);
  deps.db.prepare('UPDATE chat_conversations SET updated_at = ? WHERE id = ?').run(now, conversationId);
  return { id: Number(lastInsertRowid), author, staffName, text, at: new Date(now).toISOString() };
}

/** The messages of a party's conversation after a message id (0: all), oldest first. */
export function messagesOf(deps: ChatDeps, party: ChatParty, after = 0): { tags: string[]; messages: ChatMessage[] } {
  const conversation = conversationOf(deps, party);
  if (!conversation) return { tags: [], messages: [] };
  return { tags: JSON.parse(conversation.tags) as string[], messages: messageRows(deps, conversation.id, after) };
}

function messageRows(deps: ChatDeps, conversationId: number, after: number): ChatMessage[] {
  const rows = deps.db
    .prepare('SELECT id, author, staff_name, text, created_at FROM chat_messages WHERE conversation_id = ? AND id > ? ORDER BY id LIMIT 200')
    .all(conversationId, after) as { id: number; author: 'visitor' | 'staff'; staff_name: string | null; text: string; created_at: number }[];
  return rows.map((r) => ({ id: r.id, author: r.author, staffName: r.staff_name, text: r.text, at: new Date(r.created_at).toISOString() }));
}

export interface ConversationView {
  id: number;
  email: string | null;
  visitorId: string | null;
  channelKey: string;
  tags: string[];
  updatedAt: string;
  messages: ChatMessage[];
}

/** The back office's view: conversations, most recently active first, with their messages. */
export function conversations(deps: ChatDeps, limit = 50): ConversationView[] {
  const rows = deps.db
    .prepare('SELECT c.*, u.email FROM chat_conversations c LEFT JOIN users u ON u.id = c.user_id ORDER BY c.updated_at DESC, c.id DESC LIMIT ?')
    .all(limit) as (ConversationRow & { email: string | null })[];
  return rows.map((c) => ({
    id: c.id,
    email: c.email,
    visitorId: c.visitor_id,
    channelKey: c.channel_key,
    tags: JSON.parse(c.tags) as string[],
    updatedAt: new Date(c.updated_at).toISOString(),
    messages: messageRows(deps, c.id, 0),
  }));
}

/** A staff answer in the conversation of a user (by e-mail) or a conversation id; it appears in the user's widget. */
export function staffReply(
  deps: ChatDeps,
  input: { email?: string; conversationId?: number; text: string; staff: string },
): ChatMessage & { conversationId: number } {
  const text = input.text.trim();
  if (!text) throw new ApiError('BAD_REQUEST', 400, 'The reply is empty.');
  const conversation = input.conversationId
    ? (deps.db.prepare('SELECT * FROM chat_conversations WHERE id = ?').get(input.conversationId) as ConversationRow | undefined)
    : (deps.db.prepare('SELECT c.* FROM chat_conversations c JOIN users u ON u.id = c.user_id WHERE u.email = ? COLLATE NOCASE').get(input.email ?? '') as
        ConversationRow | undefined);
  if (!conversation)
    throw new ApiError(
      'NOT_FOUND',
      404,
      input.conversationId ? `There is no conversation ${input.conversationId}.` : `${input.email ?? '(no e-mail)'} has not started a chat.`,
    );
  return { ...addMessage(deps, conversation.id, 'staff', input.staff, text), conversationId: conversation.id };
}
