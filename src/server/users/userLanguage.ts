import { languageOfInterfaceCode } from '../../../engine/i18n';
import type { ServerContext } from '../context';
import { badRequest } from '../http/apiError';
import type { UserRecord } from './userRecord';

/**
 * Stores the user's language given by its interface code (en, zh-CN, vn, my, ja, ...): the server writes
 * the user's e-mails, SMS and messages in it. A code the portal does not offer is refused.
 */
export function setUserLanguage(deps: Pick<ServerContext, 'db' | 'config'>, user: UserRecord, interfaceCode: string): string {
  const language = languageOfInterfaceCode(deps.config().languages, interfaceCode);
  if (!language) throw badRequest(`"${interfaceCode}" is not an interface language`);
  deps.db.prepare('UPDATE users SET language = ? WHERE id = ?').run(language, user.id);
  return language;
}
