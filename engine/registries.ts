import { requiredEnumerations } from './catalog';
import type { ImplementationRegistries } from './config';
import { kycActionNames, kycContextFactoryNames, kycGuardNames } from './kyc';
import { routeStepNames } from './routing';

/**
 * The names engine modules register, for config checks. src/registries.ts adds the names the
 * server and the portal register.
 */
export function engineRegistries(extra: Partial<ImplementationRegistries> = {}): ImplementationRegistries {
  return {
    routeSteps: routeStepNames,
    widgets: [],
    formWidgets: [],
    kycGuards: kycGuardNames,
    kycActions: kycActionNames,
    kycContextFactories: kycContextFactoryNames,
    enumerations: requiredEnumerations,
    serverCodes: [],
    policies: [],
    stepUpActions: [],
    menuIcons: [],
    ...extra,
  };
}
