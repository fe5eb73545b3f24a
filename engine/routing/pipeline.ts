import type { RouteDefinition } from '../config/portalConfig';
import type { RoutesFile } from '../config/schemaTypes';
import { routeSteps } from './registry';
import { next, type GuardOutcome, type GuardPorts, type Navigation } from './types';

/** The route a path matches: exact paths, then ":param" segments; undefined for unknown paths. */
export function matchRoute(routes: RoutesFile, path: string): RouteDefinition | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const exact = routes.routes.find((r) => r.path === normalised);
  if (exact) return exact;
  const parts = normalised.split('/');
  return routes.routes.find((r) => {
    const pattern = r.path.split('/');
    return pattern.length === parts.length && pattern.every((p, i) => p.startsWith(':') || p === parts[i]);
  });
}

/**
 * Runs one navigation through the view's pipeline, then the route's entry steps, stopping at the
 * first step that does not say next. Unknown paths pass the pipeline too (a signed-out user is sent
 * to sign in first); the view then shows its not-found screen at the unknown path.
 */
export async function runGuards(routes: RoutesFile, nav: Omit<Navigation, 'route'>, ports: GuardPorts): Promise<GuardOutcome> {
  const route = matchRoute(routes, nav.path);
  const full: Navigation = { ...nav, ...(route ? { route } : {}), ...(routes.viewAccess ? { viewAccess: routes.viewAccess } : {}) };
  const names = [...routes.pipeline, ...(route?.enter ?? [])];
  for (const name of names) {
    const step = routeSteps[name];
    if (!step) throw new Error(`route step "${name}" is not registered`);
    const outcome = await step(full, ports);
    if (outcome.kind !== 'next') return outcome;
  }
  return next;
}

/** Runs the view's after-each steps (cleanup). */
export async function runAfterEach(routes: RoutesFile, nav: Navigation, ports: GuardPorts): Promise<void> {
  for (const name of routes.afterEach ?? []) await routeSteps[name]?.(nav, ports);
}
