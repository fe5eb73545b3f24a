import type { FromSchema } from './fromSchema';

/** The user profile and the IB portal's auth data (specification section 3), as profile/info, the sign-in calls and getUserInfo return them. */
export const profileViewSchema = {
  $id: 'ProfileView',
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
    accountAuditStatus: {
      type: ['integer', 'null'],
      description:
        "The audit code of the user's first live (main) account (accountAudit: write 0, pass 1, no pass 2, pending 3, re-audit 4, again open 9); null without one",
    },
    pendingQuestionnaireCompletion: {
      type: 'boolean',
      description: 'The user holds a live account but the questionnaire module (verified by answers) is not verified yet',
    },
    openAccountActionEnabled: { type: 'boolean', description: 'At least one kind of the account-opening drawer is offered and permitted now' },
    demo: { type: 'boolean', description: 'The demo flag: the user holds demo accounts only (no live trading account, no wallet)' },
    switches: {
      type: 'object',
      description: "The user's switches as predicate facts (withdrawalChannelOff, openSettingsOff: the IB's settings that switch an area off)",
      additionalProperties: { type: 'boolean' },
    },
  },
} as const;
export type ProfileView = FromSchema<typeof profileViewSchema>;

export const authDataViewSchema = {
  $id: 'AuthDataView',
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
    clientPortal: {
      type: 'boolean',
      description:
        "Whether the user signs in to the client portal (config/policies.yaml clientPortal); false for an IB's sub-user, which has only the IB portal",
    },
    appUserId: { type: 'string' },
    appSource: { type: 'string' },
    accessToken: {
      type: 'string',
      description: 'Only in the answer to an accessToken sign-in (or to a caller that sent its token in the header); never part of the profile',
    },
  },
} as const;
export type AuthDataView = FromSchema<typeof authDataViewSchema>;

/** The common profile (specification section 3), as profile/info/proof returns it. */
export const commonProfileViewSchema = {
  $id: 'CommonProfileView',
  type: 'object',
  properties: {
    language: { type: 'string' },
    regulator: { type: 'string' },
    identityProofStatus: {
      type: 'object',
      properties: {
        requireIDProof: { type: 'boolean' },
        pendingIDProofApproval: { type: 'boolean' },
        requireAddressProof: { type: 'boolean' },
        pendingAddressProofApproval: { type: 'boolean' },
      },
    },
    poiAuditStatus: { type: 'integer' },
    poaAuditStatus: { type: 'integer' },
    ibtPoiAuditStatus: { type: 'integer' },
    ibtPoaAuditStatus: { type: 'integer' },
    verifyMethod: { type: 'string', description: 'The provider that checks the personal information (config/kyc/modules.yaml)' },
    registerStep: {
      type: 'integer',
      description:
        'The furthest step of opening a profile reached: 1 created, 2 e-mail confirmed, 3 personal information submitted, 4 live account applied for',
    },
    onboardingTestNum: { type: 'integer', description: "Attempts of the onboarding test (the regulator's onboardingTest.attempts)" },
    onboardingTestInterval: { type: 'integer', description: 'Hours to wait once the attempts are used up (onboardingTest.intervalHours)' },
    limitQuestion: { type: 'boolean', description: 'Whether the onboarding test attempts are limited under this regulator (onboardingTest.limitQuestion)' },
    id3Pass: { type: 'boolean' },
    level: { type: 'integer' },
  },
} as const;
export type CommonProfileView = FromSchema<typeof commonProfileViewSchema>;

/**
 * The KYC user info (specification section 3), as verificationV2/getData returns it for the personal
 * information step: the form as last submitted (or prefilled) plus what the account and the other
 * modules hold. Other steps return their form's answers only.
 */
export const kycUserInfoViewSchema = {
  $id: 'KycUserInfoView',
  type: 'object',
  additionalProperties: true,
  properties: {
    userId: { type: 'integer' },
    userType: { type: 'integer' },
    accountType: { type: ['integer', 'null'], description: "The account-type code of the user's first live (main) account; null without one" },
    title: { type: 'string' },
    name: { type: 'string' },
    dateBirth: { type: 'string' },
    nationality: { type: 'integer' },
    countryId: { type: 'integer' },
    country: { type: 'string', description: 'The name of countryId' },
    countryCode: { type: 'string' },
    state: { type: 'string' },
    suburb: { type: 'string' },
    streetAddress: { type: 'string' },
    postcode: { type: 'string' },
    phoneCode: { type: 'string' },
    phone: { type: 'string' },
    phonePlainText: { type: 'string' },
    phoneStatus: { type: 'integer', description: 'The phone module status (kycModuleStatus)' },
    emailAddress: { type: 'string', description: 'The e-mail address masked' },
    emailPlainText: { type: 'string' },
    emailStatus: { type: 'integer', description: 'The e-mail module status (kycModuleStatus)' },
    employmentStatus: { type: 'string' },
    industry: { type: 'string' },
    occupation: { type: 'string' },
    averageIncome: { type: 'string' },
    savingsInvestment: { type: 'string' },
    sourceOfFunds: { type: 'string' },
    ipChangeWarn: { type: 'boolean', description: "The user's two latest sign-ins came from different network addresses" },
    cardNumber: { type: 'string', description: "The number of the user's identity card (the personal information's optional field); absent when not given" },
  },
} as const;
export type KycUserInfoView = FromSchema<typeof kycUserInfoViewSchema>;
