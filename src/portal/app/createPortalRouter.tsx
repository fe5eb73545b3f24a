import { createBrowserRouter, data, redirect, type RouteObject } from 'react-router';
import type { RoutesFile } from '../../../engine/config';
import { runAfterEach, runGuards, matchRoute } from '../../../engine/routing';
import { createGuardPorts } from './guardPorts';
import { navigation } from './bootstrap';
import type { PortalRuntime } from './runtime';
import { RootOutlet } from './RootOutlet';
import { AppShell } from './layout/AppShell';
import { RouteErrorPage } from './errors/RouteErrorPage';
import { ScreenRoute } from '../screens/ScreenRoute';
import { preloadWidgets } from '../widgets/registry';

/**
 * The router of a view, built from config/routes/<view>.yaml: every navigation first runs the
 * guard pipeline (engine/routing) in the root loader; public routes render without the shell.
 */
export function createPortalRouter(runtime: PortalRuntime) {
  const config = runtime.configStore.get();
  const routes = config.routes[runtime.view] as RoutesFile;
  const basename = config.brand[runtime.view].basePath.replace(/\/$/, '') || '/';
  const strip = (pathname: string) => (basename !== '/' && pathname.startsWith(basename) ? pathname.slice(basename.length) || '/' : pathname);
  const ports = createGuardPorts(runtime, { cleanup: () => window.scrollTo({ top: 0 }) });

  // The screen's widget chunks load while the guards wait for their answers (session, switches).
  const preloadScreenOf = (path: string) => {
    const current = runtime.configStore.get();
    const screenId = matchRoute(current.routes[runtime.view] as RoutesFile, path)?.screen;
    const screen = screenId ? current.screens[runtime.view]?.[screenId] : undefined;
    if (screen) preloadWidgets(screen.widgets.map((widget) => widget.kind));
  };

  const guardLoader = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const path = strip(url.pathname);
    preloadScreenOf(path);
    const outcome = await runGuards(runtime.configStore.get().routes[runtime.view] as RoutesFile, { path, search: url.search }, ports);
    switch (outcome.kind) {
      case 'next':
        return { path };
      case 'redirect':
        if (outcome.noticeKey) runtime.notify('info', runtime.i18n.i18n.t(outcome.noticeKey));
        throw redirect(outcome.to);
      case 'signOut':
        await runtime.session.signOut(outcome.reason);
        throw redirect(`/login?reason=${encodeURIComponent(outcome.reason)}${outcome.returnTo ? `&returnTo=${encodeURIComponent(outcome.returnTo)}` : ''}`);
      case 'error':
        throw data({ code: outcome.code }, { status: outcome.code });
      case 'leave':
        window.location.assign(outcome.url);
        return new Promise<never>(() => undefined);
    }
  };

  const element = (route: RoutesFile['routes'][number]) => (route.screen ? <ScreenRoute route={route} /> : null);
  // Unknown paths show the view's notFound route in the shell (config check: it is a route of the view).
  const notFound = routes.routes.find((r) => r.path === routes.notFound);
  const children: RouteObject[] = [
    {
      element: <AppShell />,
      children: [
        ...routes.routes.filter((r) => !r.public).map((r) => ({ path: r.path, element: element(r) })),
        { path: '*', element: notFound ? element(notFound) : null },
      ],
    },
    ...routes.routes.filter((r) => r.public).map((r) => ({ path: r.path, element: element(r) })),
  ];

  const router = createBrowserRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: guardLoader,
        shouldRevalidate: () => true,
        element: (
          <RootOutlet
            onNavigated={(path) => runAfterEach(routes, { path, search: '', ...(matchRoute(routes, path) ? { route: matchRoute(routes, path) } : {}) }, ports)}
          />
        ),
        // Until the first guard run has answered, the page's own loader shows (nothing of React's).
        HydrateFallback: () => null,
        errorElement: <RouteErrorPage />,
        children,
      },
    ],
    { basename },
  );
  navigation.toSignIn = (reason) => void router.navigate(`/login?reason=${encodeURIComponent(reason)}`);
  return router;
}
