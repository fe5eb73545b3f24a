import { withCountryGroups } from '../../../engine/catalog';
import type { PortalConfig } from '../../../engine/config';
import type { PredicateContext } from '../../../engine/predicates';
import type { Session } from '../auth/sessionService';
import { permissionIdsOf, type UserRecord } from './userRecord';

/** The facts the shared predicates see for a signed-in user: the same facts the browser uses. */
export function userPredicateContext(config: PortalConfig, user: UserRecord, session?: Session, extra: PredicateContext = {}): PredicateContext {
  return withCountryGroups(
    {
      brand: user.brand,
      regulator: user.regulator,
      ...(user.country_id !== null ? { countryId: user.country_id } : {}),
      userType: user.user_type,
      isSubUser: user.is_sub_user === 1,
      permissionIds: permissionIdsOf(user),
      loggedIn: true,
      inApp: session?.kind === 'app',
      language: user.language,
      switches: config.regulator.switches ?? {},
      ...extra,
    },
    config.countryGroups,
  );
}
