import type { MenuItemDefinition, RouteDefinition } from '../config/portalConfig';

/**
 * Menu items inherit their route's access: an item linking to a route the user may not open is
 * hidden, so config states the condition once, on the route. An item's own `when` is kept beside it.
 */
export function withRouteAccess(items: readonly MenuItemDefinition[], routes: readonly RouteDefinition[]): MenuItemDefinition[] {
  const accessByPath = new Map(routes.flatMap((route) => (route.access ? [[route.path, route.access.when] as const] : [])));
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
