import { directionOf, htmlLang } from '../../../engine/i18n';
import type { PortalConfig } from '../../../engine/config';
import { htmlAttribute } from './htmlAttribute';

/**
 * The page in the language it will most likely start in (startupPage): its lang and direction, and its loader's
 * name, before any script runs; a screen reader no longer announces "Loading" in English on an Arabic page.
 */
export function withPageLanguage(html: string, config: PortalConfig, language: string, loadingLabel: string): string {
  return html
    .replace(/<html(?: lang="[^"]*")?>/, `<html lang="${htmlLang(language)}" dir="${directionOf(config.languages, language)}">`)
    .replace(/(<div id="page-loader"[^>]*? aria-label=")[^"]*(")/, (_all, before: string, after: string) => before + htmlAttribute(loadingLabel) + after);
}
