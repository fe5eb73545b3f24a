/**
 * A link the browser opens by itself (the statement PDF, the payment provider's page) sends no X-Lang header: it
 * names the page's language in `lang`, which the server reads next (requestLanguage), so what it opens speaks it too.
 */
export function linkInLanguage(href: string, language: string): string {
  return `${href}${href.includes('?') ? '&' : '?'}lang=${encodeURIComponent(language)}`;
}
