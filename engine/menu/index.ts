export { resolveMenu, menuPaths, type MenuEntry, type HiddenMenuEntry, type ResolvedMenu, type MenuSource } from './resolveMenu';
export { withRouteAccess } from './withRouteAccess';
