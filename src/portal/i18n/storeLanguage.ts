import type { LanguagesFile } from '../../../engine/config';
import type { ApiCall } from '../../../engine/http';
import { interfaceCodeOf } from '../../../engine/i18n';

/** Stores the user's language at the server by its interface code (spec 7: userProfile/setlanguage); failures ignored. */
export async function storeLanguage(api: <T>(call: ApiCall) => Promise<T>, languages: LanguagesFile, code: string): Promise<void> {
  await api({ method: 'POST', base: 'web', path: 'userProfile/setlanguage', body: { language: interfaceCodeOf(languages, code) }, quiet: true }).catch(
    () => undefined,
  );
}
