import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';

/**
 * Answers the server words in the request's language (the dashboard's activity ticker, refusals, statuses) are read
 * again when the user switches language: every request says its language (X-Lang), but a cached answer keeps the words
 * of the language it was asked in until something refetches it. i18next says languageChanged for every changeLanguage,
 * the same language too (a sign-in in the language already shown): that refetches nothing. Returns the unsubscribe.
 */
export function refetchOnLanguageChange(i18n: Pick<I18n, 'on' | 'off' | 'language'>, client: QueryClient): () => void {
  let shown = i18n.language;
  const refetch = (language: string) => {
    if (language === shown) return;
    shown = language;
    void client.invalidateQueries();
  };
  i18n.on('languageChanged', refetch);
  return () => i18n.off('languageChanged', refetch);
}
