import type { RequestAuth } from '../auth/authPlugin';
import type { ServerContext } from '../context';
import { authData, userProfile } from './profile';
import { profileAccountState } from './specEntities';
import { userSwitches } from './userSwitches';

/**
 * The signed-in user's profile and auth data: the answer of getUserInfo, which a signed-in page also
 * carries (signedInPage). The token goes back only to a caller that sent it: a page signed in by the
 * cookie never sees it.
 */
export function signedInUserInfo(ctx: ServerContext, auth: RequestAuth) {
  const config = ctx.config(auth.user.regulator);
  return {
    profile: { ...userProfile(config, auth.user), ...profileAccountState(ctx, auth.user, auth.session), switches: userSwitches(ctx.db, auth.user) },
    auth: authData(config, auth.user, auth.session, auth.via === 'header' ? auth.token : undefined),
  };
}
