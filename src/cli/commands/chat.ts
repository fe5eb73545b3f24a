import { systemClock } from '../../server/clock';
import { conversations, staffReply } from '../../server/chat/chatService';
import { openDatabase } from '../../server/db/openDatabase';
import { ApiError } from '../../server/http/apiError';
import { parseOptions, UsageError } from '../args';
import { defaultDbFile } from '../paths';
import { answer, type CommandResult } from '../result';

/** portal chat reply --email E --text T [--staff NAME] [--db FILE] [--json]: a staff answer that appears in the user's chat widget. */
export function chatReply(args: string[]): CommandResult {
  const opts = parseOptions(
    args,
    { email: { type: 'string' }, text: { type: 'string' }, staff: { type: 'string' }, db: { type: 'string' }, json: { type: 'boolean' } },
    'chat reply',
  );
  if (!opts.email) throw new UsageError('portal chat reply: --email is required (whose conversation to answer)');
  if (!opts.text?.trim()) throw new UsageError('portal chat reply: --text is required (the answer)');
  const db = openDatabase(opts.db ?? defaultDbFile());
  try {
    const reply = staffReply({ db, clock: systemClock }, { email: opts.email, text: opts.text, staff: opts.staff ?? process.env.USER ?? 'support' });
    return answer(opts.json, reply, `replied to ${opts.email} in conversation ${reply.conversationId}`);
  } catch (error) {
    if (error instanceof ApiError) return { exitCode: 1, stderr: `portal chat reply: ${error.message}\n` };
    throw error;
  } finally {
    db.close();
  }
}

/** portal chat list [--db FILE] [--json]: support conversations, most recently active first. */
export function chatList(args: string[]): CommandResult {
  const opts = parseOptions(args, { db: { type: 'string' }, json: { type: 'boolean' } }, 'chat list');
  const db = openDatabase(opts.db ?? defaultDbFile());
  try {
    const list = conversations({ db, clock: systemClock });
    const text = list.length
      ? list
          .map(
            (c) =>
              `#${c.id} ${c.email ?? `guest ${c.visitorId}`} [${c.tags.join(', ')}] ${c.channelKey}\n${c.messages.map((m) => `  ${m.at} ${m.author === 'staff' ? (m.staffName ?? 'staff') : 'visitor'}: ${m.text}`).join('\n')}`,
          )
          .join('\n')
      : 'no conversations';
    return answer(opts.json, list, text);
  } finally {
    db.close();
  }
}
