/** The Russian chat locale the forcing hostnames get (config/catalog/languages id). */
const russian = 'ru';

/**
 * The language the support chat runs in: the hostnames of constants.supportChat.russianLocaleHostnames
 * (spec section 9: two hostnames force the Russian chat locale) get Russian, every other host the
 * portal's language.
 */
export function chatLanguage(hostname: string, portalLanguage: string, russianLocaleHostnames: readonly string[]): string {
  return russianLocaleHostnames.includes(hostname.toLowerCase()) ? russian : portalLanguage;
}
