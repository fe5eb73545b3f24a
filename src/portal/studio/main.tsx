import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { PortalConfig } from '../../../engine/config';
import { interfaceCodeOf } from '../../../engine/i18n';
import { alertMessageWraps } from '../theme/brandTheme';
import { StudioApp } from './StudioApp';

// The studio's own look: MUI's defaults, with alerts that wrap like the portal's, and a primary and warning dark enough
// for text on the page's grey and white on a warning chip (WCAG AA, 4.5:1; MUI's own are 4.2:1 and 3.1:1).
const studioTheme = createTheme({
  palette: { primary: { main: '#1565c0' }, warning: { main: '#b45309' } },
  components: { MuiAlert: { styleOverrides: { message: alertMessageWraps } } },
});

/** The studio speaks the portal's fallback language pack (its keys live under studio.* in config/locales/en_US.json). */
async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  // The served brand's translation project and the fallback language's interface code (en_US -> en).
  const config = ((await (await fetch('/web-api/api/portal/config', { credentials: 'same-origin' })).json()) as { data: PortalConfig }).data;
  const project = config.brand.translation?.project ?? config.brand.id;
  const pack = (await (await fetch(`/translations/${project}/${interfaceCodeOf(config.languages, config.languages.fallback)}.json`)).json()) as Record<
    string,
    unknown
  >;
  const i18n = i18next.createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en_US', fallbackLng: 'en_US', resources: { en_US: { translation: pack } }, interpolation: { escapeValue: false }, initAsync: false });
  document.title = i18n.t('studio.title');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider theme={studioTheme}>
            <CssBaseline />
            <StudioApp />
          </ThemeProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
