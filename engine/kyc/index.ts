export { levelStates, currentLevel, dependenciesOf, type LevelState, type LevelStatusName, type ModuleStatusName } from './levelState';
export { functionPermissions, type FunctionPermission, type PermissionLimit } from './functionPermissions';
export { kycGuards, kycActions, kycGuardNames, kycActionNames } from './flows/implementations';
export { kycContextFactories, kycContextFactoryNames } from './flows/contextFactories';
export { createFlowMachine, FlowDefinitionError, type FlowMachine } from './flows/createFlowMachine';
export {
  FlowInputError,
  type FlowContext,
  type FlowInput,
  type GuideContext,
  type OtpContext,
  type StatusContext,
  type VerifyRelation,
} from './flows/flowContext';
export { flowNames, type NamedUse } from './flows/flowNames';
export { stateKey } from './flows/stateKey';
export {
  replay,
  ReplayError,
  initEvent,
  firstBadEvent,
  type ReplayLog,
  type ReplayStep,
  type ReplayResult,
  type ReplayOptions,
  type ExpectedState,
} from './flows/replay';
export { flowGraph, type FlowGraph, type FlowEdge } from './flows/flowGraph';
export { flowCoverage, type FlowCoverage } from './flows/coverage';
export { flowPaths, pathFile, type GeneratedPath } from './flows/paths';
export { flowDiagram } from './flows/diagram';
export { ladder, nextLevelOf, modulesToReach } from './guidance';
