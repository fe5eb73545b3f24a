import type { PortalConfig } from '../../../engine/config';
import { buildFacts, type PredicateContext } from '../../../engine/predicates';
import type { Session } from '../auth/sessionService';
import { permissionIdsOf, type UserRecord } from './userRecord';

/** The facts the shared predicates see for a signed-in user: the same builder the browser uses. */
export function userPredicateContext(
  config: PortalConfig,
  user: UserRecord,
  session?: Session,
  extra: PredicateContext = {},
  switches: Readonly<Record<string, boolean>> = {},
): PredicateContext {
  return buildFacts(
    {
      brand: { id: user.brand },
      regulator: { id: user.regulator, ...(config.regulator.switches ? { switches: config.regulator.switches } : {}) },
      countryGroups: config.countryGroups,
    },
    {
      loggedIn: true,
      inApp: session?.kind === 'app',
      user: {
        countryId: user.country_id,
        userType: user.user_type,
        isSubUser: user.is_sub_user === 1,
        permissionIds: permissionIdsOf(user),
        language: user.language,
      },
      switches,
      extra,
    },
  );
}
