import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { requestLanguage } from './requestLanguage';
import { hasServerText, serverText } from './serverText';

/**
 * The msg of a refusal in the language of the request (X-Lang, else the user's): the catalogue text of
 * its code (errorCode.<code>) with the values of its data. English requests keep the server's own,
 * more specific sentence; a language without that text keeps it too. `detailKey` in the data: the key of the
 * {{detail}}'s own text.
 */
export function localisedMessage(ctx: ServerContext) {
  return (request: FastifyRequest, code: number, message: string, data: Record<string, unknown> | null): string => {
    const user = request.auth?.user;
    const language = requestLanguage(ctx, request, user?.language);
    const config = ctx.config(user?.regulator);
    const key = `${config.errorCodes.messageKeyPrefix}.${code}`;
    if (language === config.languages.fallback || !hasServerText(ctx.load, key, language)) return message;
    const values: Record<string, string | number> = { contactEmail: config.regulator.contact.email, detail: message.split(': ').slice(1).join(': ') };
    for (const [name, value] of Object.entries(data ?? {})) if (typeof value === 'string' || typeof value === 'number') values[name] = value;
    // A reason with its own text (data.detailKey) reads in the language too, not as the server's English detail.
    if (typeof data?.detailKey === 'string' && hasServerText(ctx.load, data.detailKey, language))
      values.detail = serverText(ctx.load, data.detailKey, values, language);
    return serverText(ctx.load, key, values, language);
  };
}
