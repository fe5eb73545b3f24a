import { enumCode, lookupEnum } from '../../../engine/catalog';
import type { PortalConfig } from '../../../engine/config';
import { evaluate } from '../../../engine/predicates';
import type { Session } from '../auth/sessionService';
import { serverPolicies } from '../policyNames';
import { userPredicateContext } from './userContext';
import { maskEmail, permissionIdsOf, type UserRecord } from './userRecord';

/** The user profile of specification section 3 (only what the user may see of themself). */
export function userProfile(config: PortalConfig, user: UserRecord) {
  const country = config.countries.find((c) => c.id === user.country_id);
  const parent = user.parent_user_id;
  return {
    userId: user.id,
    userName: user.name,
    userNick: user.nick ?? '',
    userType: user.user_type,
    userTypeEnum: lookupEnum(config.enumerations, 'userType', user.user_type)?.name ?? 'unknown',
    email: user.email,
    emailMasked: maskEmail(user.email),
    phone: user.phone ?? '',
    phoneCode: user.phone_code ?? '',
    countryId: user.country_id,
    countryCode: country?.code ?? '',
    regulator: user.regulator,
    language: user.language,
    clientClassification: user.client_classification,
    isSubUser: user.is_sub_user === 1,
    subUserSwitch: user.sub_user_switch === 1,
    permissionIds: permissionIdsOf(user),
    subEmail: user.is_sub_user === 1 ? user.email : '',
    parentUserId: parent,
    eventEmailId: user.event_email_id,
    eventMobileId: user.event_mobile_id,
    ibportalJsId: `ibp-${user.event_email_id}`,
    isIb: isIb(config, user),
    url: config.brand.cp.basePath,
  };
}

export function isIb(config: PortalConfig, user: Pick<UserRecord, 'user_type' | 'is_sub_user'>): boolean {
  return (
    user.is_sub_user === 1 ||
    [enumCode(config.enumerations, 'userType', 'individualIb'), enumCode(config.enumerations, 'userType', 'companyIb')].includes(user.user_type)
  );
}

/** Whether the user signs in to the client portal (policy clientPortal of config/policies.yaml); else only to the IB portal (an IB's sub-user). */
export function usesClientPortal(config: PortalConfig, user: UserRecord, session?: Session): boolean {
  return evaluate({ policy: serverPolicies.clientPortal }, userPredicateContext(config, user, session), config.policies);
}

/** The IB portal's auth data (specification section 3), as the sign-in calls return it. */
export function authData(config: PortalConfig, user: UserRecord, session: Session, xtoken: string | undefined, accessToken?: string) {
  const country = config.countries.find((c) => c.id === user.country_id);
  return {
    ...(xtoken ? { xtoken } : {}),
    userID: user.id,
    eventEmailId: user.event_email_id,
    eventMobileId: user.event_mobile_id,
    permissionIds: permissionIdsOf(user),
    isSubUser: user.is_sub_user === 1,
    countryCode: country?.code ?? '',
    regulator: user.regulator,
    language: user.language,
    isIb: isIb(config, user),
    clientPortal: usesClientPortal(config, user, session),
    ...(session.kind === 'app' ? { appUserId: `app-${user.id}`, appSource: session.appSource ?? '' } : {}),
    ...(accessToken ? { accessToken } : {}),
  };
}
