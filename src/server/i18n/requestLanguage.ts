import type { FastifyRequest } from 'fastify';
import { languageOfInterfaceCode } from '../../../engine/i18n';
import type { ServerContext } from '../context';

/** The language to answer a request in: its X-Lang header (an interface code), else the user's stored language, else the fallback. */
export function requestLanguage(ctx: ServerContext, request: FastifyRequest, userLanguage?: string): string {
  const config = ctx.config();
  const header = request.headers[config.http.headers.language.toLowerCase()];
  const fromHeader = typeof header === 'string' ? languageOfInterfaceCode(config.languages, header) : undefined;
  return fromHeader ?? userLanguage ?? config.languages.fallback;
}
