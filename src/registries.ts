import type { ImplementationRegistries } from '../engine/config';
import { engineRegistries } from '../engine/registries';
import { serverCodeNames } from './server/http/serverCodes';
import { serverPolicies } from './server/policyNames';
import { stepUpActions } from './server/mfa/stepUpActions';
import { widgetKinds } from './portal/widgets/widgetKinds';
import { formWidgetNames } from './portal/widgets/form/formWidgetNames';
import { menuIconNames } from './portal/app/layout/menuIconNames';

/** Every name code registers that config may refer to: what `portal config check` and the server check against. */
export function allRegistries(): ImplementationRegistries {
  return engineRegistries({
    serverCodes: serverCodeNames,
    policies: Object.values(serverPolicies),
    stepUpActions,
    widgets: widgetKinds,
    formWidgets: formWidgetNames,
    menuIcons: menuIconNames,
  });
}
