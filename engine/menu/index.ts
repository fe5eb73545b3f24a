export { resolveMenu, menuPaths, type MenuEntry, type HiddenMenuEntry, type ResolvedMenu, type MenuSource } from './resolveMenu';
export { routeAccessByPath, withRouteAccess } from './withRouteAccess';
