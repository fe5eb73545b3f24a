import { Component, startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Router, type Location, type RouteObject } from 'react-router';
import type { RoutesFile } from '../../../engine/config';
import { runAfterEach, runGuards, matchRoute, type GuardPorts } from '../../../engine/routing';
import { createGuardPorts } from './guardPorts';
import { navigation } from './bootstrap';
import { guardedHistory, type Shown } from './guardedHistory';
import type { PortalRuntime } from './runtime';
import { RootOutlet } from './RootOutlet';
import { AppShell } from './layout/AppShell';
import { RouteErrorPage } from './errors/RouteErrorPage';
import { RouteTable } from '../components/RouteTable';
import { ScreenRoute } from '../screens/ScreenRoute';
import { preloadWidgets } from '../widgets/registry';

/**
 * The router of a view, built from config/routes/<view>.yaml. Every navigation first runs the guard pipeline
 * (engine/routing); only then do the address and the screen change, together, and until then the screen before stays.
 * Public routes render without the shell. React-router's declarative router with a navigator that asks the guards
 * first, not its data router: the guards are all the loading a navigation does, and the data router is 15 KB (brotli)
 * more start-up code on every page.
 */
export function PortalRouter({ runtime }: { runtime: PortalRuntime }) {
  const basename = runtime.configStore.get().brand[runtime.view].basePath.replace(/\/$/, '') || '/';
  const ports = useMemo(() => createGuardPorts(runtime, { cleanup: () => window.scrollTo({ top: 0 }) }), [runtime]);
  const routes = useMemo(() => routeObjects(runtime, ports), [runtime, ports]);
  const [shown, setShown] = useState<Shown>();
  const history = useMemo(
    () =>
      guardedHistory({
        basename,
        decide: (path, search) => {
          preloadScreenOf(runtime, path);
          return runGuards(runtime.configStore.get().routes[runtime.view] as RoutesFile, { path, search }, ports);
        },
        notice: (key) => runtime.notify('info', runtime.i18n.i18n.t(key)),
        signOut: (reason) => runtime.session.signOut(reason),
        show: (next) => startTransition(() => setShown(next)),
      }),
    [runtime, ports, basename],
  );
  useEffect(() => {
    navigation.toSignIn = history.toSignIn;
    return history.start();
  }, [history]);

  // Until the first guard run has answered, the page's own loader shows (nothing of React's).
  if (!shown) return null;
  return (
    <Router basename={basename} location={shown.location} navigationType={shown.action} navigator={history.navigator}>
      {shown.errorCode ? (
        <RouteErrorPage status={shown.errorCode} />
      ) : (
        <RenderErrorBoundary location={shown.location} fallback={<RouteErrorPage status={500} />}>
          <RouteTable routes={routes} />
        </RenderErrorBoundary>
      )}
    </Router>
  );
}

/** The screen's widget chunks load while the guards wait for their answers (session, switches). */
function preloadScreenOf(runtime: PortalRuntime, path: string) {
  const config = runtime.configStore.get();
  const screenId = matchRoute(config.routes[runtime.view] as RoutesFile, path)?.screen;
  const screen = screenId ? config.screens[runtime.view]?.[screenId] : undefined;
  if (screen) preloadWidgets(screen.widgets.map((widget) => widget.kind));
}

function routeObjects(runtime: PortalRuntime, ports: GuardPorts): RouteObject[] {
  const routes = runtime.configStore.get().routes[runtime.view] as RoutesFile;
  const element = (route: RoutesFile['routes'][number]) => (route.screen ? <ScreenRoute route={route} /> : null);
  // Unknown paths show the view's notFound route in the shell (config check: it is a route of the view).
  const notFound = routes.routes.find((r) => r.path === routes.notFound);
  const onNavigated = (path: string) =>
    runAfterEach(routes, { path, search: '', ...(matchRoute(routes, path) ? { route: matchRoute(routes, path) } : {}) }, ports);
  return [
    {
      path: '/',
      element: <RootOutlet onNavigated={onNavigated} />,
      children: [
        {
          element: <AppShell />,
          children: [
            ...routes.routes.filter((r) => !r.public).map((r) => ({ path: r.path, element: element(r) })),
            { path: '*', element: notFound ? element(notFound) : null },
          ],
        },
        ...routes.routes.filter((r) => r.public).map((r) => ({ path: r.path, element: element(r) })),
      ],
    },
  ];
}

/**
 * An error thrown while rendering a screen shows the error page; the next location tries again. Not a key per
 * location: that would mount the shell and the screen afresh on every navigation and lose what they hold.
 */
type BoundaryProps = { location: Location; fallback: ReactNode; children: ReactNode };
class RenderErrorBoundary extends Component<BoundaryProps, { failed: boolean; location: Location }> {
  override state = { failed: false, location: this.props.location };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: { location: Location }) {
    return props.location === state.location ? null : { failed: false, location: props.location };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
