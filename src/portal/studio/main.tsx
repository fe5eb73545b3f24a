import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { PortalConfig } from '../../../engine/config';
import { directionOf, htmlLang, interfaceCodeOf } from '../../../engine/i18n';
import { alertMessageWraps } from '../theme/brandTheme';
import { loadStyleCache } from '../theme/styleCache';
import { StudioApp } from './StudioApp';
import { studioLanguage } from './shell/studioLanguage';

// The studio's own look: MUI's defaults, with alerts that wrap like the portal's, and a primary and warning dark enough
// for text on the page's grey and white on a warning chip (WCAG AA, 4.5:1; MUI's own are 4.2:1 and 3.1:1).
const studioTheme = (direction: 'ltr' | 'rtl') =>
  createTheme({
    direction,
    palette: { primary: { main: '#1565c0' }, warning: { main: '#b45309' } },
    components: {
      MuiAlert: { styleOverrides: { message: alertMessageWraps } },
      // A config value (an id, a URL, a phone number, a key) reads in its own direction, not the studio's: "+678 555 0100", not "0100 555 678+".
      MuiInputBase: { styleOverrides: { input: { unicodeBidi: 'plaintext' } } },
    },
  });

/**
 * The studio speaks the staff member's language (studioLanguage: the `lang` parameter, the one chosen here, the
 * browser's), any of the portal's, right to left where it is written so; the fallback pack fills what a pack lacks.
 */
async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  // The served brand's translation project and each language's interface code (en_US -> en).
  const config = ((await (await fetch('/web-api/api/portal/config', { credentials: 'same-origin' })).json()) as { data: PortalConfig }).data;
  const project = config.brand.translation?.project ?? config.brand.id;
  const { languages } = config;
  const language = studioLanguage(languages);
  const packOf = async (code: string) =>
    (await (await fetch(`/translations/${project}/${interfaceCodeOf(languages, code)}.json`)).json()) as Record<string, unknown>;
  const codes = [...new Set([language, languages.fallback])];
  const packs = await Promise.all(codes.map(packOf));
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: languages.fallback,
    resources: Object.fromEntries(codes.map((code, i) => [code, { translation: packs[i]! }])),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const direction = directionOf(languages, language);
  const styleCache = await loadStyleCache(direction);
  document.documentElement.lang = htmlLang(language);
  document.documentElement.dir = direction;
  document.title = i18n.t('studio.title');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <CacheProvider value={styleCache}>
            <ThemeProvider theme={studioTheme(direction)}>
              <CssBaseline />
              <StudioApp languages={languages} />
            </ThemeProvider>
          </CacheProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
