export { levelStates, currentLevel, dependenciesOf, type LevelState, type LevelStatusName, type ModuleStatusName } from './levelState';
export { functionPermissions, type FunctionPermission, type PermissionLimit } from './functionPermissions';
