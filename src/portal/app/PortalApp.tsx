import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { directionOf } from '../../../engine/i18n';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { Toasts } from '../components/Toasts';
import { Prompts } from '../mfa/Prompts';
import { brandTheme } from '../theme/brandTheme';
import { createPortalRouter } from './createPortalRouter';
import { RuntimeContext, type PortalRuntime } from './runtime';
import { useStore } from './store';

/** The providers every screen relies on: runtime (config, API, session), i18n, brand theme, router. */
export function PortalApp({ runtime }: { runtime: PortalRuntime }) {
  const config = useStore(runtime.configStore);
  const router = useMemo(() => createPortalRouter(runtime), [runtime]);
  const direction = directionOf(config.languages, runtime.i18n.i18n.language);
  const theme = useMemo(() => brandTheme(config, direction), [config, direction]);
  return (
    <RuntimeContext.Provider value={runtime}>
      <I18nextProvider i18n={runtime.i18n.i18n}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <RouterProvider router={router} />
          <Toasts />
          <Prompts />
          <LoadingOverlay />
        </ThemeProvider>
      </I18nextProvider>
    </RuntimeContext.Provider>
  );
}
