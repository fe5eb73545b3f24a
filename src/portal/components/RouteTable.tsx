import { useRoutes, type RouteObject } from 'react-router';

/** Renders the route objects matching the router's location: the portals' and the studio's routes, declared as data. */
export function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
