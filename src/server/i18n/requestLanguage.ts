import type { FastifyRequest } from 'fastify';
import { languageOfInterfaceCode } from '../../../engine/i18n';
import type { ServerContext } from '../context';

/**
 * The language to answer a request in: its X-Lang header (an interface code), else its `lang` query parameter,
 * else the user's stored language, else the fallback. The parameter serves what a page opens by a plain link
 * (the statement PDF), which can send no header: the link names the page's language instead.
 */
export function requestLanguage(ctx: ServerContext, request: FastifyRequest, userLanguage?: string): string {
  const config = ctx.config();
  const asked = (value: unknown) => (typeof value === 'string' ? languageOfInterfaceCode(config.languages, value) : undefined);
  const header = request.headers[config.http.headers.language.toLowerCase()];
  return asked(header) ?? asked((request.query as Record<string, unknown> | undefined)?.lang) ?? userLanguage ?? config.languages.fallback;
}

/** A language code as a request names it (lang: a query parameter, body field or path part), e.g. "ar" or "zh_CN". */
export const languageField = { type: 'string', pattern: '^[a-z]{2,3}(_[A-Z]{2})?$' } as const;
