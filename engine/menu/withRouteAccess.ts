import type { MenuItemDefinition, RouteDefinition } from '../config/portalConfig';
import type { Predicate } from '../predicates';

/**
 * Menu items inherit their route's access: an item linking to a route the user may not open is
 * hidden, so config states the condition once, on the route. An item's own `when` is kept beside it.
 */
export function withRouteAccess(items: readonly MenuItemDefinition[], routes: readonly RouteDefinition[]): MenuItemDefinition[] {
  const accessByPath = routeAccessByPath(routes);
  const inherit = (item: MenuItemDefinition): MenuItemDefinition => {
    const access = item.path ? accessByPath.get(item.path) : undefined;
    const when = access && item.when ? { all: [item.when, access] } : (access ?? item.when);
    return {
      ...item,
      ...(when ? { when } : {}),
      ...(item.children ? { children: (item.children as MenuItemDefinition[]).map(inherit) } : {}),
    };
  };
  return items.map(inherit);
}

/** The access condition of each route that has one, by path. */
export function routeAccessByPath(routes: readonly RouteDefinition[]): Map<string, Predicate> {
  return new Map(routes.flatMap((route) => (route.access ? [[route.path, route.access.when] as const] : [])));
}
