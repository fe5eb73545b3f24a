export type { GuardOutcome, GuardPorts, GuardStep, Navigation, AuthIds } from './types';
export { routeSteps, routeStepNames } from './registry';
export { runGuards, runAfterEach, matchRoute } from './pipeline';
export * as steps from './steps';
export { viewUrl } from './viewUrl';
