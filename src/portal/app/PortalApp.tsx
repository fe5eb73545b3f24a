import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, useEffect, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { directionOf } from '../../../engine/i18n';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { Toasts } from '../components/Toasts';
import { Prompts } from '../mfa/Prompts';
import { createPortalQueryClient, refetchOnLanguageChange } from '../data';
import { brandTheme } from '../theme/brandTheme';
import { styleCacheFor } from '../theme/styleCache';
import { PortalRouter } from './PortalRouter';
import { RuntimeContext, type PortalRuntime } from './runtime';
import { useStore } from './store';
import { studioPreviewToken } from './studioPreview';
import { AfterScreen } from './AfterScreen';

// A floating button over the page, loaded once the screen shows: its form fields stay out of the first load.
const SupportChat = lazy(() => import('../chat/SupportChat').then((m) => ({ default: m.SupportChat })));

/** The providers every screen relies on: runtime (config, API, session), i18n, brand theme, router. */
export function PortalApp({ runtime }: { runtime: PortalRuntime }) {
  const config = useStore(runtime.configStore);
  const queryClient = useMemo(() => createPortalQueryClient(), []);
  // In the studio's preview the server answers from the draft too: a newer draft's config refreshes the data shown.
  useEffect(() => (studioPreviewToken ? runtime.configStore.subscribe(() => void queryClient.invalidateQueries()) : undefined), [runtime, queryClient]);
  useEffect(() => refetchOnLanguageChange(runtime.i18n.i18n, queryClient), [runtime, queryClient]);
  const { i18n } = useTranslation(undefined, { i18n: runtime.i18n.i18n }); // re-renders on a language change
  const direction = directionOf(config.languages, i18n.language);
  const theme = useMemo(() => brandTheme(config, direction), [config, direction]);
  const cache = styleCacheFor(direction);
  return (
    <RuntimeContext.Provider value={runtime}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={runtime.i18n.i18n}>
          <CacheProvider value={cache}>
            <ThemeProvider theme={theme}>
              <CssBaseline />
              <PortalRouter runtime={runtime} />
              <Toasts />
              <Prompts />
              <AfterScreen>
                <SupportChat />
              </AfterScreen>
              <LoadingOverlay />
            </ThemeProvider>
          </CacheProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </RuntimeContext.Provider>
  );
}
