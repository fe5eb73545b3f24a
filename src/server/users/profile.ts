import { enumCode, lookupEnum } from '../../../engine/catalog';
import type { PortalConfig } from '../../../engine/config';
import type { Session } from '../auth/sessionService';
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
    ...(session.kind === 'app' ? { appUserId: `app-${user.id}`, appSource: session.appSource ?? '' } : {}),
    ...(accessToken ? { accessToken } : {}),
  };
}

export const profileSchema = {
  type: 'object',
  properties: {
    userId: { type: 'integer' },
    userName: { type: 'string' },
    userNick: { type: 'string' },
    userType: { type: 'integer' },
    userTypeEnum: { type: 'string' },
    email: { type: 'string' },
    emailMasked: { type: 'string' },
    phone: { type: 'string' },
    phoneCode: { type: 'string' },
    countryId: { type: ['integer', 'null'] },
    countryCode: { type: 'string' },
    regulator: { type: 'string' },
    language: { type: 'string' },
    clientClassification: { type: 'string' },
    isSubUser: { type: 'boolean' },
    subUserSwitch: { type: 'boolean' },
    permissionIds: { type: 'array', items: { type: 'integer' } },
    subEmail: { type: 'string' },
    parentUserId: { type: ['integer', 'null'] },
    eventEmailId: { type: 'string' },
    eventMobileId: { type: 'string' },
    ibportalJsId: { type: 'string' },
    isIb: { type: 'boolean' },
    url: { type: 'string' },
    switches: {
      type: 'object',
      description: "The user's switches as predicate facts (withdrawalChannelOff, openSettingsOff: the IB's settings that switch an area off)",
      additionalProperties: { type: 'boolean' },
    },
  },
} as const;

export const authDataSchema = {
  type: 'object',
  properties: {
    xtoken: { type: 'string' },
    userID: { type: 'integer' },
    eventEmailId: { type: 'string' },
    eventMobileId: { type: 'string' },
    permissionIds: { type: 'array', items: { type: 'integer' } },
    isSubUser: { type: 'boolean' },
    countryCode: { type: 'string' },
    regulator: { type: 'string' },
    language: { type: 'string' },
    isIb: { type: 'boolean' },
    appUserId: { type: 'string' },
    appSource: { type: 'string' },
    accessToken: { type: 'string' },
  },
} as const;
