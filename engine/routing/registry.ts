import * as steps from './steps';
import type { GuardStep } from './types';

/** Route steps by the name config uses (config/routes/*.yaml: pipeline, enter, afterEach). */
export const routeSteps: Readonly<Record<string, GuardStep>> = {
  stripAtid: steps.stripAtid,
  routeAccess: steps.routeAccess,
  appLogin: steps.appLogin,
  accessTokenLogin: steps.accessTokenLogin,
  requireLogin: steps.requireLogin,
  requireXtoken: steps.requireXtoken,
  viewAccess: steps.viewAccess,
  afterLogin: steps.afterLogin,
  requirePaymentChannelEnabled: steps.requirePaymentChannelEnabled,
  signOutToClientPortal: steps.signOutToClientPortal,
  inAppToHome: steps.inAppToHome,
  requireOpenSettingsEnabled: steps.requireOpenSettingsEnabled,
  signOutToLogin: steps.signOutToLogin,
  cleanup: steps.cleanup,
};

export const routeStepNames: readonly string[] = Object.keys(routeSteps);
