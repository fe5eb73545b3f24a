import { requiredEnumerations } from './catalog';
import type { ImplementationRegistries } from './config';
import { routeStepNames } from './routing';

/**
 * The names engine modules register, for config checks. The portal adds its widget names;
 * engine/kyc adds its guards and actions.
 */
export function engineRegistries(extra: Partial<ImplementationRegistries> = {}): ImplementationRegistries {
  return {
    routeSteps: routeStepNames,
    widgets: [],
    kycGuards: [],
    kycActions: [],
    kycContextFactories: [],
    enumerations: requiredEnumerations,
    ...extra,
  };
}
